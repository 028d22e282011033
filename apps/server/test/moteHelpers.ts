// Helpers for the motes tests: a tus upload as a client makes one, and a mote made from it.
import { randomUUID } from 'node:crypto';
import {
  encodeUploadMetadata,
  IDEMPOTENCY_KEY_HEADER,
  MoteSchema,
  TUS_PATCH_CONTENT_TYPE,
  TUS_VERSION,
  type Mote,
} from '@motes/shared';
import type { ApiClient } from './factories.js';

/** `POST f/uploads` for `length` bytes; answers the raw response. */
export function createUpload(
  client: ApiClient,
  length: number,
  metadata: Record<string, string> = { filename: 'recording.webm', filetype: 'audio/webm' },
): Promise<Response> {
  return client.fetch('f/uploads', {
    method: 'POST',
    headers: {
      'tus-resumable': TUS_VERSION,
      'upload-length': String(length),
      'upload-metadata': encodeUploadMetadata(metadata),
    },
  });
}

/** The upload id from a 201's Location. */
export function uploadIdOf(response: Response): string {
  const location = response.headers.get('location') ?? '';
  const match = /\/f\/uploads\/([A-Za-z0-9_-]+)$/.exec(location);
  if (!match) throw new Error(`no upload location in ${response.status}: ${location}`);
  return match[1]!;
}

export function patchUpload(
  client: ApiClient,
  uploadId: string,
  offset: number,
  bytes: Uint8Array,
): Promise<Response> {
  return client.fetch(`f/uploads/${uploadId}`, {
    method: 'PATCH',
    headers: {
      'tus-resumable': TUS_VERSION,
      'upload-offset': String(offset),
      'content-type': TUS_PATCH_CONTENT_TYPE,
    },
    body: bytes,
  });
}

export function headUpload(client: ApiClient, uploadId: string): Promise<Response> {
  return client.fetch(`f/uploads/${uploadId}`, {
    method: 'HEAD',
    headers: { 'tus-resumable': TUS_VERSION },
  });
}

/** Uploads `bytes` in one PATCH and answers the upload id. */
export async function uploadAll(client: ApiClient, bytes: Uint8Array): Promise<string> {
  const created = await createUpload(client, bytes.length);
  if (created.status !== 201)
    throw new Error(`upload create: ${created.status} ${await created.text()}`);
  const uploadId = uploadIdOf(created);
  const patched = await patchUpload(client, uploadId, 0, bytes);
  if (patched.status !== 204)
    throw new Error(`upload patch: ${patched.status} ${await patched.text()}`);
  return uploadId;
}

/** `POST m/motes` with an idempotency key (a fresh one unless given). */
export function postMote(
  client: ApiClient,
  body: unknown,
  idempotencyKey: string = randomUUID(),
): Promise<Response> {
  return client.fetch('m/motes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(body),
  });
}

/** Uploads audio and makes a recording mote of it; fails the test on any error. */
export async function recordMote(
  client: ApiClient,
  bytes: Uint8Array,
  extra: Record<string, unknown> = {},
): Promise<Mote> {
  const uploadId = await uploadAll(client, bytes);
  const response = await postMote(client, { kind: 'recording', uploadId, ...extra });
  if (response.status !== 201)
    throw new Error(`mote create: ${response.status} ${await response.text()}`);
  return MoteSchema.parse(await response.json());
}

export function patchJson(client: ApiClient, path: string, body: unknown): Promise<Response> {
  return client.fetch(path, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}
