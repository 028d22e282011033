// The page's text fields that Text Prediction works in, and the two things it does with them:
// read the text before the caret, and replace the characters before the caret with a word so
// that the page sees ordinary typing (its input events fire, and undo takes the word back
// where the browser allows).

/** A field Text Prediction works in. */
export type EditableField =
  | { kind: 'text'; element: HTMLTextAreaElement | HTMLInputElement }
  | { kind: 'rich'; element: HTMLElement };

/** The <input> types that hold prose. Email, URL, number and password fields get nothing. */
const PROSE_INPUT_TYPES = new Set(['text', 'search']);

/**
 * The field an event happened in, or undefined. `target` should be the event's innermost
 * target (`composedPath()[0]`) so fields inside the page's own shadow roots count too.
 */
export function editableFieldOf(target: EventTarget | null | undefined): EditableField | undefined {
  if (!(target instanceof HTMLElement)) return undefined;
  if (target instanceof HTMLTextAreaElement) {
    return target.disabled || target.readOnly ? undefined : { kind: 'text', element: target };
  }
  if (target instanceof HTMLInputElement) {
    if (!PROSE_INPUT_TYPES.has(target.type) || target.disabled || target.readOnly) return undefined;
    return { kind: 'text', element: target };
  }
  if (!target.isContentEditable) return undefined;
  // The editing host: the outermost contenteditable ancestor.
  let host: HTMLElement = target;
  while (host.parentElement?.isContentEditable) host = host.parentElement;
  return { kind: 'rich', element: host };
}

/** The text before the caret, or undefined when text is selected (nothing to predict). */
export function textBeforeCaret(field: EditableField): string | undefined {
  if (field.kind === 'text') {
    const { element } = field;
    if (element.selectionStart === null || element.selectionStart !== element.selectionEnd) {
      return undefined;
    }
    return element.value.slice(0, element.selectionStart);
  }
  const selection = field.element.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0 || !selection.isCollapsed) return undefined;
  const caret = selection.getRangeAt(0);
  if (!field.element.contains(caret.startContainer)) return undefined;
  const before = field.element.ownerDocument.createRange();
  before.selectNodeContents(field.element);
  before.setEnd(caret.startContainer, caret.startOffset);
  // An editable area keeps a trailing space as a no-break space, or it would not show.
  return before.toString().replace(/\u00a0/gu, ' ');
}

/**
 * Replaces the `deleteBefore` characters before the caret with `text`, leaving the caret after
 * it. `execCommand('insertText')` is tried first: it is what typing does, so the page's
 * `beforeinput`/`input` events fire and the browser's undo takes the word back. Where it does
 * nothing (a browser that dropped it), fields fall back to `setRangeText` and editable areas
 * to a Range edit, each followed by the `input` event a page listens for.
 */
export function replaceBeforeCaret(field: EditableField, deleteBefore: number, text: string): void {
  if (field.kind === 'text') replaceInField(field.element, deleteBefore, text);
  else replaceInEditable(field.element, deleteBefore, text);
}

function replaceInField(
  element: HTMLTextAreaElement | HTMLInputElement,
  count: number,
  text: string,
) {
  const end = element.selectionEnd ?? element.value.length;
  const start = Math.max(0, end - count);
  element.focus();
  element.setSelectionRange(start, end);
  const expected = element.value.slice(0, start) + text + element.value.slice(end);
  if (execInsertText(element.ownerDocument, text) && element.value === expected) return;
  element.setRangeText(text, start, element.selectionEnd ?? end, 'end');
  dispatchInput(element, text);
}

function replaceInEditable(host: HTMLElement, count: number, text: string) {
  const document = host.ownerDocument;
  const selection = document.getSelection();
  if (!selection || selection.rangeCount === 0) return;
  host.focus();
  for (let index = 0; index < count; index += 1)
    selection.modify('extend', 'backward', 'character');
  const before = host.textContent;
  if (execInsertText(document, text) && host.textContent !== before) return;
  const range = selection.getRangeAt(0);
  range.deleteContents();
  const node = document.createTextNode(text);
  range.insertNode(node);
  range.setStartAfter(node);
  range.collapse(true);
  selection.removeAllRanges();
  selection.addRange(range);
  dispatchInput(host, text);
}

function execInsertText(document: Document, text: string): boolean {
  try {
    // Deprecated but still the only way to insert text as if typed, with undo, in Chromium
    // and Firefox; its return value says whether it did anything.
    return document.execCommand('insertText', false, text);
  } catch {
    return false;
  }
}

function dispatchInput(element: HTMLElement, text: string) {
  element.dispatchEvent(
    new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: text }),
  );
}
