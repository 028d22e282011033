// Which word is being spoken at a moment of a sentence's audio.
import type { SpokenWord } from '@motes/shared';
import type { SpokenSegment } from './speechSource';

/**
 * The index of the word spoken at `ms` into the audio: the last one that has started, the first
 * before any has; -1 when there are no words.
 */
export function currentWordIndex(words: readonly SpokenWord[], ms: number): number {
  if (words.length === 0) return -1;
  let index = 0;
  while (index + 1 < words.length && words[index + 1]!.startMs <= ms) index += 1;
  return index;
}

/**
 * Word timings for a segment whose engine gave none (HTTP providers): its words share the
 * audio's duration in proportion to their length, so the highlight still moves through the
 * sentence roughly in step.
 */
export function estimateWords(text: string, segment: SpokenSegment): SpokenWord[] {
  const sentence = text.slice(segment.textStart, segment.textEnd);
  const matches = Array.from(sentence.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu));
  const letters = matches.reduce((sum, match) => sum + match[0].length, 0);
  let elapsed = 0;
  return matches.map((match) => {
    const share = (match[0].length / letters) * segment.durationMs;
    const start = segment.textStart + match.index;
    const word = { start, end: start + match[0].length, startMs: elapsed, endMs: elapsed + share };
    elapsed += share;
    return word;
  });
}
