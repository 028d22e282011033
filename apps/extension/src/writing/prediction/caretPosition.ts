// Where the caret is on screen, so the suggestions can sit just below it. A <textarea> or
// <input> exposes no caret rectangle: a hidden "mirror" div with the field's text metrics is
// laid out with the text before the caret, and a marker span after it shows where the caret
// falls. A contenteditable caret is a collapsed Range, whose rectangle the browser gives.
import type { EditableField } from './editableField';

/** A caret's position in viewport coordinates (CSS pixels). */
export interface CaretRect {
  left: number;
  top: number;
  height: number;
}

/** The computed properties that decide where text wraps and how tall a line is. */
const MIRRORED_PROPERTIES = [
  'direction',
  'boxSizing',
  'width',
  'height',
  'overflowX',
  'overflowY',
  'borderTopWidth',
  'borderRightWidth',
  'borderBottomWidth',
  'borderLeftWidth',
  'borderStyle',
  'paddingTop',
  'paddingRight',
  'paddingBottom',
  'paddingLeft',
  'fontStyle',
  'fontVariant',
  'fontWeight',
  'fontStretch',
  'fontSize',
  'fontSizeAdjust',
  'lineHeight',
  'fontFamily',
  'textAlign',
  'textTransform',
  'textIndent',
  'textDecoration',
  'letterSpacing',
  'wordSpacing',
  'tabSize',
] as const;

/** The caret of a text field, measured with a mirror div. */
export function fieldCaretRect(field: HTMLTextAreaElement | HTMLInputElement): CaretRect {
  const document = field.ownerDocument;
  const style = getComputedStyle(field);
  const mirror = document.createElement('div');
  const mirrorStyle = mirror.style;
  for (const property of MIRRORED_PROPERTIES) mirrorStyle[property] = style[property];
  const isInput = field instanceof HTMLInputElement;
  mirrorStyle.position = 'absolute';
  mirrorStyle.visibility = 'hidden';
  mirrorStyle.top = '0';
  mirrorStyle.left = '-9999px';
  mirrorStyle.whiteSpace = isInput ? 'pre' : 'pre-wrap';
  mirrorStyle.overflowWrap = isInput ? 'normal' : 'break-word';
  mirrorStyle.overflow = 'hidden';
  if (isInput) mirrorStyle.lineHeight = style.height;
  const caret = field.selectionEnd ?? field.value.length;
  mirror.textContent = field.value.slice(0, caret);
  const marker = document.createElement('span');
  // Something to measure even at the end of the text; it does not change the line it is on.
  marker.textContent = field.value.slice(caret) || '.';
  mirror.append(marker);
  document.body.append(mirror);
  const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
  const fieldRect = field.getBoundingClientRect();
  const rect: CaretRect = {
    left: fieldRect.left + marker.offsetLeft - field.scrollLeft,
    top: fieldRect.top + marker.offsetTop - field.scrollTop,
    height: isInput ? fieldRect.height : lineHeight,
  };
  mirror.remove();
  return clampToBox(rect, fieldRect);
}

/** The caret of a contenteditable element: the collapsed selection's rectangle. */
export function editableCaretRect(element: HTMLElement): CaretRect {
  const selection = element.ownerDocument.getSelection();
  const box = element.getBoundingClientRect();
  if (!selection || selection.rangeCount === 0) return { left: box.left, top: box.top, height: 0 };
  const range = selection.getRangeAt(0).cloneRange();
  range.collapse(false);
  // An empty line has no text rectangle: its element (a <div><br></div>, say) stands in. The
  // page's DOM is never changed to measure it, as editors watch their DOM.
  const container = range.startContainer;
  const rect =
    range.getClientRects()[0] ??
    (container instanceof Element ? container.getBoundingClientRect() : undefined);
  if (!rect) return { left: box.left, top: box.top, height: 0 };
  return clampToBox({ left: rect.left, top: rect.top, height: rect.height }, box);
}

/** The caret rectangle of any supported field. */
export function caretRect(field: EditableField): CaretRect {
  return field.kind === 'text' ? fieldCaretRect(field.element) : editableCaretRect(field.element);
}

/** A caret scrolled out of its field's box is shown at the box's edge. */
function clampToBox(rect: CaretRect, box: DOMRect): CaretRect {
  return {
    left: Math.min(Math.max(rect.left, box.left), box.right),
    top: Math.min(Math.max(rect.top, box.top), Math.max(box.top, box.bottom - rect.height)),
    height: rect.height,
  };
}
