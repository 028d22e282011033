// Issue 6 item 9: the tote calls of the `t/` namespace (packages/shared/src/motes/totes.ts).
// `t/` is a §7 group without retries; the create call carries an idempotency key all the same,
// so that a caller who retries by hand never makes a second tote.
import {
  API_ROUTES,
  apiPath,
  IDEMPOTENCY_KEY_HEADER,
  ToteDeletedSchema,
  ToteListSchema,
  ToteSchema,
  type Tote,
  type ToteCreateInput,
  type ToteDeleted,
  type ToteList,
  type ToteRestoreInput,
  type ToteUpdateInput,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, type EngineCallOptions } from './engineCall';
import type { CreateMoteOptions } from './motes';

/**
 * `POST t/totes` with an idempotency key: a named tote of the caller's own motes, in order.
 * @throws ApiError (422 `tote_mote_not_owned` / `idempotency_key_reused`, 400 for an empty
 * name or list), ApiTimeoutError, ApiNetworkError.
 */
export function createTote(
  apiClient: ApiClient,
  input: ToteCreateInput,
  options: CreateMoteOptions,
): Promise<Tote> {
  return engineCall(
    apiClient,
    {
      path: API_ROUTES.totes.create.path,
      method: API_ROUTES.totes.create.method,
      body: input,
      headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
    },
    ToteSchema,
    options,
  );
}

/**
 * `GET t/totes/{id}`: a tote for anyone with its link, each mote as the caller may see it.
 * @throws ApiError (404 `tote_not_found`), ApiTimeoutError, ApiNetworkError.
 */
export function getTote(
  apiClient: ApiClient,
  toteId: string,
  options?: EngineCallOptions,
): Promise<Tote> {
  return engineCall(
    apiClient,
    { path: apiPath(API_ROUTES.totes.get, { id: toteId }) },
    ToteSchema,
    options,
  );
}

/** `GET t/totes`: the caller's own totes, newest first. */
export function listTotes(apiClient: ApiClient, options?: EngineCallOptions): Promise<ToteList> {
  return engineCall(apiClient, { path: API_ROUTES.totes.list.path }, ToteListSchema, options);
}

/**
 * `PATCH t/totes/{id}`, owner only: rename and/or set the whole order of motes.
 * @throws ApiError (404 `tote_not_found`, also for another's tote; 422
 * `tote_mote_not_owned`), ApiTimeoutError, ApiNetworkError.
 */
export function updateTote(
  apiClient: ApiClient,
  toteId: string,
  update: ToteUpdateInput,
  options?: EngineCallOptions,
): Promise<Tote> {
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.totes.update, { id: toteId }),
      method: API_ROUTES.totes.update.method,
      body: update,
    },
    ToteSchema,
    options,
  );
}

/**
 * `DELETE t/totes/{id}`, owner only (the motes in it stay). Answers the token that
 * {@link restoreTote} takes to undo it.
 * @throws ApiError (404 `tote_not_found`), ApiTimeoutError, ApiNetworkError.
 */
export function deleteTote(
  apiClient: ApiClient,
  toteId: string,
  options?: EngineCallOptions,
): Promise<ToteDeleted> {
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.totes.delete, { id: toteId }),
      method: API_ROUTES.totes.delete.method,
    },
    ToteDeletedSchema,
    options,
  );
}

/**
 * `POST t/totes/{id}/restore`, owner only: undoes a delete with the token it answered; the
 * tote comes back under its own id, so its links work again.
 * @throws ApiError (404 `tote_not_found`: another's token, or too late), ApiTimeoutError,
 * ApiNetworkError.
 */
export function restoreTote(
  apiClient: ApiClient,
  toteId: string,
  restoreToken: string,
  options?: EngineCallOptions,
): Promise<Tote> {
  const body: ToteRestoreInput = { restoreToken };
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.totes.restore, { id: toteId }),
      method: API_ROUTES.totes.restore.method,
      body,
    },
    ToteSchema,
    options,
  );
}
