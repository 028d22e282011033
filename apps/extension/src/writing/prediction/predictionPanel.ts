// The suggestion panel: its own shadow root (the page's CSS cannot reach it, its CSS cannot
// reach the page), fixed-positioned so it never moves the page's layout. Focus stays in the
// page's field the whole time: options are chosen by click (mousedown is cancelled so the
// field keeps focus) or from the field with the keyboard. Screen readers hear the suggestions
// through a live region, since aria-activedescendant cannot point into another shadow root.
import { PREDICTION_TEXTS, type PredictionSuggestion } from '@motes/shared';
import type { CaretRect } from './caretPosition';
import { PREDICTION_PANEL_CSS } from './predictionPanelStyles';

/** Where the panel sits: under the caret, or fixed in the viewport's bottom-right corner. */
export type PredictionPlacement = 'caret' | 'fixed';

/** The gap between the caret and the panel, in CSS pixels. */
const CARET_GAP_PX = 4;

export interface PredictionPanel {
  readonly host: HTMLElement;
  /** Shows `suggestions` with the `active` one highlighted. */
  show(suggestions: readonly PredictionSuggestion[], active: number): void;
  /** Shows a message instead of suggestions (an error the user should know about). */
  showMessage(message: string): void;
  /** Moves the panel next to `caret`, or to its fixed place. */
  place(placement: PredictionPlacement, caret: CaretRect | undefined): void;
  hide(): void;
  /** Says something to screen readers. */
  announce(text: string): void;
  readonly visible: boolean;
  destroy(): void;
}

/**
 * Creates the (hidden) panel in `document`. `onChoose(index)` runs when an option is clicked.
 */
export function createPredictionPanel(
  document: Document,
  onChoose: (index: number) => void,
): PredictionPanel {
  const host = document.createElement('motes-prediction');
  // Open, so axe and the e2e tests can look inside; the page gains nothing from it.
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = PREDICTION_PANEL_CSS;
  const panel = document.createElement('div');
  panel.className = 'panel';
  panel.hidden = true;
  const list = document.createElement('ul');
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', PREDICTION_TEXTS.listLabel);
  list.id = 'motes-prediction-list';
  const message = document.createElement('p');
  message.className = 'message';
  const hint = document.createElement('p');
  hint.className = 'hint';
  hint.textContent = PREDICTION_TEXTS.keyboardHint;
  const live = document.createElement('div');
  live.setAttribute('role', 'status');
  live.className = 'visually-hidden';
  panel.append(list, message, hint);
  root.append(style, panel, live);
  host.style.setProperty('all', 'initial');
  document.documentElement.append(host);

  list.addEventListener('mousedown', (event) => event.preventDefault());
  list.addEventListener('click', (event) => {
    const option = (event.target as Element).closest('[role="option"]');
    const index = option ? Number(option.getAttribute('data-index')) : NaN;
    if (Number.isInteger(index)) onChoose(index);
  });

  return {
    host,
    show(suggestions, active) {
      const options = suggestions.map((suggestion, index) => {
        const option = document.createElement('li');
        option.setAttribute('role', 'option');
        option.id = `motes-prediction-option-${index}`;
        option.setAttribute('data-index', String(index));
        option.setAttribute('aria-selected', String(index === active));
        const number = document.createElement('span');
        number.className = 'number';
        number.setAttribute('aria-hidden', 'true');
        number.textContent = String(index + 1);
        option.append(number, suggestion.word);
        return option;
      });
      list.replaceChildren(...options);
      list.setAttribute('aria-activedescendant', options[active]?.id ?? '');
      list.hidden = false;
      hint.hidden = false;
      message.hidden = true;
      panel.hidden = false;
    },
    showMessage(text) {
      list.replaceChildren();
      list.hidden = true;
      hint.hidden = true;
      message.textContent = text;
      message.hidden = false;
      panel.hidden = false;
    },
    place(placement, caret) {
      panel.classList.toggle('fixed', placement === 'fixed' || !caret);
      if (placement === 'fixed' || !caret) {
        panel.style.removeProperty('left');
        panel.style.removeProperty('top');
        return;
      }
      const view = document.defaultView!;
      const { width, height } = panel.getBoundingClientRect();
      const below = caret.top + caret.height + CARET_GAP_PX;
      const top =
        below + height > view.innerHeight ? Math.max(0, caret.top - height - CARET_GAP_PX) : below;
      const left = Math.max(0, Math.min(caret.left, view.innerWidth - width));
      panel.style.left = `${left}px`;
      panel.style.top = `${top}px`;
    },
    hide() {
      panel.hidden = true;
    },
    announce(text) {
      // Cleared first so the same words announced twice are still spoken.
      live.textContent = '';
      setTimeout(() => (live.textContent = text), 50);
    },
    get visible() {
      return !panel.hidden;
    },
    destroy() {
      host.remove();
    },
  };
}
