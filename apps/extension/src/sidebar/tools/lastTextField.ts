// Listen back reads "the text in the focused field" (issue 7 item 5); by the time the user
// presses the sidebar's button, focus is in the sidebar, so the last page field they were in
// is remembered while the sidebar is open. Text fields are those Text Prediction works in:
// textareas, text inputs and editable areas (writing/prediction/editableField.ts).
import { editableFieldOf, type EditableField } from '../../writing/prediction/editableField';
import { isEventInsideMotesElement } from './motesElements';
import type { SessionPart } from './sidebarSession';

/** The field's text as the user reads it. */
export function fieldText(field: EditableField): string {
  return field.kind === 'text' ? field.element.value : field.element.innerText;
}

/** A short name for the field: its label, else its accessible name or placeholder. */
export function fieldName(field: EditableField): string {
  const { element } = field;
  const label =
    (field.kind === 'text' ? field.element.labels?.[0]?.textContent : null) ??
    element.getAttribute('aria-label') ??
    element.getAttribute('placeholder') ??
    element.getAttribute('title');
  return label?.trim() || element.localName;
}

/** Remembers the last page field focused while the sidebar is open. */
export class LastTextField implements SessionPart {
  private field: EditableField | undefined;

  constructor(private readonly document: Document) {
    const active = document.activeElement;
    this.field = editableFieldOf(active);
    document.addEventListener('focusin', this.handleFocusIn, true);
  }

  /** The field, while it is still on the page. */
  get(): EditableField | undefined {
    return this.field?.element.isConnected ? this.field : undefined;
  }

  private readonly handleFocusIn = (event: FocusEvent) => {
    if (isEventInsideMotesElement(event)) return;
    const field = editableFieldOf(event.composedPath()[0]);
    if (field) this.field = field;
  };

  stop() {
    this.document.removeEventListener('focusin', this.handleFocusIn, true);
  }
}
