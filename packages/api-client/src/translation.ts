// Issue 5 item 5: sentence translation (`POST t/translate`) and single-word translation
// (`POST t/translate/word`). Every answer names the engine that produced it.
import {
  API_ROUTES,
  TranslationResponseSchema,
  WordTranslationResponseSchema,
  type TranslationRequest,
  type TranslationResponse,
  type WordTranslationRequest,
  type WordTranslationResponse,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, type EngineCallOptions } from './engineCall';

export const TRANSLATE_PATH = API_ROUTES.translation.translate.path;
export const TRANSLATE_WORD_PATH = API_ROUTES.translation.word.path;

/**
 * `POST t/translate`: `text` from one catalogue language into another.
 * @throws ApiError (413 `input_too_large`, 422 `unsupported_language` for a pair this server
 * cannot translate, 503 `engine_unavailable`, 429), ApiTimeoutError, ApiNetworkError.
 */
export function translateText(
  apiClient: ApiClient,
  request: TranslationRequest,
  options?: EngineCallOptions,
): Promise<TranslationResponse> {
  return engineCall(
    apiClient,
    { path: TRANSLATE_PATH, method: API_ROUTES.translation.translate.method, body: request },
    TranslationResponseSchema,
    options,
  );
}

/**
 * `POST t/translate/word`: a word's dictionary entries in another language. A word the
 * dictionary does not have answers no entries (not an error).
 * @throws as {@link translateText}.
 */
export function translateWord(
  apiClient: ApiClient,
  request: WordTranslationRequest,
  options?: EngineCallOptions,
): Promise<WordTranslationResponse> {
  return engineCall(
    apiClient,
    { path: TRANSLATE_WORD_PATH, method: API_ROUTES.translation.word.method, body: request },
    WordTranslationResponseSchema,
    options,
  );
}
