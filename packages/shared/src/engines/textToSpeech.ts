// Issue 5 item 3 / DESIGN.md "Language engines": text to speech. `POST t/tts` answers a stream
// of newline-delimited JSON (NDJSON): one line per sentence as soon as its audio is made, so
// the first words play while the rest of a long text is still being synthesised, then a final
// line. Word timings let the reader highlight each word as it is spoken.
import * as z from 'zod/mini';
import { LocaleCodeSchema } from '../identity/locales';
import { MAX_VOICE_SPEED, MIN_VOICE_SPEED } from '../identity/settings';

/**
 * The longest text one `POST t/tts` reads, in UTF-16 code units (JavaScript string length):
 * about 3,000 words, a long article (~20 minutes at normal speed). Longer texts answer 413;
 * the client sends them in parts.
 */
export const TEXT_TO_SPEECH_MAX_TEXT_LENGTH = 20_000;

/** Syntheses one caller may start per window: each costs server CPU for every sentence. */
export const TEXT_TO_SPEECH_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 } as const;

/** The content type of the `POST t/tts` answer: one JSON object per line. */
export const TEXT_TO_SPEECH_STREAM_CONTENT_TYPE = 'application/x-ndjson';

/** The error code (400) for a voice the language does not have. */
export const UNKNOWN_VOICE_ERROR = 'unknown_voice';

/** `POST t/tts` body. Voice and speed default to the caller's settings (§3), else the language's. */
export const TextToSpeechRequestSchema = z.object({
  /** The text to read; at most {@link TEXT_TO_SPEECH_MAX_TEXT_LENGTH} characters (else 413). */
  text: z.string().check(z.regex(/\S/, 'Give some text to read aloud')),
  /** A catalogue language code (`en-US`, `es-ES`, `ar-EG`). */
  language: LocaleCodeSchema,
  /** A voice id from `GET t/voices` for this language. */
  voice: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  /** 1 is normal speed; 0.5 half, 2 double (§3 voiceSpeed). */
  speed: z.optional(z.number().check(z.gte(MIN_VOICE_SPEED), z.lte(MAX_VOICE_SPEED))),
});
export type TextToSpeechRequest = z.infer<typeof TextToSpeechRequestSchema>;

/**
 * When one word is spoken. `start`/`end` are 0-based UTF-16 offsets into the text that was
 * sent (`text.slice(start, end)` is the word); `startMs`/`endMs` count from the start of the
 * segment's own audio.
 */
export const SpokenWordSchema = z.object({
  start: z.number(),
  end: z.number(),
  startMs: z.number(),
  endMs: z.number(),
});
export type SpokenWord = z.infer<typeof SpokenWordSchema>;

/** One line of the `POST t/tts` stream: a sentence (or part of a long one) and its audio. */
export const SpeechSegmentLineSchema = z.object({
  /** 0, 1, 2… in reading order. */
  index: z.number(),
  /** The UTF-16 range of the sent text this segment reads. */
  textStart: z.number(),
  textEnd: z.number(),
  /** The segment's audio, base64 (an MP3 file of its own). */
  audio: z.string(),
  mimeType: z.string(),
  durationMs: z.number(),
  /** In spoken order; null when the engine gives no word timings (HTTP providers). */
  words: z.nullable(z.array(SpokenWordSchema)),
});
export type SpeechSegmentLine = z.infer<typeof SpeechSegmentLineSchema>;

/** The last line of a stream that succeeded: who spoke, and how. */
export const SpeechDoneLineSchema = z.object({
  done: z.literal(true),
  /** The engine that did the work, e.g. `espeak-ng`. */
  engine: z.string(),
  voice: z.string(),
  speed: z.number(),
});
export type SpeechDoneLine = z.infer<typeof SpeechDoneLineSchema>;

/**
 * The last line of a stream that failed after its first segment was sent (the status was
 * already 200): the segments before it are good; the rest of the text was not read.
 */
export const SpeechErrorLineSchema = z.object({ error: z.string(), message: z.string() });
export type SpeechErrorLine = z.infer<typeof SpeechErrorLineSchema>;

export const SpeechStreamLineSchema = z.union([
  SpeechSegmentLineSchema,
  SpeechDoneLineSchema,
  SpeechErrorLineSchema,
]);
export type SpeechStreamLine = z.infer<typeof SpeechStreamLineSchema>;

/** `GET t/voices?language=` query. */
export const TextToSpeechVoicesQuerySchema = z.object({ language: LocaleCodeSchema });

export const TextToSpeechVoiceSchema = z.object({
  /** What `voice` in `POST t/tts` and §3 voiceMappings take. */
  id: z.string(),
  /** Shown in the voice picker, e.g. "English (America), female". */
  name: z.string(),
  gender: z.nullable(z.enum(['female', 'male'])),
});
export type TextToSpeechVoice = z.infer<typeof TextToSpeechVoiceSchema>;

/** `GET t/voices?language=` answer: the voices of one language, the default first. */
export const TextToSpeechVoicesResponseSchema = z.object({
  language: z.string(),
  engine: z.string(),
  defaultVoice: z.string(),
  voices: z.array(TextToSpeechVoiceSchema),
});
export type TextToSpeechVoicesResponse = z.infer<typeof TextToSpeechVoicesResponseSchema>;
