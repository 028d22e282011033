// Issue 5 item 6: the dictionary. `GET d/define` answers a word's senses, its base form, what
// to send to `t/tts` to hear it, and a picture for concrete nouns.
import {
  API_ROUTES,
  DictionaryDefinitionSchema,
  type DictionaryDefineQuery,
  type DictionaryDefinition,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, type EngineCallOptions } from './engineCall';

export const DEFINE_PATH = API_ROUTES.dictionary.define.path;

/**
 * `GET d/define?word=&language=`: the word's senses, most common first.
 * @throws ApiError (404 `word_not_found` when neither the word nor a base form of it is
 * known, 422 `unsupported_language`, 429), ApiTimeoutError, ApiNetworkError.
 */
export function defineWord(
  apiClient: ApiClient,
  query: DictionaryDefineQuery,
  options?: EngineCallOptions,
): Promise<DictionaryDefinition> {
  return engineCall(
    apiClient,
    { path: DEFINE_PATH, query: { word: query.word, language: query.language } },
    DictionaryDefinitionSchema,
    options,
  );
}
