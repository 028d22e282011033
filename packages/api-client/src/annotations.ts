// Issue 7 item 4: the Highlighter's calls in the `u/` namespace
// (packages/shared/src/annotations): highlights ("My Annotations") and the vocabulary list.
// `u/` is a §7 group without retries; creating a highlight is idempotent on its client-made id
// all the same, so a caller who retries by hand never makes a second one.
import {
  API_ROUTES,
  apiPath,
  HighlightListSchema,
  HighlightSavedSchema,
  VocabularyListSchema,
  VocabularyWordSchema,
  type HighlightCreateInput,
  type HighlightExportFormat,
  type HighlightList,
  type HighlightListQuery,
  type HighlightSaved,
  type HighlightUpdateInput,
  type VocabularyAddInput,
  type VocabularyList,
  type VocabularyWord,
} from '@motes/shared';
import type { ApiClient } from './apiClient';
import { engineCall, engineRequest, type EngineCallOptions } from './engineCall';

/**
 * `POST u/highlights`: saves a highlight (a blue one also adds its text to the vocabulary list).
 * @throws ApiError (401 signed out, 400 invalid, 422 `highlight_id_reused`), ApiTimeoutError,
 * ApiNetworkError.
 */
export function createHighlight(
  apiClient: ApiClient,
  input: HighlightCreateInput,
  options?: EngineCallOptions,
): Promise<HighlightSaved> {
  return engineCall(
    apiClient,
    {
      path: API_ROUTES.highlights.create.path,
      method: API_ROUTES.highlights.create.method,
      body: input,
    },
    HighlightSavedSchema,
    options,
  );
}

/** `GET u/highlights`: one page of the caller's highlights, newest first. */
export function listHighlights(
  apiClient: ApiClient,
  query: HighlightListQuery = {},
  options?: EngineCallOptions,
): Promise<HighlightList> {
  return engineCall(
    apiClient,
    { path: API_ROUTES.highlights.list.path, query: { ...query } },
    HighlightListSchema,
    options,
  );
}

/** Every highlight of one page (following the cursor), newest first. */
export async function listPageHighlights(
  apiClient: ApiClient,
  pageUrl: string,
  options?: EngineCallOptions,
): Promise<HighlightList['highlights']> {
  const all: HighlightList['highlights'] = [];
  let cursor: string | undefined;
  do {
    const page = await listHighlights(apiClient, { pageUrl, cursor }, options);
    all.push(...page.highlights);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** `PATCH u/highlights/{id}`: a new colour and/or note. @throws ApiError (404). */
export function updateHighlight(
  apiClient: ApiClient,
  id: string,
  update: HighlightUpdateInput,
  options?: EngineCallOptions,
): Promise<HighlightSaved> {
  return engineCall(
    apiClient,
    {
      path: apiPath(API_ROUTES.highlights.update, { id }),
      method: API_ROUTES.highlights.update.method,
      body: update,
    },
    HighlightSavedSchema,
    options,
  );
}

/** `DELETE u/highlights/{id}` (its vocabulary word stays). @throws ApiError (404). */
export async function deleteHighlight(
  apiClient: ApiClient,
  id: string,
  options?: EngineCallOptions,
): Promise<void> {
  await engineRequest(
    apiClient,
    {
      path: apiPath(API_ROUTES.highlights.delete, { id }),
      method: API_ROUTES.highlights.delete.method,
    },
    options,
  );
}

/**
 * `GET u/highlights/export?format=`: the file, to save. (A download link would carry no
 * Authorization header, so the caller fetches it and offers the Blob.)
 */
export async function exportHighlights(
  apiClient: ApiClient,
  format: HighlightExportFormat,
  options?: EngineCallOptions,
): Promise<Blob> {
  const response = await engineRequest(
    apiClient,
    { path: API_ROUTES.highlights.export.path, query: { format }, responseType: 'blob' },
    options,
  );
  return response.data as Blob;
}

/** `GET u/vocabulary`: the caller's words, newest first. */
export function listVocabulary(
  apiClient: ApiClient,
  options?: EngineCallOptions,
): Promise<VocabularyList> {
  return engineCall(
    apiClient,
    { path: API_ROUTES.vocabulary.list.path },
    VocabularyListSchema,
    options,
  );
}

/** `POST u/vocabulary`: adds a word (answers the one already there, whatever its case). */
export function addVocabularyWord(
  apiClient: ApiClient,
  input: VocabularyAddInput,
  options?: EngineCallOptions,
): Promise<VocabularyWord> {
  return engineCall(
    apiClient,
    {
      path: API_ROUTES.vocabulary.add.path,
      method: API_ROUTES.vocabulary.add.method,
      body: input,
    },
    VocabularyWordSchema,
    options,
  );
}

/** `DELETE u/vocabulary/{id}`. @throws ApiError (404). */
export async function deleteVocabularyWord(
  apiClient: ApiClient,
  id: string,
  options?: EngineCallOptions,
): Promise<void> {
  await engineRequest(
    apiClient,
    {
      path: apiPath(API_ROUTES.vocabulary.delete, { id }),
      method: API_ROUTES.vocabulary.delete.method,
    },
    options,
  );
}
