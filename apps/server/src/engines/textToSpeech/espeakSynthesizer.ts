import type { SpokenWord } from '@motes/shared';
import { espeakWorker, type EspeakEvent } from './espeakModule.js';
import type { TextSpan } from './sentences.js';

/** espeak-ng's normal speaking rate, in words per minute: speed 1. */
const NORMAL_RATE_WPM = 175;

/** Raw speech from espeak-ng, before encoding. */
export interface EspeakSpeech {
  samples: Int16Array;
  sampleRate: number;
  durationMs: number;
  /** Offsets are UTF-16 offsets into the text given. */
  words: SpokenWord[];
}

/**
 * Speaks `text` with an espeak voice (`gmw/en-US`, `gmw/en-US+f3`) at `speed` × normal.
 *
 * Calls are serialised by construction: after the worker is ready, setting the voice and rate
 * and synthesising run in one synchronous turn, so concurrent requests can never speak with
 * each other's voice. The price is that a sentence (5–30 ms) holds the event loop; callers
 * synthesise sentence by sentence so other requests get turns in between.
 */
export async function speakWithEspeak(
  text: string,
  voice: string,
  speed: number,
  language: string,
): Promise<EspeakSpeech> {
  const espeak = await espeakWorker();
  if (espeak.set_voice(voice) !== 0) throw new Error(`espeak-ng has no voice ${voice}`);
  espeak.set_rate(Math.round(NORMAL_RATE_WPM * speed));
  const chunks: Int16Array[] = [];
  const events: EspeakEvent[] = [];
  espeak.synthesize(withoutMarkup(text), (samples, chunkEvents) => {
    chunks.push(samples);
    events.push(...chunkEvents);
    return false;
  });
  const samples = concat(chunks);
  const sampleRate = espeak.get_samplerate();
  const durationMs = Math.round((samples.length * 1000) / sampleRate);
  return {
    samples,
    sampleRate,
    durationMs,
    words: wordTimings(text, language, events, durationMs),
  };
}

/**
 * espeak reads its input as SSML, so `<break time="3600s"/>` in a text would make an hour of
 * silence. A `<` that could open a tag becomes `‹`: one code unit for one, so every offset
 * stays where it was, and the would-be tag is read as the text it is.
 */
function withoutMarkup(text: string): string {
  return text.replace(/<(?=[A-Za-z/!?])/g, '\u2039');
}

/**
 * Word timings from espeak's word events, as offsets into `text`. espeak counts 1-based code
 * points and sometimes reports a piece of a word (`2,` then `,0` for "2,000"), so each event is
 * widened to the words (Intl.Segmenter) it touches; events inside an earlier word, or on
 * punctuation, extend that word's time instead. The result is in order and never overlaps.
 */
function wordTimings(
  text: string,
  language: string,
  events: EspeakEvent[],
  durationMs: number,
): SpokenWord[] {
  const utf16Offsets = codePointOffsets(text);
  const offsetOf = (codePoint: number) =>
    utf16Offsets[Math.max(0, Math.min(codePoint, utf16Offsets.length - 1))]!;
  const wordSpans = [...new Intl.Segmenter(language, { granularity: 'word' }).segment(text)]
    .filter((segment) => segment.isWordLike)
    .map(({ index, segment }) => ({ start: index, end: index + segment.length }));

  const words: SpokenWord[] = [];
  events.forEach((event, position) => {
    if (event.type !== 'word') return;
    const from = offsetOf(event.text_position - 1);
    const to = Math.max(offsetOf(event.text_position - 1 + event.word_length), from + 1);
    const touched = wordsBetween(wordSpans, from, to);
    const startMs = event.audio_position;
    const endMs = Math.max(startMs, endOfWordMs(events, position, durationMs));
    const previous = words.at(-1);
    const first = touched[0];
    if (!first || (previous && first.start < previous.end)) {
      if (previous) {
        previous.end = Math.max(previous.end, touched.at(-1)?.end ?? previous.end);
        previous.endMs = Math.max(previous.endMs, endMs);
      }
      return;
    }
    words.push({ start: first.start, end: touched.at(-1)!.end, startMs, endMs });
  });
  return words;
}

/** The words (sorted, not overlapping) that overlap `from`–`to`; a binary search finds the first. */
function wordsBetween(words: TextSpan[], from: number, to: number): TextSpan[] {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.end <= from) low = middle + 1;
    else high = middle;
  }
  const found: TextSpan[] = [];
  for (let i = low; i < words.length && words[i]!.start < to; i += 1) found.push(words[i]!);
  return found;
}

/** A word ends where the next word, a pause (a blank phoneme) or the clause begins. */
function endOfWordMs(events: EspeakEvent[], wordEvent: number, durationMs: number): number {
  for (let i = wordEvent + 1; i < events.length; i += 1) {
    const event = events[i]!;
    const isPause = event.type === 'phoneme' && String(event.id ?? '').trim() === '';
    if (event.type === 'word' || event.type === 'end' || event.type === 'sentence' || isPause) {
      return event.audio_position;
    }
  }
  return durationMs;
}

/** UTF-16 offset of every code point of `text`, plus the text's length at the end. */
function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  let offset = 0;
  for (const character of text) {
    offsets.push(offset);
    offset += character.length;
  }
  offsets.push(offset);
  return offsets;
}

function concat(chunks: Int16Array[]): Int16Array {
  const samples = new Int16Array(chunks.reduce((total, chunk) => total + chunk.length, 0));
  let offset = 0;
  for (const chunk of chunks) {
    samples.set(chunk, offset);
    offset += chunk.length;
  }
  return samples;
}
