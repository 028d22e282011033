// Issue 5 item 3: text to speech. `GET t/voices` lists a language's voices; `POST t/tts`
// answers NDJSON, one line per sentence as soon as it is spoken, so playback can start while
// the rest is still being made.
import {
  API_ROUTES,
  SpeechStreamLineSchema,
  TextToSpeechVoicesResponseSchema,
  type SpeechDoneLine,
  type SpeechSegmentLine,
  type TextToSpeechRequest,
  type TextToSpeechVoicesResponse,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { ApiNetworkError } from './apiError';
import { buildApiUrl } from './apiUrl';
import { abortError, engineCall, engineRequest, type EngineCallOptions } from './engineCall';

export const VOICES_PATH = API_ROUTES.textToSpeech.voices.path;
export const TEXT_TO_SPEECH_PATH = API_ROUTES.textToSpeech.speak.path;

/**
 * `GET t/voices?language=`: the voices of one catalogue language, its default first.
 * @throws ApiError (422 `unsupported_language`, 503 `engine_unavailable`), ApiTimeoutError,
 * ApiNetworkError; a validation error when the answer breaks the contract.
 */
export function getVoices(
  apiClient: ApiClient,
  language: string,
  options?: EngineCallOptions,
): Promise<TextToSpeechVoicesResponse> {
  return engineCall(
    apiClient,
    { path: VOICES_PATH, query: { language } },
    TextToSpeechVoicesResponseSchema,
    options,
  );
}

/**
 * The stream's last line was an error (`{ error, message }`): the segments before it were
 * good, the rest of the text was not read. `message` is written for the user.
 */
export class SpeechStreamError extends Error {
  override readonly name = 'SpeechStreamError';
  /** The error code, e.g. `engine_unavailable`. */
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/**
 * `POST t/tts`: reads `request.text` aloud. Yields each segment (a sentence's MP3 and word
 * timings) as soon as its line arrives; returns the final `{ done: true, … }` line (engine,
 * voice and speed used). Voice and speed default on the server to the signed-in user's
 * settings, else the language's.
 *
 * The body is read line by line as it arrives; every line is checked against the shared
 * schema. Stopping early (`break`, `return()`) or aborting `signal` cancels the download.
 * @throws ApiError before the first segment (413, 422, 400 `unknown_voice`, 503…);
 * SpeechStreamError when the stream ends with an error line; ApiNetworkError when the
 * connection drops or the stream ends without its final line; an AbortError when aborted.
 */
export async function* streamSpeech(
  apiClient: ApiClient,
  request: TextToSpeechRequest,
  options: EngineCallOptions = {},
): AsyncGenerator<SpeechSegmentLine, SpeechDoneLine, undefined> {
  const { signal } = options;
  const response = await engineRequest(
    apiClient,
    {
      path: TEXT_TO_SPEECH_PATH,
      method: API_ROUTES.textToSpeech.speak.method,
      body: request,
      responseType: 'stream',
    },
    options,
  );
  const body = response.data as ReadableStream<Uint8Array>;
  const reader = body.getReader();
  const cancel = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', cancel, { once: true });
  const url = buildApiUrl('', TEXT_TO_SPEECH_PATH);
  const decoder = new TextDecoder();
  let buffered = '';
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal?.aborted) throw abortError();
        throw new ApiNetworkError('POST', url, 1, error);
      }
      if (signal?.aborted) throw abortError();
      buffered += chunk.done ? decoder.decode() : decoder.decode(chunk.value, { stream: true });
      const lines = buffered.split('\n');
      buffered = chunk.done ? '' : lines.pop()!;
      for (const text of lines) {
        if (!text.trim()) continue;
        const line = SpeechStreamLineSchema.parse(JSON.parse(text));
        if ('done' in line) return line;
        if ('error' in line) throw new SpeechStreamError(line.error, line.message);
        yield line;
      }
      if (chunk.done) {
        throw new ApiNetworkError(
          'POST',
          url,
          1,
          new Error('The speech stream ended before its final line'),
        );
      }
    }
  } finally {
    signal?.removeEventListener('abort', cancel);
    cancel();
  }
}

/** A segment's audio as a playable Blob (its own MP3 file). */
export function speechSegmentAudio(segment: Pick<SpeechSegmentLine, 'audio' | 'mimeType'>): Blob {
  const binary = atob(segment.audio);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: segment.mimeType });
}

/** A `POST t/tts` segment with its audio decoded into a playable file (see {@link streamSpeechAudio}). */
export type SpeechAudioSegment = Omit<SpeechSegmentLine, 'audio' | 'mimeType'> & { audio: Blob };

/**
 * {@link streamSpeech} with each segment's audio as a Blob, ready for a SpeechStreamPlayer.
 * Same errors; stopping early cancels the download.
 */
export async function* streamSpeechAudio(
  apiClient: ApiClient,
  request: TextToSpeechRequest,
  options: EngineCallOptions = {},
): AsyncGenerator<SpeechAudioSegment, SpeechDoneLine, undefined> {
  const lines = streamSpeech(apiClient, request, options);
  try {
    for (;;) {
      const next = await lines.next();
      if (next.done) return next.value;
      const { audio, mimeType, ...segment } = next.value;
      yield { ...segment, audio: speechSegmentAudio({ audio, mimeType }) };
    }
  } finally {
    // Ended early (a stop): the inner stream's own clean-up cancels the download.
    await lines.return(undefined as unknown as SpeechDoneLine);
  }
}
