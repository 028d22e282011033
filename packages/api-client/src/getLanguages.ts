// Issue 5 / §3: the language catalogue with what the deployment can do for each language.
import { API_ROUTES, LanguagesResponseSchema, type LanguagesResponse } from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, type EngineCallOptions } from './engineCall';

/**
 * `GET t/languages`: every catalogue language (en-US first, the default) with its
 * capabilities. Sent without the access token: the answer is the same for everyone, so
 * shared caches may keep it.
 * @throws ApiError, ApiTimeoutError, ApiNetworkError; a validation error when the answer
 * breaks the shared contract; an AbortError when `options.signal` aborts it.
 */
export function getLanguages(
  apiClient: ApiClient,
  options?: EngineCallOptions,
): Promise<LanguagesResponse> {
  return engineCall(
    apiClient,
    { path: API_ROUTES.languages.list.path, skipAuth: true },
    LanguagesResponseSchema,
    options,
  );
}
