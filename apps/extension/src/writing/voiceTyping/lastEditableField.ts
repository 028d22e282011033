// The page field the user was last in: Voice typing types there, although pressing Start moves
// focus into the sidebar. Watching starts when the sidebar's code loads, which is before focus
// moves into the sidebar, so the field the user was in when they opened it counts too.
import { editableFieldOf, type EditableField } from '../prediction/editableField';

/** The last field, with where its caret was in an editable area (a field keeps its own). */
export interface LastEditableField {
  field: EditableField;
  /** The caret or selection in an editable area when the user left it. */
  range: Range | null;
}

export interface EditableFieldWatcher {
  /** The last field the user was in, if it is still on the page and still editable. */
  current(): LastEditableField | undefined;
  /** Remembers where an editable area's caret is now (after text was typed into it). */
  rememberCaret(): void;
}

const watchers = new WeakMap<Document, EditableFieldWatcher>();

/** Watches `document` (once per document; later calls get the same watcher). */
export function watchLastEditableField(document: Document): EditableFieldWatcher {
  const existing = watchers.get(document);
  if (existing) return existing;
  let last: LastEditableField | undefined;

  const adopt = (target: EventTarget | null | undefined) => {
    if (isOurs(target)) return;
    const field = editableFieldOf(target);
    // Back in the same field (typing into it focuses it): keep its remembered caret.
    if (field && field.element !== last?.field.element) last = { field, range: null };
  };

  const rememberCaret = () => {
    if (last?.field.kind !== 'rich') return;
    const selection = document.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (range && last.field.element.contains(range.startContainer)) {
      last.range = range.cloneRange();
    }
  };

  adopt(deepActiveElement(document));
  document.addEventListener('focusin', (event) => adopt(event.composedPath()[0]), true);
  // Leaving an editable area (for the sidebar's Start button) may move the selection away.
  document.addEventListener('focusout', rememberCaret, true);

  const watcher: EditableFieldWatcher = {
    current() {
      if (!last) return undefined;
      const { element } = last.field;
      if (!element.isConnected || !editableFieldOf(element)) return undefined;
      return last;
    },
    rememberCaret,
  };
  watchers.set(document, watcher);
  return watcher;
}

/** The focused element, looking inside the page's own open shadow roots. */
function deepActiveElement(document: Document): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** The extension's own elements (`<motes-*>` hosts and everything in their shadow roots). */
function isOurs(target: EventTarget | null | undefined): boolean {
  if (!(target instanceof Node)) return false;
  for (let node: Node | null = target; node;) {
    if (node instanceof Element && node.tagName.toLowerCase().startsWith('motes-')) return true;
    const parent: Node | null = node.parentNode;
    node = parent instanceof ShadowRoot ? parent.host : parent;
  }
  return false;
}

/** A name for the field, as a person would call it: its label, else what kind of box it is. */
export function fieldName(field: EditableField): string {
  const { element } = field;
  const labelled = element.getAttribute('aria-labelledby');
  const fromLabelledBy = labelled
    ?.split(/\s+/u)
    .map((id) => element.ownerDocument.getElementById(id)?.textContent?.trim())
    .filter(Boolean)
    .join(' ');
  const fromLabel =
    field.kind === 'text' ? field.element.labels?.[0]?.textContent?.trim() : undefined;
  const name =
    element.getAttribute('aria-label')?.trim() ||
    fromLabelledBy ||
    fromLabel ||
    element.getAttribute('placeholder')?.trim() ||
    element.getAttribute('title')?.trim();
  if (name) return `“${name.replace(/\s+/gu, ' ').slice(0, 60)}”`;
  return element instanceof HTMLInputElement ? 'the text box' : 'the text area';
}
