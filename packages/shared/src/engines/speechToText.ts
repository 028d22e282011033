// Issue 5 item 4 / DESIGN.md "Language engines": speech to text. A recording is posted to
// `t/transcriptions`, transcribed by a job (long work answers at once with a job id, DESIGN.md
// "API"), and the client polls `t/transcriptions/{jobId}` for the words and their timings.
import * as z from 'zod/mini';
import { RECORDING_MAX_SECONDS_STANDARD } from '../motes/recordingLimits';

/**
 * The largest recording accepted, in bytes (25 MiB, the limit OpenAI-compatible transcription
 * servers apply too). A 5-minute WebM/Opus mote is about 2 MB; an uncompressed 16 kHz WAV 10 MB.
 */
export const TRANSCRIPTION_MAX_AUDIO_BYTES = 25 * 1024 * 1024;

/**
 * The longest recording transcribed, in seconds: the longest mote (§9, 5 minutes) plus a few
 * seconds of encoder padding. Checked where the server decodes the audio (the embedded engine);
 * an HTTP provider applies its own limit.
 */
export const TRANSCRIPTION_MAX_SECONDS = RECORDING_MAX_SECONDS_STANDARD + 5;

/** Transcriptions one user may start per window: each one costs seconds of server CPU. */
export const TRANSCRIPTION_RATE_LIMIT = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

/**
 * §6: transcription is disabled for minors and for users who opted out, and "the reason is not
 * shown": both get this one code and message (403).
 */
export const TRANSCRIPTION_DISABLED_ERROR = 'transcription_disabled';
export const TRANSCRIPTION_DISABLED_MESSAGE = 'Transcription is not available for this account.';

/** The error code (415) for a body that is not audio. */
export const UNSUPPORTED_AUDIO_ERROR = 'unsupported_audio';

/**
 * Content types `POST t/transcriptions` takes as its body: any `audio/*` (WebM/Opus, Ogg, MP3,
 * M4A, WAV, FLAC…) and `video/webm`, which some browsers' recorders label audio-only WebM with.
 */
export function isTranscribableContentType(contentType: string): boolean {
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  return /^audio\/[a-z0-9.+-]+$/.test(mediaType) || mediaType === 'video/webm';
}

/** The query of `POST t/transcriptions`; the body is the recording's bytes. */
export const TranscriptionCreateQuerySchema = z.object({
  /** A catalogue language code (BCP 47 as the catalogue writes it: `en-US`, `es-ES`). */
  language: z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
});
export type TranscriptionCreateQuery = z.infer<typeof TranscriptionCreateQuerySchema>;

/** The 202 answer of `POST t/transcriptions`: poll `t/transcriptions/{jobId}`. */
export const TranscriptionCreatedSchema = z.object({ jobId: z.string() });
export type TranscriptionCreated = z.infer<typeof TranscriptionCreatedSchema>;

/** One recognised word and where it sits in the recording. */
export const TranscribedWordSchema = z.object({
  word: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  /** The engine's confidence in this word, 0 to 1, when it gives one. */
  confidence: z.optional(z.number()),
});
export type TranscribedWord = z.infer<typeof TranscribedWordSchema>;

export const TranscriptionResultSchema = z.object({
  text: z.string(),
  /** In spoken order; empty when the engine gives no word timings or heard no speech. */
  words: z.array(TranscribedWordSchema),
  /** The catalogue code the recording was transcribed as. */
  language: z.string(),
  /** The engine that did the work, e.g. `pocketsphinx`. */
  engine: z.string(),
});
export type TranscriptionResult = z.infer<typeof TranscriptionResultSchema>;

export const TRANSCRIPTION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TranscriptionStatus = (typeof TRANSCRIPTION_STATUSES)[number];

/** The answer of `GET t/transcriptions/{jobId}`. */
export const TranscriptionJobSchema = z.object({
  status: z.enum(TRANSCRIPTION_STATUSES),
  /** Present when `status` is `done`. */
  result: z.optional(TranscriptionResultSchema),
  /** Present when `status` is `failed`: what went wrong, worded for the user. */
  error: z.optional(z.string()),
});
export type TranscriptionJob = z.infer<typeof TranscriptionJobSchema>;
