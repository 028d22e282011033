import { existsSync } from 'node:fs';
import type {
  CapabilitySupport,
  DictionaryDefinition,
  DictionaryEntry,
  DictionarySource,
} from '@motes/shared';
import { openDictdDictionary } from '../dictd/index.js';
import { primaryLanguage, type Engine } from '../engine.js';
import { baseForms } from './baseForms.js';
import { gcideEntries } from './gcideEntries.js';
import { loadPictureIndex, type PictureIndex } from './openMojiPictures.js';
import { openWordnetDatabase, type Synset, type WordnetPartOfSpeech } from './wordnetDatabase.js';

export interface DictionaryEngine extends Engine {
  /**
   * The senses of a word or of its base forms (`ran` → `run`), or null when the dictionary
   * has neither. Throws for a language `support()` says is not available.
   */
  define(word: string, language: string): Promise<DictionaryDefinition | null>;
  /** The SVG file behind a picture path the engine handed out (`1F3E0.svg`), else undefined. */
  picturePath(fileName: string): Promise<string | undefined>;
  /** Closes the open data files. */
  close(): Promise<void>;
}

export interface WordnetDictionaryOptions {
  /** WordNet's `dict` directory (index.noun, data.noun, …). */
  wordnetDirectory: string;
  /** The `openmoji` package directory; null leaves pictures out. */
  openMojiDirectory: string | null;
  /**
   * GCIDE's dictd files without their extensions (`/usr/share/dictd/gcide`, Debian's
   * `dict-gcide`): asked for the words WordNet lacks — `the`, `of`, `because`, `she` —
   * when installed; null never asks.
   */
  gcidePath: string | null;
}

/**
 * The English dictionary: WordNet senses, base forms, and OpenMoji pictures for nouns; GCIDE
 * for the words WordNet leaves out (it has no articles, pronouns, prepositions or
 * conjunctions).
 */
export function createWordnetDictionary(options: WordnetDictionaryOptions): DictionaryEngine {
  const installed = existsSync(options.wordnetDirectory);
  const database = openWordnetDatabase(options.wordnetDirectory);
  const { gcidePath } = options;
  const gcide = gcidePath ? openDictdDictionary(gcidePath) : null;
  /** GCIDE's senses for a word, or none when it is not installed (checked on every call). */
  const gcideEntriesFor = async (word: string) =>
    gcide && existsSync(`${gcidePath}.index`) ? gcideEntries(word, await gcide.lookup(word)) : [];
  const { openMojiDirectory } = options;
  let pictures: Promise<PictureIndex | null> | undefined;
  const pictureIndex = () =>
    (pictures ??= openMojiDirectory
      ? loadPictureIndex(openMojiDirectory, database)
      : Promise.resolve(null));

  const support = (languageCode: string): CapabilitySupport => {
    if (!installed) return { available: false, reason: 'not_installed' };
    if (primaryLanguage(languageCode) !== 'en') {
      return { available: false, reason: 'language_not_supported' };
    }
    return { available: true, engine: 'wordnet' };
  };

  return {
    name: 'wordnet',
    support,
    async define(word, language) {
      const supported = support(language);
      if (!supported.available) {
        throw new Error(`The dictionary has no data for ${language} (${supported.reason})`);
      }
      const forms = await baseForms(word, database);
      if (forms.length === 0) {
        const entries = await gcideEntriesFor(word);
        return entries.length > 0 ? answer(word, language, entries, 'gcide') : null;
      }
      const index = await pictureIndex();
      const entries: DictionaryEntry[] = [];
      for (const { lemma, partOfSpeech } of forms) {
        const offsets = await database.synsetOffsets(lemma, partOfSpeech);
        const synsets = await Promise.all(
          offsets.map((offset) => database.readSynset(offset, partOfSpeech)),
        );
        entries.push(...(await toEntries(lemma, partOfSpeech, synsets, index)));
      }
      return answer(word, language, entries, 'wordnet');
    },
    async picturePath(fileName) {
      return (await pictureIndex())?.filePath(fileName);
    },
    async close() {
      await Promise.all([database.close(), gcide?.close()]);
    },
  };
}

/** The headword is the first entry's base form; it is also what `t/tts` is asked to say. */
function answer(
  word: string,
  language: string,
  entries: DictionaryEntry[],
  source: DictionarySource,
): DictionaryDefinition {
  const headword = entries[0]!.lemma;
  return {
    word: word.trim(),
    lemma: headword,
    language,
    entries,
    source,
    pronunciation: { text: headword, language },
  };
}

/**
 * One entry per sense. A lemma's nouns get at most one picture, on the sense it shows (`bat`
 * the animal, not also the club beside it).
 */
async function toEntries(
  lemma: string,
  partOfSpeech: WordnetPartOfSpeech,
  synsets: Synset[],
  pictures: PictureIndex | null,
): Promise<DictionaryEntry[]> {
  const pictured =
    partOfSpeech === 'noun' && pictures ? await pictures.pictureFor(lemma, synsets) : undefined;
  return synsets.map((synset) => {
    // The synset writes the lemma with its capitals (`Paris`, `Cape_Cod`); the index does not.
    const written = synset.words.find((word) => word.toLowerCase() === lemma) ?? lemma;
    return {
      lemma: displayWord(written),
      partOfSpeech,
      definition: synset.definition,
      examples: synset.examples,
      synonyms: [
        ...new Set(synset.words.filter((word) => word.toLowerCase() !== lemma).map(displayWord)),
      ],
      ...(pictured?.sense === synset && { picture: pictured.picture }),
    };
  });
}

/** WordNet joins the words of a phrase with `_`: `ice_cream` → `ice cream`. */
function displayWord(word: string): string {
  return word.replaceAll('_', ' ');
}
