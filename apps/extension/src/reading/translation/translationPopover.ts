// The popover shell: its own open shadow root (page CSS cannot reach it, and axe and tests
// can look inside), fixed-positioned near the selection so the page's layout never changes.
// A non-modal dialog: the page stays usable; Escape closes it (handled by the controller).
import { TRANSLATION_TEXTS } from '@motes/shared';
import { element } from './domBuilder';
import { TRANSLATION_POPOVER_CSS } from './popoverStyles';

/** The gap between the selection and the popover, in CSS pixels. */
const SELECTION_GAP_PX = 8;

export interface TranslationPopover {
  readonly host: HTMLElement;
  /** Replaces the content and shows the popover near `anchor` (viewport coordinates). */
  show(content: Node[], anchor: DOMRect | undefined): void;
  /** Replaces the content where the popover is. */
  update(content: Node[]): void;
  /** Sets the status line (loading, playing, a speech failure), read by screen readers. */
  status(text: string): void;
  /** Moves keyboard focus into the popover. */
  focus(): void;
  /** Whether keyboard focus is inside the popover. */
  hasFocus(): boolean;
  hide(): void;
  readonly visible: boolean;
  destroy(): void;
}

export function createTranslationPopover(
  document: Document,
  onClose: () => void,
): TranslationPopover {
  const host = document.createElement('motes-translation');
  host.style.setProperty('all', 'initial');
  const root = host.attachShadow({ mode: 'open' });
  const titleId = 'motes-translation-title';
  const close = element(
    document,
    'button',
    { type: 'button', class: 'close', 'aria-label': TRANSLATION_TEXTS.close },
    '×',
  );
  close.addEventListener('click', onClose);
  const body = element(document, 'div', { class: 'body' });
  const statusLine = element(document, 'p', { class: 'status', role: 'status' });
  const popover = element(
    document,
    'div',
    { class: 'popover', role: 'dialog', 'aria-labelledby': titleId, tabindex: '-1' },
    element(
      document,
      'header',
      {},
      element(document, 'h2', { id: titleId }, TRANSLATION_TEXTS.dialogLabel),
      close,
    ),
    body,
    statusLine,
  );
  popover.hidden = true;
  root.append(element(document, 'style', {}, TRANSLATION_POPOVER_CSS), popover);
  document.documentElement.append(host);

  function place(anchor: DOMRect | undefined) {
    const view = document.defaultView!;
    const { width, height } = popover.getBoundingClientRect();
    if (!anchor) {
      popover.style.left = `${Math.max(8, (view.innerWidth - width) / 2)}px`;
      popover.style.top = `${Math.max(8, (view.innerHeight - height) / 2)}px`;
      return;
    }
    const below = anchor.bottom + SELECTION_GAP_PX;
    const top =
      below + height <= view.innerHeight - 8
        ? below
        : Math.max(8, anchor.top - height - SELECTION_GAP_PX);
    popover.style.left = `${Math.max(8, Math.min(anchor.left, view.innerWidth - width - 8))}px`;
    popover.style.top = `${top}px`;
  }

  return {
    host,
    show(content, anchor) {
      body.replaceChildren(...content);
      statusLine.textContent = '';
      popover.hidden = false;
      place(anchor);
    },
    update(content) {
      body.replaceChildren(...content);
    },
    status(text) {
      statusLine.textContent = text;
    },
    focus() {
      popover.focus();
    },
    hasFocus() {
      return root.activeElement !== null;
    },
    hide() {
      popover.hidden = true;
      body.replaceChildren();
    },
    get visible() {
      return !popover.hidden;
    },
    destroy() {
      host.remove();
    },
  };
}
