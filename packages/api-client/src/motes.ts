// Issue 6 item 5: the mote calls of the `m/` namespace the recorder needs. `m/` is a §7
// first-class group (4 s, 3 retries on timeouts and dropped connections), which is safe for
// the create call only because it carries an idempotency key.
import {
  IDEMPOTENCY_KEY_HEADER,
  MOTES_PATH,
  MoteSchema,
  type Mote,
  type MoteCreateInput,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, type EngineCallOptions } from './engineCall';

/** Options of {@link createMote}. */
export interface CreateMoteOptions extends EngineCallOptions {
  /**
   * One random key per mote the user means to make (see {@link newIdempotencyKey}), sent
   * again with every retry, also after a reload: the server then answers the mote it already
   * made instead of making a second one.
   */
  idempotencyKey: string;
}

/**
 * A fresh idempotency key: 128 random bits as 32 hex characters. (`getRandomValues`, unlike
 * `randomUUID`, also exists outside secure contexts.)
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * `POST m/motes` with an idempotency key: makes a mote from a finished upload (or from text)
 * and answers it. A repeat with the same key answers the same mote.
 * @throws ApiError (402 `free_motes_exhausted`, 409 `upload_incomplete`, 404
 * `upload_not_found`, 415 `unsupported_audio`, 422 `mote_too_long` / `unreadable_audio` /
 * `empty_audio` / `idempotency_key_reused`), ApiTimeoutError, ApiNetworkError.
 */
export function createMote(
  apiClient: ApiClient,
  input: MoteCreateInput,
  options: CreateMoteOptions,
): Promise<Mote> {
  return engineCall(
    apiClient,
    {
      path: MOTES_PATH,
      method: 'post',
      body: input,
      headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
    },
    MoteSchema,
    options,
  );
}

/**
 * `GET m/motes/{id}`: one mote (its owner's, or any shared by link).
 * @throws ApiError (404 `mote_not_found`), ApiTimeoutError, ApiNetworkError.
 */
export function getMote(
  apiClient: ApiClient,
  moteId: string,
  options?: EngineCallOptions,
): Promise<Mote> {
  return engineCall(
    apiClient,
    { path: `${MOTES_PATH}/${encodeURIComponent(moteId)}` },
    MoteSchema,
    options,
  );
}

/** The share page of a mote (§2 `/m/{id}`) on `origin`, e.g. `https://motes.app/m/abc…`. */
export function moteShareUrl(origin: string, moteId: string): string {
  return `${origin.replace(/\/+$/, '')}/m/${encodeURIComponent(moteId)}`;
}
