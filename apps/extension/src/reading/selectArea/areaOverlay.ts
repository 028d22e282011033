// Select Area to Read's overlay: its own element with its own shadow root above the page (and
// the sidebar), where the user drags a box with the pointer, or places one with the keyboard
// (arrow keys move it, Shift+arrow keys resize it, Enter reads, Escape cancels). It is a modal
// dialog while it is up: focus stays in it, and key events stop at its host.
import { SELECT_AREA_TEXTS } from '@motes/shared';
import {
  boxAfterKey,
  boxFromDrag,
  initialKeyboardBox,
  isReadableBox,
  type AreaBox,
  type ViewportSize,
} from './areaBox';

export interface AreaSelectionOptions {
  /** The user chose a box (the overlay is already gone). */
  onSelect: (box: AreaBox) => void;
  /** Escape or Cancel (the overlay is already gone). */
  onCancel: () => void;
}

export interface AreaSelection {
  /** Removes the overlay without calling back (the tool is closing). */
  stop(): void;
}

const OVERLAY_CSS = `
:host { all: initial; }
.layer { position: fixed; inset: 0; cursor: crosshair; background: rgb(15 10 30 / 0.35);
  font: 15px/1.4 system-ui, sans-serif; color: #1f1a2e; touch-action: none; outline: none; }
.layer[data-has-box='true'] { background: transparent; }
.box { position: fixed; box-sizing: border-box; border: 2px dashed #6d28d9;
  box-shadow: 0 0 0 200vmax rgb(15 10 30 / 0.35); pointer-events: none; }
.box[hidden] { display: none; }
.panel { position: fixed; top: 12px; left: 50%; transform: translateX(-50%); max-width: min(560px, 90vw);
  padding: 10px 14px; border-radius: 8px; background: #ffffff; box-shadow: 0 4px 16px rgb(0 0 0 / 0.3);
  cursor: auto; display: flex; flex-direction: column; gap: 8px; }
.panel p { margin: 0; }
.actions { display: flex; gap: 8px; }
button { font: inherit; padding: 4px 12px; border-radius: 6px; border: 1px solid #6d28d9;
  background: #ffffff; color: #4c1d95; cursor: pointer; }
button.primary { background: #6d28d9; color: #ffffff; }
button:focus-visible, .layer:focus-visible .box { outline: 3px solid #f59e0b; outline-offset: 2px; }
`;

/** Shows the overlay and waits for a box. */
export function startAreaSelection(options: AreaSelectionOptions): AreaSelection {
  const host = document.createElement('motes-select-area');
  host.setAttribute(
    'style',
    'all: initial !important; position: fixed !important; inset: 0 !important; ' +
      'z-index: 2147483647 !important; display: block !important;',
  );
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = OVERLAY_CSS;
  const layer = element('div', 'layer');
  layer.setAttribute('role', 'dialog');
  layer.setAttribute('aria-modal', 'true');
  layer.setAttribute('aria-label', SELECT_AREA_TEXTS.overlayLabel);
  layer.setAttribute('aria-describedby', 'motes-select-area-instructions');
  layer.tabIndex = -1;
  const box = element('div', 'box');
  box.hidden = true;
  const panel = element('div', 'panel');
  const instructions = element('p', 'instructions');
  instructions.id = 'motes-select-area-instructions';
  instructions.textContent = SELECT_AREA_TEXTS.instructions;
  const position = element('p', 'position');
  position.setAttribute('aria-live', 'polite');
  const actions = element('div', 'actions');
  const readButton = button(SELECT_AREA_TEXTS.readBox, 'primary');
  const cancelButton = button(SELECT_AREA_TEXTS.cancel, '');
  readButton.hidden = true;
  actions.append(readButton, cancelButton);
  panel.append(instructions, position, actions);
  layer.append(box, panel);
  shadow.append(style, layer);

  let current: AreaBox | null = null;
  let drag: { x: number; y: number; pointerId: number } | null = null;
  let ended = false;
  const viewport = (): ViewportSize => ({ width: window.innerWidth, height: window.innerHeight });

  function show(next: AreaBox | null, announce: boolean) {
    current = next;
    layer.dataset.hasBox = String(next !== null);
    box.hidden = next === null;
    readButton.hidden = next === null || !isReadableBox(next);
    if (!next) return;
    Object.assign(box.style, {
      left: `${next.left}px`,
      top: `${next.top}px`,
      width: `${next.width}px`,
      height: `${next.height}px`,
    });
    if (announce) {
      position.textContent = SELECT_AREA_TEXTS.boxPosition(
        Math.round(next.left),
        Math.round(next.top),
        Math.round(next.width),
        Math.round(next.height),
      );
    }
  }

  function end(): void {
    ended = true;
    for (const type of ISOLATED_EVENTS) host.removeEventListener(type, stopAtHost);
    host.remove();
  }

  function select() {
    if (ended || !current) return;
    if (!isReadableBox(current)) {
      position.textContent = SELECT_AREA_TEXTS.tooSmall;
      return;
    }
    const chosen = current;
    end();
    options.onSelect(chosen);
  }

  function cancel() {
    if (ended) return;
    end();
    options.onCancel();
  }

  layer.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || panel.contains(event.target as Node)) return;
    event.preventDefault();
    layer.focus();
    layer.setPointerCapture(event.pointerId);
    drag = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
    show(boxFromDrag(drag, drag, viewport()), false);
  });
  layer.addEventListener('pointermove', (event) => {
    if (drag?.pointerId !== event.pointerId) return;
    show(boxFromDrag(drag, { x: event.clientX, y: event.clientY }, viewport()), false);
  });
  layer.addEventListener('pointerup', (event) => {
    if (drag?.pointerId !== event.pointerId) return;
    drag = null;
    if (current && isReadableBox(current)) select();
    else show(null, false);
  });
  layer.addEventListener('pointercancel', () => {
    drag = null;
  });

  layer.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
      return;
    }
    if (event.key === 'Tab') {
      keepFocusInside(event);
      return;
    }
    const onButton = event.target instanceof HTMLButtonElement;
    if (event.key === 'Enter' && !onButton) {
      event.preventDefault();
      if (current) select();
      else show(initialKeyboardBox(viewport()), true);
      return;
    }
    const moved = boxAfterKey(current ?? initialKeyboardBox(viewport()), event, viewport());
    if (!moved) return;
    event.preventDefault();
    // The first arrow key shows the box where it starts; the next ones move it.
    show(current ? moved : initialKeyboardBox(viewport()), true);
  });

  /** A modal dialog keeps Tab inside it: the layer, then its visible buttons, round again. */
  function keepFocusInside(event: KeyboardEvent) {
    const stops: HTMLElement[] = [layer, readButton, cancelButton].filter(
      (candidate) => !candidate.hidden,
    );
    const index = stops.indexOf(shadow.activeElement as HTMLElement);
    const next = (index + (event.shiftKey ? -1 : 1) + stops.length) % stops.length;
    event.preventDefault();
    stops[next]!.focus();
  }

  readButton.addEventListener('click', select);
  cancelButton.addEventListener('click', cancel);

  for (const type of ISOLATED_EVENTS) host.addEventListener(type, stopAtHost);
  document.documentElement.append(host);
  layer.focus();

  return {
    stop() {
      if (!ended) end();
    },
  };
}

/** Key events in the overlay stop at its host: neither the page nor the sidebar sees them. */
const ISOLATED_EVENTS = ['keydown', 'keyup', 'keypress'] as const;

function stopAtHost(event: Event) {
  event.stopPropagation();
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

function button(label: string, className: string): HTMLButtonElement {
  const created = element('button', className);
  created.type = 'button';
  created.textContent = label;
  return created;
}
