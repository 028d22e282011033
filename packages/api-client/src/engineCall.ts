// The thin calls of the language engines (issue 5) share this: send one request, optionally
// abortable, and parse the answer with its shared schema, so a server that breaks the
// contract fails loudly here rather than somewhere in the interface.
import type { AbortableRequestOptions, ApiClient } from './apiClient';

/** Options every engine call takes. */
export interface EngineCallOptions {
  /** Aborting it ends the call: the promise rejects with an `AbortError` (see {@link isAbortError}). */
  signal?: AbortSignal;
}

/** A schema of @motes/shared (zod/mini): what a call's answer must look like. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/** The `AbortError` an aborted engine call rejects with, as `fetch` itself does. */
export function abortError(): DOMException {
  return new DOMException('The request was aborted.', 'AbortError');
}

/**
 * True for the rejection of an aborted call. §8: an aborted request is not an error; callers
 * show nothing for it.
 */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/** The successful answer's data, or rejects: ApiError & co, or an AbortError when aborted. */
export async function engineRequest(
  apiClient: ApiClient,
  request: Omit<AbortableRequestOptions, 'signal' | 'abortKey'>,
  options: EngineCallOptions = {},
): Promise<{ data: unknown; status: number; headers: Headers }> {
  if (!options.signal) return apiClient.request(request);
  if (options.signal.aborted) throw abortError();
  const result = await apiClient.requestAbortable({ ...request, signal: options.signal });
  if (result.aborted) throw abortError();
  return result;
}

/** Sends `request` and parses its answer with `schema`. */
export async function engineCall<T>(
  apiClient: ApiClient,
  request: Omit<AbortableRequestOptions, 'signal' | 'abortKey'>,
  schema: AnswerSchema<T>,
  options?: EngineCallOptions,
): Promise<T> {
  const response = await engineRequest(apiClient, request, options);
  return schema.parse(response.data);
}

/** Binary bodies the engines take (an image for OCR, a recording for transcription). */
export type BinaryBody = Blob | ArrayBuffer | Uint8Array;

/**
 * The content type to send a binary body with: the caller's, else the Blob's own.
 * @throws TypeError when neither says what the bytes are.
 */
export function binaryContentType(body: BinaryBody, contentType: string | undefined): string {
  const type = contentType ?? (body instanceof Blob ? body.type : '');
  if (!type) throw new TypeError('Say what the bytes are: pass contentType or a typed Blob');
  return type;
}
