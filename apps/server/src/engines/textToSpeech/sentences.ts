/** A range of a text in UTF-16 offsets, `end` exclusive. */
export interface TextSpan {
  start: number;
  end: number;
}

/**
 * The longest piece spoken at once (UTF-16 code units). A sentence is usually far shorter; a
 * text without full stops (a list, a pasted transcript) is cut into pieces of at most this
 * much, so its first audio still comes quickly and no single synthesis holds the server long.
 */
export const MAX_SEGMENT_LENGTH = 300;

/** Characters after which a cut sounds like a natural pause. */
const PAUSE_PUNCTUATION = /[,;:\u2013\u2014\u3001\uFF0C\uFF1B\u060C\u061B]/;

/**
 * A "sentence" that is one short word and a full stop is nearly always an abbreviation that
 * Intl.Segmenter cut off ("Dr." Smith, "Mr." Jones): it is read with the sentence after it.
 */
const ABBREVIATION = /^\p{L}{1,4}\.$/u;

/**
 * Splits a text into the pieces it is spoken in: its sentences (Intl.Segmenter, by the rules
 * of `language`), trimmed, leaving out those with nothing to say (only spaces or punctuation),
 * and long ones cut at a pause or a word boundary.
 */
export function splitIntoSentences(text: string, language: string): TextSpan[] {
  const spans: TextSpan[] = [];
  let pendingStart: number | undefined;
  const sentences = new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text);
  for (const { index, segment } of sentences) {
    const trimmed = trim(text, pendingStart ?? index, index + segment.length);
    pendingStart = undefined;
    if (!trimmed) continue;
    const sentence = text.slice(trimmed.start, trimmed.end);
    if (ABBREVIATION.test(sentence)) pendingStart = trimmed.start;
    else if (/[\p{L}\p{N}\p{S}]/u.test(sentence)) {
      spans.push(...cutLongSentence(text, trimmed, language));
    }
  }
  if (pendingStart !== undefined) spans.push({ start: pendingStart, end: text.trimEnd().length });
  return spans;
}

/** Cuts a span longer than {@link MAX_SEGMENT_LENGTH}, preferring a pause past its middle. */
function cutLongSentence(text: string, span: TextSpan, language: string): TextSpan[] {
  if (span.end - span.start <= MAX_SEGMENT_LENGTH) return [span];
  const pieces: TextSpan[] = [];
  let start = span.start;
  let lastBoundary = start;
  let lastPause = start;
  const words = new Intl.Segmenter(language, { granularity: 'word' }).segment(
    text.slice(span.start, span.end),
  );
  for (const { index, segment } of words) {
    const segmentEnd = span.start + index + segment.length;
    while (segmentEnd - start > MAX_SEGMENT_LENGTH) {
      const cut =
        lastPause > start + MAX_SEGMENT_LENGTH / 2
          ? lastPause
          : lastBoundary > start
            ? lastBoundary
            : hardCut(text, start + MAX_SEGMENT_LENGTH);
      const piece = trim(text, start, cut);
      if (piece) pieces.push(piece);
      start = cut;
    }
    lastBoundary = segmentEnd;
    if (PAUSE_PUNCTUATION.test(segment)) lastPause = segmentEnd;
  }
  const last = trim(text, start, span.end);
  if (last) pieces.push(last);
  return pieces;
}

/** A cut inside one over-long word, never between the two halves of a surrogate pair. */
function hardCut(text: string, at: number): number {
  const code = text.charCodeAt(at);
  return code >= 0xdc00 && code <= 0xdfff ? at - 1 : at;
}

function trim(text: string, start: number, end: number): TextSpan | null {
  while (start < end && /\s/.test(text[start]!)) start += 1;
  while (end > start && /\s/.test(text[end - 1]!)) end -= 1;
  return start < end ? { start, end } : null;
}
