// "Dictionary for a clicked word" (issue 7 item 4): the word of the page's text under a click.

/** The [start, end) of the word at `offset` in `text` (a caret just after a word counts), or null. */
export function wordBoundsAt(
  text: string,
  offset: number,
  locale?: string,
): { start: number; end: number } | null {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  for (const { segment, index, isWordLike } of segmenter.segment(text)) {
    const end = index + segment.length;
    if (isWordLike && index <= offset && offset <= end) return { start: index, end };
    if (index > offset) break;
  }
  return null;
}

/**
 * The word of the page under viewport point (x, y) as a Range of the page's own text, or null
 * when the point is not on a word (a caret position beside the text does not count).
 */
export function wordRangeAtPoint(document: Document, x: number, y: number): Range | null {
  const caret = document.caretPositionFromPoint?.(x, y);
  const node = caret?.offsetNode;
  if (!caret || !(node instanceof Text)) return null;
  const bounds = wordBoundsAt(node.data, caret.offset, document.documentElement.lang || undefined);
  if (!bounds) return null;
  const range = document.createRange();
  range.setStart(node, bounds.start);
  range.setEnd(node, bounds.end);
  const onWord = Array.from(range.getClientRects()).some(
    (rect) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom,
  );
  return onWord ? range : null;
}
