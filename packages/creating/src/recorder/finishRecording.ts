// Issue 6 item 2 "Nothing lost": a finished recording becomes a mote, resumably. The upload
// goes on from where the server stands; the mote is created with the recording's one
// idempotency key, so a repeat after a reload or a lost answer never makes a second mote;
// the local copy is deleted only once the server has answered with the mote.
import {
  ApiError,
  createMote,
  deleteUpload,
  isTransientUploadError,
  isUploadGone,
  newIdempotencyKey,
  uploadResumable,
  type ApiClient,
  type UploadProgress,
} from '@motes/api-client';
import { UPLOAD_INCOMPLETE_ERROR, type Mote } from '@motes/shared';
import { recordingFileExtension } from './recordingFormat';
import type { RecordingStore, RecordingUpdate, StoredRecording } from './recordingStore';

/** Waits before asking again for the mote after a timeout or a dropped connection. */
const CREATE_RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 10000];

/** What {@link finishRecording} works on. */
export interface FinishRecordingInput {
  apiClient: ApiClient;
  /** The kept copy; undefined when this device could not keep one. */
  store: RecordingStore | undefined;
  /** The recording as kept; for a recording that could not be kept, what is known of it. */
  recording: Pick<StoredRecording, 'id' | 'mimeType' | 'idempotencyKey'> &
    Partial<Pick<StoredRecording, 'phase' | 'uploadId'>>;
  /** The audio when this page has it in memory; else it is read from the store. */
  audio?: Blob;
  signal?: AbortSignal;
  /** Waits between upload retries; default the api-client's. */
  retryDelaysMs?: readonly number[];
  onProgress?(progress: UploadProgress): void;
  /**
   * Where the recording stands changed (its upload, its key); the same update goes to the
   * store. A caller that tries again later passes the updated recording back in.
   */
  onUpdate?(update: RecordingUpdate): void;
  /** A request failed and will be tried again after `waitMs`. */
  onRetry?(retry: { waitMs: number; error: unknown }): void;
}

/**
 * Waits `ms` before a retry, or less: a browser that comes back online (`online` event) goes
 * on at once. Rejects with an `AbortError` when `signal` aborts.
 */
export function waitForRetry(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The upload was stopped.', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const finish = () => {
      clearTimeout(timer);
      globalThis.removeEventListener?.('online', done);
      signal?.removeEventListener('abort', onAbort);
    };
    const done = () => {
      finish();
      resolve();
    };
    const onAbort = () => {
      finish();
      reject(aborted());
    };
    const timer = setTimeout(done, ms);
    globalThis.addEventListener?.('online', done);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** The upload the mote was to be made from is gone or unfinished on the server: upload again. */
function needsNewUpload(error: unknown): boolean {
  if (isUploadGone(error)) return true;
  const code = error instanceof ApiError ? (error.body as { error?: unknown })?.error : undefined;
  return error instanceof ApiError && error.status === 409 && code === UPLOAD_INCOMPLETE_ERROR;
}

/**
 * Uploads the recording (resuming an earlier upload) and creates its mote; deletes the kept
 * copy once the mote exists. Rejects with an `AbortError` when aborted, and with the error
 * that stopped it otherwise (the kept copy stays for the next try).
 */
export async function finishRecording(input: FinishRecordingInput): Promise<Mote> {
  const { apiClient, store, signal } = input;
  const recordingId = input.recording.id;
  let { uploadId, phase, idempotencyKey } = {
    uploadId: input.recording.uploadId,
    phase: input.recording.phase ?? 'stopped',
    idempotencyKey: input.recording.idempotencyKey,
  };
  const audio = input.audio ?? (await store!.audio(recordingId));
  const keep = async (update: RecordingUpdate) => {
    input.onUpdate?.(update);
    await store?.update(recordingId, update).catch(() => undefined);
  };

  for (let fresh = 0; ; fresh += 1) {
    if (phase !== 'uploaded' || uploadId === undefined) {
      ({ uploadId } = await uploadResumable(apiClient, {
        file: audio,
        filetype: input.recording.mimeType,
        filename: `recording.${recordingFileExtension(input.recording.mimeType)}`,
        uploadId,
        signal,
        retryDelaysMs: input.retryDelaysMs,
        wait: waitForRetry,
        onUploadCreated: (created) => keep({ uploadId: created }),
        onProgress: input.onProgress,
        onRetry: ({ waitMs, error }) => input.onRetry?.({ waitMs, error }),
      }));
      phase = 'uploaded';
      await keep({ phase, uploadId });
    }

    try {
      const mote = await createMoteWithRetries(input, uploadId, idempotencyKey);
      await store?.delete(recordingId).catch(() => undefined);
      return mote;
    } catch (error) {
      // The upload this key was made for is gone: a new upload is a new request body, so it
      // needs a new key (the server refuses a key reused with a different body).
      if (!needsNewUpload(error) || fresh > 0) throw error;
      uploadId = undefined;
      phase = 'stopped';
      idempotencyKey = newIdempotencyKey();
      await keep({ phase, uploadId, idempotencyKey });
    }
  }
}

async function createMoteWithRetries(
  input: FinishRecordingInput,
  uploadId: string,
  idempotencyKey: string,
): Promise<Mote> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await createMote(
        input.apiClient,
        { kind: 'recording', uploadId },
        { idempotencyKey, signal: input.signal },
      );
    } catch (error) {
      const waitMs = (input.retryDelaysMs ?? CREATE_RETRY_DELAYS_MS)[attempt];
      if (!isTransientUploadError(error) || waitMs === undefined || input.signal?.aborted) {
        throw error;
      }
      input.onRetry?.({ waitMs, error });
      await waitForRetry(waitMs, input.signal);
    }
  }
}

/**
 * Forgets a recording the user discarded: the kept copy, and the unfinished upload on the
 * server when there is one (tus termination; a failure there only leaves it to the sweep).
 */
export async function discardRecording(
  apiClient: ApiClient,
  store: RecordingStore | undefined,
  recordingId: string,
  uploadId: string | undefined,
): Promise<void> {
  await store?.delete(recordingId).catch(() => undefined);
  if (uploadId) await deleteUpload(apiClient, uploadId).catch(() => undefined);
}
