import type { MoteWord } from '@motes/shared';

/**
 * The index of the word spoken at `timeMs` of the audio, or -1 between words, before the first
 * and after the last. `words` are in spoken order (the contract), so a binary search finds it:
 * the player asks on every `timeupdate`, and a 5-minute transcript has ~800 words.
 */
export function currentWordIndex(words: readonly MoteWord[], timeMs: number): number {
  let low = 0;
  let high = words.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const word = words[middle]!;
    if (timeMs < word.startMs) high = middle - 1;
    else if (timeMs >= word.endMs) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** A transcript cut into its words and the text between them, for rendering word spans. */
export type TranscriptPiece =
  { kind: 'word'; text: string; index: number; startMs: number } | { kind: 'gap'; text: string };

/**
 * `text` split at the words' offsets: every character appears once, in order, so the rendered
 * transcript reads exactly as the text. Words with offsets outside the text or overlapping an
 * earlier word are skipped rather than trusted.
 */
export function transcriptPieces(text: string, words: readonly MoteWord[]): TranscriptPiece[] {
  const pieces: TranscriptPiece[] = [];
  let position = 0;
  words.forEach((word, index) => {
    if (word.start < position || word.end <= word.start || word.end > text.length) return;
    if (word.start > position) pieces.push({ kind: 'gap', text: text.slice(position, word.start) });
    pieces.push({
      kind: 'word',
      text: text.slice(word.start, word.end),
      index,
      startMs: word.startMs,
    });
    position = word.end;
  });
  if (position < text.length) pieces.push({ kind: 'gap', text: text.slice(position) });
  return pieces;
}
