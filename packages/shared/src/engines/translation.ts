// Issue 5 item 5 / DESIGN.md "Language engines": sentence translation (`POST t/translate`,
// Apertium or LibreTranslate) and single-word translation (`POST t/translate/word`, FreeDict
// dictionaries). Every answer names the engine that produced it.
import * as z from 'zod/mini';
import { LocaleCodeSchema } from '../identity/locales';

/**
 * The longest text `t/translate` takes, in characters (UTF-16 code units, as `String.length`
 * counts): a few paragraphs of a page. Longer text is refused with 413 (INPUT_TOO_LARGE_ERROR).
 */
export const TRANSLATION_TEXT_MAX_CHARS = 5_000;

/** The longest word or expression `t/translate/word` looks up, in characters. */
export const WORD_TRANSLATION_MAX_CHARS = 100;

/**
 * Translations one caller may ask for per minute. Warm Apertium answers in ~8 ms, so these
 * guard against scripts, not readers: a reader clicks a word or a sentence every few seconds.
 */
export const TRANSLATION_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 } as const;
export const WORD_TRANSLATION_RATE_LIMIT = { limit: 120, windowMs: 60 * 1000 } as const;

export const TranslationRequestSchema = z.object({
  text: z.string().check(z.minLength(1), z.maxLength(TRANSLATION_TEXT_MAX_CHARS)),
  /** Catalogue language codes (`en-US`, `fr-FR`, `pt-BR`). */
  from: LocaleCodeSchema,
  to: LocaleCodeSchema,
});
export type TranslationRequest = z.infer<typeof TranslationRequestSchema>;

export const TranslationResponseSchema = z.object({
  translation: z.string(),
  /** The engine that translated, e.g. `apertium`, `libretranslate`. */
  engine: z.string(),
  /**
   * The languages the text went through, source first (BCP 47): `['en', 'es']` for a direct
   * pair, `['en', 'es', 'fr']` when no direct pair exists and Spanish is the pivot.
   */
  path: z.array(z.string()),
});
export type TranslationResponse = z.infer<typeof TranslationResponseSchema>;

export const WordTranslationRequestSchema = z.object({
  word: z.string().check(z.minLength(1), z.maxLength(WORD_TRANSLATION_MAX_CHARS)),
  from: LocaleCodeSchema,
  to: LocaleCodeSchema,
});
export type WordTranslationRequest = z.infer<typeof WordTranslationRequestSchema>;

/** One dictionary entry for the word: a word can have several (a noun and a verb, say). */
export const WordTranslationEntrySchema = z.object({
  headword: z.string(),
  /** IPA between slashes as the dictionary writes it: `/haus/`. */
  pronunciation: z.optional(z.string()),
  /** As the dictionary abbreviates it: `n`, `vt`, `adj`, `n, fem`. */
  partOfSpeech: z.optional(z.string()),
  /** The translations in the dictionary's order, most common sense first. */
  translations: z.array(z.string()),
});
export type WordTranslationEntry = z.infer<typeof WordTranslationEntrySchema>;

/**
 * The answer of `t/translate/word`. A word the dictionary does not have is not an error: the
 * answer is 200 with no entries, so the interface can say "no translation found" and offer to
 * translate the sentence instead.
 */
export const WordTranslationResponseSchema = z.object({
  word: z.string(),
  entries: z.array(WordTranslationEntrySchema),
  /** The engine that answered, e.g. `freedict`, or the sentence engine when it stood in. */
  engine: z.string(),
});
export type WordTranslationResponse = z.infer<typeof WordTranslationResponseSchema>;
