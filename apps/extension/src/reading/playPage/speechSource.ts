// Where Play Page gets speech: an injected function, so the player does not care whether the API
// is called from the content script, through the background, or from a test page. Its shape
// follows `POST t/tts`: one segment per sentence, streamed as each is made.
import {
  ApiError,
  ApiNetworkError,
  ApiTimeoutError,
  streamSpeechAudio,
  type ApiClient,
} from '@motes/api-client';
import type { SpokenWord } from '@motes/shared';

export interface SpeechRequest {
  text: string;
  /** A catalogue language code, e.g. `en-US`. */
  language: string;
  /** A voice id from `GET t/voices`; absent: the user's saved voice, else the language's. */
  voice?: string;
  /** 1 is normal speed (§3 voiceSpeed, 0.5–2). */
  speed: number;
}

/** One spoken sentence of a request's text (a `POST t/tts` segment line, audio decoded). */
export interface SpokenSegment {
  /** The UTF-16 range of the request's text this segment reads. */
  textStart: number;
  textEnd: number;
  /** A playable audio file of its own (MP3 from the server). */
  audio: Blob;
  durationMs: number;
  /** Word offsets into the request's text and times into `audio`; null when not known. */
  words: SpokenWord[] | null;
}

/**
 * Reads `request.text` aloud: yields its sentences in order, as soon as each is ready. Must stop
 * (throw an AbortError or return) when `signal` aborts. Errors thrown carry a message for the user.
 */
export type Synthesize = (
  request: SpeechRequest,
  signal: AbortSignal,
) => AsyncIterable<SpokenSegment>;

/** A {@link Synthesize} over the Motes API client (`POST t/tts`). */
export function apiSynthesize(apiClient: ApiClient): Synthesize {
  return async function* synthesize(request, signal) {
    try {
      yield* streamSpeechAudio(apiClient, request, { signal });
    } catch (error) {
      throw withUserMessage(error);
    }
  };
}

/** Shown when the server could not be reached in time (the server says the same on a 503). */
export const READ_ALOUD_UNAVAILABLE_MESSAGE =
  'Reading aloud is not available just now. Please try again.';

/**
 * The API client's messages name the method and URL; the user gets the server's own words
 * (422 "Reading aloud is not available for …", 413, 429) or, without an answer, a plain one.
 */
function withUserMessage(error: unknown): unknown {
  if (error instanceof ApiTimeoutError || error instanceof ApiNetworkError) {
    return new Error(READ_ALOUD_UNAVAILABLE_MESSAGE, { cause: error });
  }
  if (!(error instanceof ApiError)) return error;
  const body = error.body as { message?: unknown } | null;
  const message = body && typeof body.message === 'string' ? body.message : null;
  return new Error(message ?? READ_ALOUD_UNAVAILABLE_MESSAGE, { cause: error });
}
