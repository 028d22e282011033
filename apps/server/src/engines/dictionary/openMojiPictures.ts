import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { dictionaryPicturePath, type DictionaryPicture } from '@motes/shared';
import type { Synset, WordnetDatabase } from './wordnetDatabase.js';

/**
 * Pictures for concrete nouns from OpenMoji (npm `openmoji`, CC BY-SA 4.0): 4,000 emoji
 * drawings, each with an English annotation (`house`, `computer mouse`) and keywords. The SVGs
 * are served unchanged from the package by `GET d/pictures/:file`, so the repository carries
 * none.
 *
 * No picture is better than a wrong one. A word has many senses and an emoji shows one, so a
 * sense gets the picture only when
 * 1. the emoji's annotation is exactly the word looked up or the sense's first word (`red
 *    apple` matches nothing; other synonyms are not tried: slang ones lead astray);
 * 2. the emoji's category fits the kind of thing WordNet files the sense under (its
 *    lexicographer file): the bat emoji is an animal, so the cricket bat gets none;
 * 3. when several senses pass 1 and 2, the one sharing most of the emoji's keywords (with
 *    its definition, its words or what it is a kind of) gets the picture; if none shares
 *    any, the lemma's first (most common) sense does, and otherwise no sense. `peacock` is
 *    first a butterfly in WordNet, but the emoji's keyword `bird` is among the second
 *    sense's ancestors; `hammer` is first a gunlock part, but `tool` picks the hand tool.
 * Faces, gestures, symbols, flags and OpenMoji's own extras (brand logos: `apple`) are left
 * out, as are the few emoji that still picked a wrong sense when all 4,000 were checked.
 */
export interface PictureIndex {
  /** The picture for one of a lemma's noun senses: which sense, and the picture. */
  pictureFor(
    lemma: string,
    senses: Synset[],
  ): Promise<{ sense: Synset; picture: DictionaryPicture } | undefined>;
  /** The SVG file of a picture this index hands out (`1F3E0.svg`), or undefined. */
  filePath(fileName: string): string | undefined;
}

/** WordNet lexicographer files (lexnames) of concrete nouns. */
const ANIMAL = 5;
const ARTIFACT = 6;
const BODY = 8;
const FOOD = 13;
const LOCATION = 15;
const NATURAL_OBJECT = 17;
const PERSON = 18;
const PHENOMENON = 19;
const PLANT = 20;
const POSSESSION = 21;

/**
 * OpenMoji category (`group/subgroup`, or a whole group) → the lexicographer files of the
 * senses its emoji may show. Fruit and vegetables show the food, not the plant.
 */
const LEXICOGRAPHER_FILES_BY_CATEGORY: Record<string, readonly number[]> = {
  'people-body/person': [PERSON],
  'people-body/person-role': [PERSON],
  'people-body/body-parts': [BODY],
  'animals-nature/animal-mammal': [ANIMAL],
  'animals-nature/animal-bird': [ANIMAL],
  'animals-nature/animal-amphibian': [ANIMAL],
  'animals-nature/animal-reptile': [ANIMAL],
  'animals-nature/animal-marine': [ANIMAL],
  'animals-nature/animal-bug': [ANIMAL],
  'animals-nature/plant-flower': [PLANT],
  'animals-nature/plant-other': [PLANT],
  'food-drink/food-fruit': [FOOD],
  'food-drink/food-vegetable': [FOOD],
  'food-drink/food-prepared': [FOOD],
  'food-drink/food-asian': [FOOD],
  'food-drink/food-sweet': [FOOD],
  'food-drink/drink': [FOOD, ARTIFACT],
  'food-drink/dishware': [ARTIFACT],
  'travel-places/place-map': [ARTIFACT],
  'travel-places/place-geographic': [NATURAL_OBJECT, LOCATION],
  'travel-places/place-building': [ARTIFACT],
  'travel-places/place-religious': [ARTIFACT],
  'travel-places/place-other': [ARTIFACT, NATURAL_OBJECT],
  'travel-places/transport-ground': [ARTIFACT],
  'travel-places/transport-water': [ARTIFACT],
  'travel-places/transport-air': [ARTIFACT],
  'travel-places/hotel': [ARTIFACT],
  'travel-places/time': [ARTIFACT],
  'travel-places/sky-weather': [NATURAL_OBJECT, PHENOMENON, ARTIFACT],
  activities: [ARTIFACT],
  objects: [ARTIFACT],
  'objects/money': [ARTIFACT, POSSESSION],
};

/**
 * Keywords that every sense of the emoji's category meets (a butterfly is an animal too), so
 * they cannot tell senses apart.
 */
const CATEGORY_KEYWORDS = new Set(['animal', 'plant', 'food']);

/**
 * Emoji that still land on a wrong sense, found by checking every match by hand: WordNet's
 * only or first sense of their kind is another thing (`black cat` is the fisher, `dragon` a
 * gliding lizard, `rosette` a cluster of leaves, `notebook` a computer — the paper one is
 * filed as communication —, `tram` an aerial tramway, `station` any facility, `joystick` an
 * aircraft's lever, `lollipop` an ice lolly, `hook` a door catch, `construction` any
 * constructed thing, `ice` icing, `wood` a woodwind, `ribbon` a typewriter's) or their
 * keywords meet the wrong one (`fire` the fireplace, `cityscape` a painting, `bank` — keyword
 * `money` — the piggy bank).
 */
const EXCLUDED_HEXCODES = new Set([
  '1F408-200D-2B1B', // black cat
  '1F409', // dragon
  '1F3F5', // rosette
  '1F4D3', // notebook
  '1F68A', // tram
  '1F689', // station
  '1F579', // joystick
  '1F36D', // lollipop
  '1FA9D', // hook
  '1F6A7', // construction
  '1F525', // fire
  '1F3D9', // cityscape
  '1F9CA', // ice
  '1FAB5', // wood
  '1F380', // ribbon
  '1F3E6', // bank
]);

interface OpenMojiRecord {
  hexcode: string;
  group: string;
  subgroups: string;
  annotation: string;
  tags: string;
  openmoji_tags: string;
  skintone: string;
  openmoji_author: string;
}

interface Candidate {
  hexcode: string;
  label: string;
  author: string;
  lexicographerFiles: readonly number[];
  keywords: Set<string>;
}

const LICENSE = 'CC BY-SA 4.0';
const LICENSE_URL = 'https://creativecommons.org/licenses/by-sa/4.0/';
const SOURCE_URL = 'https://openmoji.org/';

/** Reads the annotations (2 MB of JSON, ~30 ms) from the `openmoji` package directory. */
export async function loadPictureIndex(
  openMojiDirectory: string,
  database: WordnetDatabase,
): Promise<PictureIndex> {
  const records = JSON.parse(
    await readFile(path.join(openMojiDirectory, 'data', 'openmoji.json'), 'utf8'),
  ) as OpenMojiRecord[];
  const byWord = new Map<string, Candidate[]>();
  const fileNames = new Set<string>();
  for (const record of records) {
    const lexicographerFiles =
      LEXICOGRAPHER_FILES_BY_CATEGORY[`${record.group}/${record.subgroups}`] ??
      LEXICOGRAPHER_FILES_BY_CATEGORY[record.group];
    // Skin-tone variants repeat their base emoji's annotation.
    if (!lexicographerFiles || record.skintone || EXCLUDED_HEXCODES.has(record.hexcode)) continue;
    const word = wordKey(record.annotation);
    const ownWords = new Set(tokens(record.annotation));
    const keywords = new Set(
      tokens(`${record.tags} ${record.openmoji_tags}`).filter(
        (token) => !ownWords.has(token) && !CATEGORY_KEYWORDS.has(token),
      ),
    );
    const candidates = byWord.get(word) ?? [];
    candidates.push({
      hexcode: record.hexcode,
      label: record.annotation,
      author: record.openmoji_author,
      lexicographerFiles,
      keywords,
    });
    byWord.set(word, candidates);
    fileNames.add(`${record.hexcode}.svg`);
  }
  const svgDirectory = path.join(openMojiDirectory, 'color', 'svg');

  /** How many of the emoji's keywords the sense's definition, words and ancestors share. */
  const sharedKeywords = async (candidate: Candidate, sense: Synset) => {
    const ancestors = await database.ancestors(sense);
    const context = new Set(
      tokens([sense.definition, ...sense.words, ...ancestors.flatMap((a) => a.words)].join(' ')),
    );
    // A keyword also meets the longer words it begins (`photo` → `photographs`).
    return [...candidate.keywords].filter(
      (keyword) =>
        context.has(keyword) ||
        (keyword.length >= 4 && [...context].some((word) => word.startsWith(keyword))),
    ).length;
  };

  return {
    async pictureFor(lemma, senses) {
      const matches = senses.flatMap((sense) =>
        [...new Set([wordKey(lemma), wordKey(sense.words[0]!)])].flatMap((word) =>
          (byWord.get(word) ?? [])
            .filter((candidate) => candidate.lexicographerFiles.includes(sense.lexicographerFile))
            .map((candidate) => ({ sense, candidate })),
        ),
      );
      if (matches.length === 0) return undefined;
      // WordNet orders senses by how common they are: the first sense of the emoji's kind
      // keeps the picture unless the keywords point to a later one and not to it (`pen` the
      // writing implement, not the enclosure; `peacock` the bird, not the butterfly).
      const scored = [];
      for (const match of matches) {
        scored.push({ ...match, score: await sharedKeywords(match.candidate, match.sense) });
      }
      const first = scored[0]!;
      const best = scored.reduce((a, b) => (b.score > a.score ? b : a));
      const chosen = first.score > 0 || best.score === 0 ? first : best;
      return { sense: chosen.sense, picture: toPicture(chosen.candidate) };
    },
    filePath(fileName) {
      return fileNames.has(fileName) ? path.join(svgDirectory, fileName) : undefined;
    },
  };
}

/** WordNet writes `computer_mouse`, OpenMoji `computer mouse`; both are compared lower case. */
function wordKey(word: string): string {
  return word.toLowerCase().replaceAll('_', ' ').replaceAll('’', "'");
}

/** Lower-case words of three letters or more, a plural `s` dropped (`tools` → `tool`). */
function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).map((word) =>
    word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word,
  );
}

function toPicture(candidate: Candidate): DictionaryPicture {
  return {
    path: dictionaryPicturePath(candidate.hexcode),
    label: candidate.label,
    attribution: {
      text: `OpenMoji – the open-source emoji and icon project${candidate.author ? ` (${candidate.author})` : ''}`,
      license: LICENSE,
      licenseUrl: LICENSE_URL,
      sourceUrl: SOURCE_URL,
    },
  };
}
