// Issue 6 item 2: the single calls of the resumable upload (tus 1.0.0 under `f/uploads`, see
// @motes/shared uploads.ts). `uploadResumable` (resumableUpload.ts) strings them together.
import {
  API_ROUTES,
  TUS_HEADERS,
  TUS_PATCH_CONTENT_TYPE,
  TUS_VERSION,
  apiPath,
  encodeUploadMetadata,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineRequest, type EngineCallOptions } from './engineCall';

/** Options every upload call takes: aborting the signal rejects the call with an `AbortError`. */
export type UploadCallOptions = EngineCallOptions;

/** What {@link createUpload} sends. */
export interface CreateUploadInput {
  /** The whole upload's length in bytes (tus `Upload-Length`). */
  size: number;
  /** What the client believes the audio is (`audio/webm;codecs=opus`); the server checks the bytes. */
  filetype: string;
  /** A name for the file, e.g. `recording.webm`. */
  filename: string;
}

/** Where an upload stands (tus `HEAD`). */
export interface UploadStatus {
  /** Bytes the server holds. */
  offset: number;
  /** The length the upload was created with. */
  length: number;
}

const tusHeaders = () => ({ [TUS_HEADERS.resumable]: TUS_VERSION });

/** The path of one upload, relative to `/api/` (HEAD, PATCH and DELETE share it). */
export function uploadPath(uploadId: string): string {
  return apiPath(API_ROUTES.uploads.append, { id: uploadId });
}

/**
 * The upload id at the end of a tus `Location` (`/api/f/uploads/{uploadId}`, absolute or
 * relative). @throws Error when the value is not an upload's address.
 */
export function uploadIdFromLocation(location: string | null): string {
  const match = location
    ? /\/f\/uploads\/([A-Za-z0-9_-]+)\/?$/.exec(location.split('?')[0]!)
    : null;
  if (!match) throw new Error(`The server answered an upload without its address: ${location}`);
  return match[1]!;
}

function headerNumber(headers: Headers, name: string): number {
  const value = Number(headers.get(name));
  if (headers.get(name) === null || !Number.isSafeInteger(value) || value < 0) {
    throw new Error(`The server answered without a valid ${name} header`);
  }
  return value;
}

/**
 * tus creation: `POST f/uploads` with `Upload-Length` and `Upload-Metadata` (`filetype`,
 * `filename`); the server answers 201 with the upload's `Location`.
 * @throws ApiError (413 `upload_too_large`, 429 `rate_limited`), ApiTimeoutError, ApiNetworkError.
 */
export async function createUpload(
  apiClient: ApiClient,
  input: CreateUploadInput,
  options?: UploadCallOptions,
): Promise<{ uploadId: string }> {
  const response = await engineRequest(
    apiClient,
    {
      path: API_ROUTES.uploads.create.path,
      method: 'post',
      headers: {
        ...tusHeaders(),
        [TUS_HEADERS.uploadLength]: String(input.size),
        [TUS_HEADERS.uploadMetadata]: encodeUploadMetadata({
          filetype: input.filetype,
          filename: input.filename,
        }),
      },
    },
    options,
  );
  return { uploadId: uploadIdFromLocation(response.headers.get('location')) };
}

/**
 * tus `HEAD f/uploads/{id}`: how many bytes the server holds, to resume from there.
 * @throws ApiError (404 `upload_not_found` for an expired or someone else's upload),
 * ApiTimeoutError, ApiNetworkError.
 */
export async function getUploadStatus(
  apiClient: ApiClient,
  uploadId: string,
  options?: UploadCallOptions,
): Promise<UploadStatus> {
  const response = await engineRequest(
    apiClient,
    { path: uploadPath(uploadId), method: 'head', headers: tusHeaders(), responseType: 'text' },
    options,
  );
  return {
    offset: headerNumber(response.headers, TUS_HEADERS.uploadOffset),
    length: headerNumber(response.headers, TUS_HEADERS.uploadLength),
  };
}

/**
 * tus `PATCH f/uploads/{id}`: appends `bytes` at `offset`; answers the new offset.
 * @throws ApiError (409 `upload_offset_mismatch` when the server stands elsewhere: ask
 * {@link getUploadStatus}; 404; 413), ApiTimeoutError, ApiNetworkError.
 */
export async function appendToUpload(
  apiClient: ApiClient,
  uploadId: string,
  offset: number,
  bytes: Blob,
  options?: UploadCallOptions,
): Promise<number> {
  const response = await engineRequest(
    apiClient,
    {
      path: uploadPath(uploadId),
      method: 'patch',
      body: bytes,
      headers: {
        ...tusHeaders(),
        'content-type': TUS_PATCH_CONTENT_TYPE,
        [TUS_HEADERS.uploadOffset]: String(offset),
      },
      responseType: 'text',
    },
    options,
  );
  return headerNumber(response.headers, TUS_HEADERS.uploadOffset);
}

/**
 * tus termination: `DELETE f/uploads/{id}` removes an upload the user gave up.
 * @throws ApiError (404), ApiTimeoutError, ApiNetworkError.
 */
export async function deleteUpload(
  apiClient: ApiClient,
  uploadId: string,
  options?: UploadCallOptions,
): Promise<void> {
  await engineRequest(
    apiClient,
    { path: uploadPath(uploadId), method: 'delete', headers: tusHeaders(), responseType: 'text' },
    options,
  );
}
