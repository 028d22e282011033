// Issue 5 item 6 / DESIGN.md "Language engines": the dictionary. `GET d/define` answers a
// word's senses from WordNet (English) with the word's base form (ran → run), what the client
// needs to have the word spoken (`t/tts`), and a picture for concrete nouns where the shipped
// open image set has one.
import * as z from 'zod/mini';

/** The longest word or phrase looked up, in characters (WordNet's longest lemma has 71). */
export const DICTIONARY_WORD_MAX_LENGTH = 80;

/** Lookups one caller may make per window: a reader taps words quickly, one lookup per tap. */
export const DICTIONARY_RATE_LIMIT = { limit: 120, windowMs: 60 * 1000 } as const;

/** The error code (404) when the dictionary has neither the word nor a base form of it. */
export const WORD_NOT_FOUND_ERROR = 'word_not_found';

/** WordNet has the first four; GCIDE also defines the small words WordNet leaves out. */
export const PARTS_OF_SPEECH = [
  'noun',
  'verb',
  'adjective',
  'adverb',
  'pronoun',
  'preposition',
  'conjunction',
  'interjection',
  'article',
] as const;
export type PartOfSpeech = (typeof PARTS_OF_SPEECH)[number];

/** Where an answer's senses come from. */
export const DICTIONARY_SOURCES = ['wordnet', 'gcide'] as const;
export type DictionarySource = (typeof DICTIONARY_SOURCES)[number];

/** The query of `GET d/define`. */
export const DictionaryDefineQuerySchema = z.object({
  /** The word as the reader met it, inflected or not (`ran`, `children`, `ice cream`). */
  word: z.string().check(z.trim(), z.minLength(1), z.maxLength(DICTIONARY_WORD_MAX_LENGTH)),
  /** A catalogue language code (BCP 47 as the catalogue writes it: `en-US`, `en-GB`). */
  language: z.string().check(z.regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
});
export type DictionaryDefineQuery = z.infer<typeof DictionaryDefineQuerySchema>;

/** Who made a picture and under which licence: shown beside the picture, as its licence asks. */
export const PictureAttributionSchema = z.object({
  /** The credit line, e.g. `OpenMoji – the open-source emoji and icon project (Martin Wehl)`. */
  text: z.string(),
  license: z.string(),
  licenseUrl: z.string(),
  sourceUrl: z.string(),
});
export type PictureAttribution = z.infer<typeof PictureAttributionSchema>;

/** The API path (relative to the API base) of a dictionary picture: `d/pictures/1F3E0.svg`. */
export function dictionaryPicturePath(pictureId: string): string {
  return `d/pictures/${pictureId}.svg`;
}

/** A picture of what a concrete noun names, for one sense. */
export const DictionaryPictureSchema = z.object({
  /** The image's API path relative to the API base, e.g. `d/pictures/1F3E0.svg` (SVG). */
  path: z.string(),
  /** What the picture shows, in English (`house`): its alternative text. */
  label: z.string(),
  attribution: PictureAttributionSchema,
});
export type DictionaryPicture = z.infer<typeof DictionaryPictureSchema>;

/** One sense of one base form. */
export const DictionaryEntrySchema = z.object({
  /** The base form this sense belongs to (`run` for the word `ran`). */
  lemma: z.string(),
  /** Null where the source does not say (GCIDE's entries for inflected forms: `imp.`). */
  partOfSpeech: z.nullable(z.enum(PARTS_OF_SPEECH)),
  definition: z.string(),
  /** Sentences using the word in this sense; may be empty. */
  examples: z.array(z.string()),
  /** Other words for this sense (WordNet's synset), without the lemma itself; may be empty. */
  synonyms: z.array(z.string()),
  /** Only for concrete nouns whose sense the picture clearly shows; absent otherwise. */
  picture: z.optional(DictionaryPictureSchema),
});
export type DictionaryEntry = z.infer<typeof DictionaryEntrySchema>;

/** The answer of `GET d/define`. */
export const DictionaryDefinitionSchema = z.object({
  /** The word as asked, trimmed. */
  word: z.string(),
  /** The first base form found: the headword to show (`run` for `ran`). */
  lemma: z.string(),
  language: z.string(),
  /** The senses, grouped by base form and part of speech, most common first within each. */
  entries: z.array(DictionaryEntrySchema),
  source: z.enum(DICTIONARY_SOURCES),
  /** What to send to `POST t/tts` to hear the headword. */
  pronunciation: z.object({ text: z.string(), language: z.string() }),
});
export type DictionaryDefinition = z.infer<typeof DictionaryDefinitionSchema>;
