// Types spoken words into the field the user was last in, as typing does (the page's input
// events fire; undo takes them back), then gives focus back to where it was (the sidebar's
// Stop button), so a keyboard user keeps their place.
import { replaceBeforeCaret, textBeforeCaret } from '../prediction/editableField';
import type { EditableFieldWatcher, LastEditableField } from './lastEditableField';
import { spokenTextToInsert } from './voiceTypingDecisions';

/** Inserts `spoken` at the field's caret; answers the text inserted ('' when there was none). */
export function insertSpokenText(
  target: LastEditableField,
  spoken: string,
  watcher: EditableFieldWatcher,
): string {
  const { field } = target;
  const document = field.element.ownerDocument;
  const returnFocusTo = deepActiveElement(document);
  if (field.kind === 'rich') {
    // Focusing an editable area from elsewhere puts its caret at the start: where the user
    // left it is put back, unless the selection is still in it.
    const caretInside = selectionInside(field.element);
    field.element.focus();
    if (!caretInside) restoreCaret(target);
  }
  const text = spokenTextToInsert(textBeforeCaret(field), spoken);
  if (!text) return '';
  replaceBeforeCaret(field, 0, text);
  watcher.rememberCaret();
  if (returnFocusTo instanceof HTMLElement && returnFocusTo !== field.element) {
    returnFocusTo.focus();
  }
  return text;
}

function selectionInside(element: HTMLElement): boolean {
  const selection = element.ownerDocument.getSelection();
  const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
  return range !== null && element.contains(range.startContainer);
}

/** Puts the caret back where the user left the editable area (else at its end). */
function restoreCaret(target: LastEditableField) {
  const selection = target.field.element.ownerDocument.getSelection();
  if (!selection) return;
  const range = target.range ?? endOf(target.field.element);
  selection.removeAllRanges();
  selection.addRange(range);
}

function endOf(element: HTMLElement): Range {
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  range.collapse(false);
  return range;
}

function deepActiveElement(document: Document): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
