// Issue 6 item 5: the mote calls of the `m/` namespace the recorder needs. `m/` is a §7
// first-class group (4 s, 3 retries on timeouts and dropped connections), which is safe for
// the create call only because it carries an idempotency key.
import {
  API_ROUTES,
  apiPath,
  IDEMPOTENCY_KEY_HEADER,
  MoteListSchema,
  MotePlaysSchema,
  MoteSchema,
  type Mote,
  type MotePlays,
  type MoteCreateInput,
  type MoteList,
  type MoteListQuery,
  type MoteUpdateInput,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, engineRequest, type EngineCallOptions } from './engineCall';

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
      path: API_ROUTES.motes.create.path,
      method: API_ROUTES.motes.create.method,
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
    { path: apiPath(API_ROUTES.motes.get, { id: moteId }) },
    MoteSchema,
    options,
  );
}

/**
 * `GET m/motes?q=&cursor=`: the caller's own motes, newest first, one page at a time. Pass
 * the answer's `nextCursor` as `cursor` for the next page (null on the last one).
 * @throws ApiError, ApiTimeoutError, ApiNetworkError.
 */
export function listMotes(
  apiClient: ApiClient,
  query: MoteListQuery = {},
  options?: EngineCallOptions,
): Promise<MoteList> {
  const params: Record<string, string> = {};
  if (query.q) params.q = query.q;
  if (query.cursor) params.cursor = query.cursor;
  return engineCall(
    apiClient,
    { path: API_ROUTES.motes.list.path, query: params },
    MoteListSchema,
    options,
  );
}

/**
 * `PATCH m/motes/{id}`, owner only: rename, edit the transcript (its word timings are
 * dropped), change visibility, downloads or language. Answers the changed mote.
 * @throws ApiError (404 `mote_not_found`, also for another user's mote), ApiTimeoutError,
 * ApiNetworkError.
 */
export function updateMote(
  apiClient: ApiClient,
  moteId: string,
  update: MoteUpdateInput,
  options?: EngineCallOptions,
): Promise<Mote> {
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.motes.update, { id: moteId }),
      method: API_ROUTES.motes.update.method,
      body: update,
    },
    MoteSchema,
    options,
  );
}

/**
 * `DELETE m/motes/{id}`, owner only: a soft delete that {@link restoreMote} undoes for
 * `MOTE_RESTORE_DAYS` days.
 * @throws ApiError (404 `mote_not_found`), ApiTimeoutError, ApiNetworkError.
 */
export async function deleteMote(
  apiClient: ApiClient,
  moteId: string,
  options?: EngineCallOptions,
): Promise<void> {
  await engineRequest(
    apiClient,
    {
      path: apiPath(API_ROUTES.motes.delete, { id: moteId }),
      method: API_ROUTES.motes.delete.method,
    },
    options,
  );
}

/**
 * `POST m/motes/{id}/restore`, owner only: undoes a delete and answers the mote.
 * @throws ApiError (404 `mote_not_found`), ApiTimeoutError, ApiNetworkError.
 */
export function restoreMote(
  apiClient: ApiClient,
  moteId: string,
  options?: EngineCallOptions,
): Promise<Mote> {
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.motes.restore, { id: moteId }),
      method: API_ROUTES.motes.restore.method,
    },
    MoteSchema,
    options,
  );
}

/**
 * `POST m/motes/{id}/plays`: counts one play of a shared mote. `listenerId` is a random id the
 * player keeps per browser, so the server can count unique listeners ("heard").
 * @throws ApiError (404 `mote_not_found`), ApiTimeoutError, ApiNetworkError.
 */
export function recordMotePlay(
  apiClient: ApiClient,
  moteId: string,
  listenerId: string,
  options?: EngineCallOptions,
): Promise<MotePlays> {
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.motes.play, { id: moteId }),
      method: API_ROUTES.motes.play.method,
      body: { listenerId },
    },
    MotePlaysSchema,
    options,
  );
}

/**
 * The URL an `<audio>` element plays a mote from (`{origin}/api/{audioPath}`). It needs no
 * Authorization header: for a private mote the server's path carries an expiring signature, so
 * take it from a fresh view of the mote.
 */
export function moteAudioUrl(origin: string, mote: Pick<Mote, 'audioPath'>): string {
  return `${origin.replace(/\/+$/, '')}/api/${mote.audioPath}`;
}

/**
 * The URL that downloads a mote's audio as a file, or undefined when the caller may not (the
 * owner always may; others when the owner allows downloads). Like {@link moteAudioUrl}, it needs
 * no header.
 */
export function moteDownloadUrl(
  origin: string,
  mote: Pick<Mote, 'downloadPath'>,
): string | undefined {
  return mote.downloadPath === null
    ? undefined
    : `${origin.replace(/\/+$/, '')}/api/${mote.downloadPath}`;
}
