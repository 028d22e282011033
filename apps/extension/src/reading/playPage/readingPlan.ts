// What to read, in order: the units from a starting point cut into chunks, each small enough to
// be synthesised quickly (so the next one is ready before the current one ends) and to stay
// far below the server's text limit.
import { TEXT_TO_SPEECH_MAX_TEXT_LENGTH } from '@motes/shared';
import { unitIndexAt, type ReadingUnit } from './readingUnits';
import { offsetsInRange } from './unitText';

/** One request to the speech engine: `unit.text.slice(start, end)`. */
export interface ReadingChunk {
  unit: ReadingUnit;
  start: number;
  end: number;
  text: string;
}

/** Where reading starts. */
export type ReadingStart =
  | { kind: 'beginning' }
  /** Only the selected text (market-notes: "selecting text and pressing play reads just that part"). */
  | { kind: 'selection'; range: Range }
  /** From the paragraph holding `target` (a clicked node) to the end. */
  | { kind: 'paragraph'; target: Node };

/**
 * A chunk is cut at a sentence end after this many characters (a long paragraph), and at the
 * last space before {@link MAX_CHUNK_LENGTH} when a sentence runs on.
 */
export const TARGET_CHUNK_LENGTH = 600;
export const MAX_CHUNK_LENGTH = Math.min(1_500, TEXT_TO_SPEECH_MAX_TEXT_LENGTH);

/**
 * The chunks to read from `start`, in reading order. Empty when there is nothing to read
 * (a selection outside the page's text, a click outside every paragraph).
 */
export function planReading(units: readonly ReadingUnit[], start: ReadingStart): ReadingChunk[] {
  const spans: Array<[ReadingUnit, number, number]> = [];
  if (start.kind === 'selection') {
    for (const unit of units) {
      const offsets = offsetsInRange(unit, start.range);
      if (offsets) spans.push([unit, ...offsets]);
    }
  } else {
    const first = start.kind === 'beginning' ? 0 : unitIndexAt(units, start.target);
    if (first < 0) return [];
    for (const unit of units.slice(first)) spans.push([unit, 0, unit.text.length]);
  }
  return spans.flatMap(([unit, from, to]) => splitSpan(unit, from, to));
}

function splitSpan(unit: ReadingUnit, from: number, to: number): ReadingChunk[] {
  const chunks: ReadingChunk[] = [];
  let start = from;
  while (start < to) {
    // Whitespace at a chunk's edges is not sent: the engine's offsets then start at a word.
    while (start < to && unit.text[start] === ' ') start += 1;
    if (start >= to) break;
    let end = to - start > MAX_CHUNK_LENGTH ? cutPoint(unit.text, start, to) : to;
    const next = end;
    while (end > start && unit.text[end - 1] === ' ') end -= 1;
    chunks.push({ unit, start, end, text: unit.text.slice(start, end) });
    start = next;
  }
  return chunks;
}

/** Where to end a chunk that starts at `start`: a sentence end, else a space, else the limit. */
function cutPoint(text: string, start: number, to: number): number {
  const limit = start + MAX_CHUNK_LENGTH;
  const window = text.slice(start, limit);
  const sentenceEnds = /[.!?。！？]["'”’)\]]*\s/g;
  let sentenceEnd = -1;
  for (let match = sentenceEnds.exec(window); match; match = sentenceEnds.exec(window)) {
    const end = match.index + match[0].length;
    if (end >= TARGET_CHUNK_LENGTH) {
      sentenceEnd = end;
      break;
    }
    sentenceEnd = end;
  }
  if (sentenceEnd > 0) return start + sentenceEnd;
  const space = window.lastIndexOf(' ');
  return Math.min(to, space > 0 ? start + space + 1 : limit);
}
