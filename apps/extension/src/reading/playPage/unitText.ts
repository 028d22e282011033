// The text of one reading unit as it is read aloud, with a map from every character back to the
// page's text node and offset it came from, so a word the speech engine names by offsets can be
// turned into a DOM Range without touching the page.

/** A point in the page: a text node and a UTF-16 offset inside it. */
export interface TextPoint {
  node: Text;
  offset: number;
}

/**
 * A unit's spoken text. Whitespace runs (spaces, newlines, `&nbsp;`, source indentation) are
 * collapsed to one space, as the browser renders them; `points[i]` is where `text[i]` starts
 * in the page.
 */
export interface UnitText {
  text: string;
  points: TextPoint[];
}

// \s includes U+00A0 (&nbsp;) and the other Unicode spaces.
const WHITESPACE = /\s/;

/** Builds a unit's text from its text nodes, in document order. */
export function buildUnitText(nodes: readonly Text[]): UnitText {
  let text = '';
  const points: TextPoint[] = [];
  let pendingSpace: TextPoint | null = null;
  for (const node of nodes) {
    const data = node.data;
    for (let offset = 0; offset < data.length; offset += 1) {
      const char = data[offset]!;
      if (WHITESPACE.test(char)) {
        // Kept only between words: leading and trailing whitespace is dropped.
        if (!pendingSpace && text !== '') pendingSpace = { node, offset };
        continue;
      }
      if (pendingSpace) {
        text += ' ';
        points.push(pendingSpace);
        pendingSpace = null;
      }
      text += char;
      points.push({ node, offset });
    }
  }
  return { text, points };
}

/**
 * The page Range of `text.slice(start, end)`. The range ends just after the last character,
 * in that character's own text node, so it never spans whitespace that was collapsed away.
 * @throws RangeError when the offsets are outside the text or empty.
 */
export function rangeOfText(unit: UnitText, start: number, end: number): Range {
  if (start < 0 || end > unit.text.length || start >= end) {
    throw new RangeError(`No text at ${start}–${end} (length ${unit.text.length})`);
  }
  const first = unit.points[start]!;
  const last = unit.points[end - 1]!;
  const range = first.node.ownerDocument.createRange();
  range.setStart(first.node, first.offset);
  // A surrogate pair is one character on screen: end after both of its halves.
  const lastChar = last.node.data.charCodeAt(last.offset);
  const width = lastChar >= 0xd800 && lastChar <= 0xdbff ? 2 : 1;
  range.setEnd(last.node, Math.min(last.offset + width, last.node.data.length));
  return range;
}

/**
 * The [start, end) offsets of the unit's characters that lie inside `range` (a selection), or
 * null when none does.
 */
export function offsetsInRange(unit: UnitText, range: Range): [number, number] | null {
  let start = -1;
  let end = -1;
  for (let index = 0; index < unit.points.length; index += 1) {
    const { node, offset } = unit.points[index]!;
    const inside =
      range.comparePoint(node, offset) >= 0 && range.comparePoint(node, offset + 1) <= 0;
    if (!inside) continue;
    if (start < 0) start = index;
    end = index + 1;
  }
  return start < 0 ? null : [start, end];
}
