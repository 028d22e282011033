// Issue 6 item 2 "Nothing lost": sends a file through the tus calls of uploads.ts so that no
// failure loses what already arrived. After a dropped connection, a timeout or a server
// hiccup it waits (growing back-off), asks the server how far it got (`HEAD`) and goes on
// from there; an upload the server no longer knows is started again from the first byte.
import { UPLOAD_NOT_FOUND_ERROR, UPLOAD_OFFSET_MISMATCH_ERROR } from '@motes/shared';
import type { ApiClient } from './apiClient';
import { ApiError, ApiNetworkError, ApiTimeoutError } from './apiError';
import { delay } from './delay';
import { abortError, isAbortError } from './engineCall';
import { appendToUpload, createUpload, getUploadStatus } from './uploads';

/** Bytes per PATCH: small enough to finish within the `f/` timeout (§7: 5 s) on a slow line. */
export const UPLOAD_CHUNK_BYTES = 256 * 1024;

/**
 * Waits before each retry of a run of failures; when a run outlasts the list, the upload
 * gives up with the last error (about 2 minutes in all). Any progress ends the run.
 */
export const UPLOAD_RETRY_DELAYS_MS: readonly number[] = [
  1000, 2000, 4000, 8000, 15000, 30000, 60000,
];

/** Offset conflicts in a row before giving up (a second writer, or a server that loses bytes). */
const MAX_OFFSET_CONFLICTS = 5;

/** HTTP answers that may succeed when asked again: the request itself was fine. */
const TRANSIENT_STATUSES = new Set([408, 425, 429, 500, 502, 503, 504]);

/** True for a failure worth retrying: no answer, a timeout, or a temporary server condition. */
export function isTransientUploadError(error: unknown): boolean {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) return true;
  return error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);
}

function errorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/** True when the server does not know the upload (expired, swept, or another caller's). */
export function isUploadGone(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 404 &&
    (errorCode(error) ?? UPLOAD_NOT_FOUND_ERROR) === UPLOAD_NOT_FOUND_ERROR
  );
}

function isOffsetConflict(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (errorCode(error) ?? UPLOAD_OFFSET_MISMATCH_ERROR) === UPLOAD_OFFSET_MISMATCH_ERROR
  );
}

/** How far an upload is. */
export interface UploadProgress {
  sentBytes: number;
  totalBytes: number;
}

/** What {@link uploadResumable} sends and whom it tells. */
export interface ResumableUploadOptions {
  /** The bytes. */
  file: Blob;
  /** What the client believes the audio is; the server checks the bytes. */
  filetype: string;
  filename: string;
  /** An upload made earlier for these same bytes (kept across reloads): resumed, not redone. */
  uploadId?: string;
  /**
   * Called with a new upload's id before its first byte is sent, so the caller can keep it
   * and resume after a reload. The upload waits for a returned promise.
   */
  onUploadCreated?(uploadId: string): void | Promise<void>;
  onProgress?(progress: UploadProgress): void;
  /** Called before each wait after a failure, e.g. to say "Connection lost, retrying". */
  onRetry?(retry: { attempt: number; waitMs: number; error: unknown }): void;
  /** Bytes per PATCH; default {@link UPLOAD_CHUNK_BYTES}. */
  chunkBytes?: number;
  /** Default {@link UPLOAD_RETRY_DELAYS_MS}. */
  retryDelaysMs?: readonly number[];
  /**
   * How to wait before a retry; it must reject when `signal` aborts. Default a plain timer.
   * A browser can end the wait early when the network comes back (`online`).
   */
  wait?(ms: number, signal: AbortSignal | undefined): Promise<void>;
  /** Aborting stops the upload at once: the promise rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/**
 * Uploads `file` resumably and resolves with the finished upload's id, ready for
 * `POST m/motes`. Rejects with an `AbortError` when aborted, with the last error when a run
 * of transient failures outlasts `retryDelaysMs`, and at once with any other ApiError
 * (413 too large, 415, 429 after the retries, 403).
 */
export async function uploadResumable(
  apiClient: ApiClient,
  options: ResumableUploadOptions,
): Promise<{ uploadId: string }> {
  const { file, signal } = options;
  const totalBytes = file.size;
  const chunkBytes = Math.max(1, options.chunkBytes ?? UPLOAD_CHUNK_BYTES);
  const retryDelaysMs = options.retryDelaysMs ?? UPLOAD_RETRY_DELAYS_MS;
  const call = { signal };
  let uploadId = options.uploadId;
  /** The server's offset, when known; undefined means "ask it". */
  let offset: number | undefined = uploadId === undefined ? 0 : undefined;
  let failures = 0;
  let conflicts = 0;

  const report = (sentBytes: number) => options.onProgress?.({ sentBytes, totalBytes });

  for (;;) {
    if (signal?.aborted) throw abortError();
    try {
      if (uploadId === undefined) {
        ({ uploadId } = await createUpload(
          apiClient,
          { size: totalBytes, filetype: options.filetype, filename: options.filename },
          call,
        ));
        await options.onUploadCreated?.(uploadId);
        offset = 0;
      }
      if (offset === undefined) {
        const status = await getUploadStatus(apiClient, uploadId, call);
        if (status.length !== totalBytes) {
          // Not these bytes (a different file under an old id): start a fresh upload.
          uploadId = undefined;
          continue;
        }
        offset = status.offset;
      }
      report(offset);
      if (offset >= totalBytes) return { uploadId };
      const end = Math.min(offset + chunkBytes, totalBytes);
      const next = await appendToUpload(apiClient, uploadId, offset, file.slice(offset, end), call);
      if (next <= offset) throw new Error(`The upload did not move on from byte ${offset}`);
      offset = next;
      failures = 0;
      conflicts = 0;
    } catch (error) {
      if (isAbortError(error) || signal?.aborted) throw abortError();
      if (isUploadGone(error) && uploadId !== undefined) {
        uploadId = undefined;
        continue;
      }
      if (isOffsetConflict(error) && conflicts < MAX_OFFSET_CONFLICTS) {
        conflicts += 1;
        offset = undefined;
        continue;
      }
      if (!isTransientUploadError(error) || failures >= retryDelaysMs.length) throw error;
      const waitMs = retryDelaysMs[failures]!;
      failures += 1;
      options.onRetry?.({ attempt: failures, waitMs, error });
      try {
        await (options.wait ?? delay)(waitMs, signal);
      } catch {
        throw abortError();
      }
      // Whatever the failed request did, the server's offset says where to go on from.
      if (uploadId !== undefined) offset = undefined;
    }
  }
}
