// Word timings where the engine gave none (the word spoken at a moment: the api-client's
// SpeechStreamPlayer).
import type { SpokenWord } from '@motes/shared';
import type { SpokenSegment } from './speechSource';

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
