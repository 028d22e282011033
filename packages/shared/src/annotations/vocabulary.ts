// Issue 7 item 4: the user's vocabulary list (market-notes.md "Vocabulary"), fed by the blue
// §3 "Vocabulary" highlighter and kept in the `u/` namespace.
//
// GET    u/vocabulary         the caller's words, newest first → VocabularyList
// POST   u/vocabulary         add a word → 201, or 200 with the word already there
// DELETE u/vocabulary/{id}    → 204
//
// Deleting a highlight leaves its word in the list: the list is the learner's, not the page's.
import * as z from 'zod/mini';
import { PageUrlSchema } from './pageUrlSchema';
import { API_ROUTES } from '../api/apiRoutes';

export const VOCABULARY_PATH = API_ROUTES.vocabulary.list.path;
/** Longest word or phrase the list keeps; a longer Vocabulary highlight is not added. */
export const VOCABULARY_WORD_MAX_LENGTH = 80;
/** Words in one answer of `GET u/vocabulary` (the newest). */
export const VOCABULARY_LIST_MAX = 1000;

/**
 * The form a word is kept in: spaces trimmed and runs of white space made one space, and
 * punctuation around it dropped ("rivers," → "rivers"). Letters keep their case.
 */
export function normalizeVocabularyWord(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** `POST u/vocabulary` body. */
export const VocabularyAddSchema = z.object({
  word: z
    .string()
    .check(z.regex(/[\p{L}\p{N}]/u, 'Give a word'), z.maxLength(VOCABULARY_WORD_MAX_LENGTH * 2)),
  pageUrl: z.optional(z.nullable(PageUrlSchema)),
});
export type VocabularyAddInput = z.input<typeof VocabularyAddSchema>;

export const VocabularyWordSchema = z.object({
  id: z.string(),
  word: z.string(),
  /** The page it was collected on, when it came from a highlight or was sent with one. */
  pageUrl: z.nullable(z.string()),
  createdAt: z.iso.datetime(),
});
export type VocabularyWord = z.infer<typeof VocabularyWordSchema>;

export const VocabularyListSchema = z.object({ words: z.array(VocabularyWordSchema) });
export type VocabularyList = z.infer<typeof VocabularyListSchema>;

export const VOCABULARY_WORD_NOT_FOUND_ERROR = 'vocabulary_word_not_found';
export const VOCABULARY_WORD_NOT_FOUND_MESSAGE = 'This word is not in your vocabulary list.';
