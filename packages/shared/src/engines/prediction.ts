// Issue 5 item 8 / DESIGN.md "Language engines": text prediction. `POST t/predict` completes
// the word being typed and suggests the next one from an n-gram model; signed-in users get
// suggestions adapted to the words they accepted before, which they can list and delete
// (`u/predictions/*`).
import * as z from 'zod/mini';

/** The longest `before` text accepted (413 above it); only its last words are used. */
export const PREDICTION_BEFORE_MAX_LENGTH = 500;
/** Suggestions answered when the request names no limit. */
export const PREDICTION_DEFAULT_LIMIT = 5;
/** The most suggestions one call answers. */
export const PREDICTION_MAX_LIMIT = 10;
/** The longest word stored or suggested, in characters. */
export const PREDICTION_WORD_MAX_LENGTH = 64;
/**
 * Accepted-word records kept per user and language (one per previous word → word pair); past
 * it, the least recently used go first, so a user's storage stays bounded.
 */
export const PREDICTION_STORED_WORDS_PER_LANGUAGE = 5000;
/** Predictions per caller per minute: a fast typist asks on every keystroke. */
export const PREDICTION_RATE_LIMIT = { limit: 600, windowMs: 60 * 1000 } as const;
/** Accepted words recorded per user per minute (one per accepted suggestion). */
export const PREDICTION_ACCEPT_RATE_LIMIT = { limit: 300, windowMs: 60 * 1000 } as const;

/** A catalogue language code (BCP 47 as the catalogue writes it: `en-US`, `fr-CA`). */
const LanguageCodeSchema = z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/));

/**
 * One word as prediction stores and suggests it: letters (with their marks), digits, inner
 * apostrophes and hyphens (`aujourd'hui`, `well-known`); no spaces.
 */
export const PREDICTION_WORD_PATTERN = /^[\p{L}\p{N}][\p{L}\p{M}\p{N}'’-]*$/u;
const PredictionWordSchema = z
  .string()
  .check(z.maxLength(PREDICTION_WORD_MAX_LENGTH), z.regex(PREDICTION_WORD_PATTERN));

/** The body of `POST t/predict`. */
export const PredictionRequestSchema = z.object({
  language: LanguageCodeSchema,
  /**
   * The text before the caret. Ending inside a word asks for completions of that word;
   * ending with a space or punctuation asks for the next word. Longer than
   * {@link PREDICTION_BEFORE_MAX_LENGTH} answers 413.
   */
  before: z.string(),
  limit: z.optional(z.number().check(z.int(), z.gte(1), z.lte(PREDICTION_MAX_LIMIT))),
});
export type PredictionRequest = z.infer<typeof PredictionRequestSchema>;

export const PREDICTION_SUGGESTION_KINDS = ['completion', 'next'] as const;

export const PredictionSuggestionSchema = z.object({
  /** The whole word: a completion replaces the partial word before the caret. */
  word: z.string(),
  kind: z.enum(PREDICTION_SUGGESTION_KINDS),
});
export type PredictionSuggestion = z.infer<typeof PredictionSuggestionSchema>;

/** The answer of `POST t/predict`: best first, possibly empty. */
export const PredictionResponseSchema = z.object({
  suggestions: z.array(PredictionSuggestionSchema),
  /** The engine that did the work, e.g. `ngram`. */
  engine: z.string(),
});
export type PredictionResponse = z.infer<typeof PredictionResponseSchema>;

/** The body of `POST u/predictions/accepted`: a word the user accepted (or finished typing). */
export const AcceptedWordSchema = z.object({
  language: LanguageCodeSchema,
  /** The word before it in the same sentence, if any. */
  previousWord: z.optional(PredictionWordSchema),
  word: PredictionWordSchema,
});
export type AcceptedWord = z.infer<typeof AcceptedWordSchema>;

/** One stored record: how often the user accepted `word` after `previousWord`. */
export const StoredPredictionWordSchema = z.object({
  /** The primary language the word was stored under (`en` for `en-GB`). */
  language: z.string(),
  /** Null when the word began a sentence or had no word before it. */
  previousWord: z.nullable(z.string()),
  word: z.string(),
  count: z.number(),
  lastUsedAt: z.string(),
});
export type StoredPredictionWord = z.infer<typeof StoredPredictionWordSchema>;

/** The query of `GET u/predictions/words`: one language, or every language when omitted. */
export const PredictionWordsQuerySchema = z.object({
  language: z.optional(LanguageCodeSchema),
});

/** The answer of `GET u/predictions/words`: most used first. */
export const PredictionWordsResponseSchema = z.object({
  words: z.array(StoredPredictionWordSchema),
});
export type PredictionWordsResponse = z.infer<typeof PredictionWordsResponseSchema>;

/**
 * The query of `DELETE u/predictions/words`: nothing deletes every stored word, `language`
 * those of one language, `language` and `word` one word (after any previous word).
 */
export const PredictionWordsDeleteQuerySchema = z.object({
  language: z.optional(LanguageCodeSchema),
  word: z.optional(PredictionWordSchema),
});

export const PredictionWordsDeletedSchema = z.object({
  /** How many stored records were deleted. */
  deleted: z.number(),
});
export type PredictionWordsDeleted = z.infer<typeof PredictionWordsDeletedSchema>;
