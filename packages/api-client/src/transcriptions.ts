// Issue 5 item 4: speech to text. A recording posted to `t/transcriptions` is transcribed by
// a job; the client polls `t/transcriptions/{jobId}` (§7 polling helper) for the words.
import {
  API_ROUTES,
  apiPath,
  TranscriptionCreatedSchema,
  TranscriptionJobSchema,
  type TranscriptionCreated,
  type TranscriptionJob,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { ApiNetworkError, ApiTimeoutError } from './apiError';
import {
  binaryContentType,
  engineCall,
  type BinaryBody,
  type EngineCallOptions,
} from './engineCall';
import { poll, type PollHandle, type PollOptions } from './polling';

export const TRANSCRIPTIONS_PATH = API_ROUTES.transcriptions.create.path;

/** What {@link startTranscription} sends. */
export interface StartTranscriptionInput {
  /** The recording's bytes (at most TRANSCRIPTION_MAX_AUDIO_BYTES). */
  audio: BinaryBody;
  /** Any `audio/*` type or `video/webm`; a typed Blob's own type when left out. */
  contentType?: string;
  /** The catalogue language spoken in the recording. */
  language: string;
}

/**
 * `POST t/transcriptions?language=`: uploads a recording to be transcribed; answers the job
 * to poll. Signed-in users only.
 * @throws ApiError (403 `transcription_disabled` for minors and users who opted out, 413,
 * 415 `unsupported_audio`, 422 `unsupported_language`, 503 `engine_unavailable`, 429),
 * ApiTimeoutError, ApiNetworkError; TypeError when the recording's type is unknown.
 */
export function startTranscription(
  apiClient: ApiClient,
  input: StartTranscriptionInput,
  options?: EngineCallOptions,
): Promise<TranscriptionCreated> {
  return engineCall(
    apiClient,
    {
      path: TRANSCRIPTIONS_PATH,
      method: API_ROUTES.transcriptions.create.method,
      query: { language: input.language },
      body: input.audio,
      headers: { 'content-type': binaryContentType(input.audio, input.contentType) },
      // §8: a 403 here is the account's answer (transcription_disabled), not a dead session.
      propagate403: true,
    },
    TranscriptionCreatedSchema,
    options,
  );
}

/**
 * `GET t/transcriptions/{jobId}`: how the job stands: `queued`, `running`, `done` (with the
 * result) or `failed` (with a message for the user).
 * @throws ApiError (404 for an unknown job or another user's), ApiTimeoutError, ApiNetworkError.
 */
export function getTranscription(
  apiClient: ApiClient,
  jobId: string,
  options?: EngineCallOptions,
): Promise<TranscriptionJob> {
  return engineCall(
    apiClient,
    { path: apiPath(API_ROUTES.transcriptions.get, { jobId }) },
    TranscriptionJobSchema,
    options,
  );
}

/**
 * Polls the job (§9: every 2 s, for up to 120 s) until it is `done` or `failed`; the handle's
 * promise resolves `{ status: 'done', value: job }`, `timedOut` or `cancelled`. A check the
 * network or a timeout spoils is repeated; any other error (a 404) rejects the promise.
 */
export function pollTranscription(
  apiClient: ApiClient,
  jobId: string,
  options?: PollOptions,
): PollHandle<TranscriptionJob> {
  return poll<TranscriptionJob>(async (signal) => {
    try {
      const job = await getTranscription(apiClient, jobId, { signal });
      return job.status === 'done' || job.status === 'failed'
        ? { done: true, value: job }
        : { done: false };
    } catch (error) {
      if (signal.aborted) return { done: false };
      if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) {
        return { done: false };
      }
      throw error;
    }
  }, options);
}
