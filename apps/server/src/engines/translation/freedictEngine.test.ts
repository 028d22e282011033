// Issue 5 item 5: "single words through FreeDict dictionaries read directly from their
// `.index`/`.dict.dz` files … The answer says which engine translated it." Runs on the real
// Debian dict-freedict-* packages (and Apertium where a pair has no dictionary).
import { afterAll, describe, expect, it } from 'vitest';
import { parseFreedictEntry } from './freedictEntry.js';
import {
  createTranslationEngine,
  createWordTranslationEngine,
  UnsupportedPairError,
} from './index.js';

describe('FreeDict word translation', () => {
  const words = createWordTranslationEngine();
  afterAll(() => words.close());

  it('translates "house" from English into Spanish', async () => {
    const answer = await words.translateWord({ word: 'house', from: 'en-US', to: 'es-ES' });
    expect(answer.engine).toBe('freedict');
    expect(answer.word).toBe('house');
    expect(answer.entries[0]).toEqual({
      headword: 'house',
      pronunciation: '/haus/',
      translations: ['casa'],
    });
  });

  it('finds a capitalized or punctuated selection under its lower-case headword', async () => {
    const answer = await words.translateWord({ word: '“House,”', from: 'en-GB', to: 'fr-CA' });
    expect(answer.word).toBe('“House,”');
    expect(answer.entries.map((entry) => entry.translations)).toEqual([['maison']]);
  });

  it('reads part of speech and senses, and leaves examples and notes out', async () => {
    const portuguese = await words.translateWord({ word: 'about', from: 'en-US', to: 'pt-BR' });
    expect(portuguese.entries[0]).toMatchObject({ partOfSpeech: 'prep, adv' });
    expect(portuguese.entries[0]!.translations).toEqual(
      expect.arrayContaining(['sobre', 'acerca de', 'cerca de']),
    );
    const german = await words.translateWord({ word: 'house', from: 'en-US', to: 'de-DE' });
    expect(german.entries.flatMap((entry) => entry.translations)).toContain('Haus');
    expect(JSON.stringify(german)).not.toMatch(/build a house|Synonym|see:/);
  });

  it('translates into English too (French → English)', async () => {
    const answer = await words.translateWord({ word: 'maison', from: 'fr-FR', to: 'en-US' });
    expect(answer.entries).toEqual([
      {
        headword: 'maison',
        pronunciation: '/mɛzɔ̃/',
        partOfSpeech: 'n, fem',
        translations: ['house'],
      },
    ]);
  });

  it('answers no entries, not an error, for a word the dictionary does not have', async () => {
    const answer = await words.translateWord({ word: 'zzxqv', from: 'en-US', to: 'es-ES' });
    expect(answer).toEqual({ word: 'zzxqv', entries: [], engine: 'freedict' });
    const metadata = await words.translateWord({
      word: '00databaseinfo',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(metadata.entries).toEqual([]);
  });

  it('supports a language with a dictionary from or into English', async () => {
    for (const code of ['en-US', 'es-US', 'fr-FR', 'pt-BR', 'de-DE', 'ar-EG', 'it-IT']) {
      expect(words.support(code)).toEqual({ available: true, engine: 'freedict' });
    }
    expect(words.support('zh-CN')).toEqual({ available: false, reason: 'language_not_supported' });
  });

  it('refuses a pair without a dictionary when no sentence engine stands in', async () => {
    expect(await words.canTranslate('de-DE', 'en-US')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    await expect(
      words.translateWord({ word: 'Haus', from: 'de-DE', to: 'en-US' }),
    ).rejects.toBeInstanceOf(UnsupportedPairError);
  });

  it('says not_installed when no dictionary is installed', async () => {
    const none = createWordTranslationEngine({ dictdDir: '/nonexistent/dictd' });
    expect(none.support('es-ES')).toEqual({ available: false, reason: 'not_installed' });
    expect(await none.canTranslate('en-US', 'es-ES')).toEqual({
      available: false,
      reason: 'not_installed',
    });
  });
});

describe('word translation through the sentence engine where no dictionary exists', () => {
  const sentences = createTranslationEngine({ provider: 'apertium' });
  const words = createWordTranslationEngine({ sentenceEngine: sentences });
  afterAll(async () => {
    await words.close();
    await sentences.close();
  });

  it('translates an English word into Catalan with Apertium, and names it', async () => {
    expect(words.support('ca-ES')).toEqual({ available: true, engine: 'apertium' });
    const answer = await words.translateWord({ word: 'house', from: 'en-US', to: 'ca-ES' });
    expect(answer).toEqual({
      word: 'house',
      entries: [{ headword: 'house', translations: ['casa'] }],
      engine: 'apertium',
    });
  });

  it('answers no entries when the sentence engine passes the word through untranslated', async () => {
    const answer = await words.translateWord({ word: 'Xyzzyq', from: 'en-US', to: 'ca-ES' });
    expect(answer).toEqual({ word: 'Xyzzyq', entries: [], engine: 'apertium' });
  });
});

describe('parseFreedictEntry', () => {
  it('reads numbered senses and grammar (eng-por "abode")', () => {
    expect(
      parseFreedictEntry('abode /əboud/ <s>\n1. domicílio\n2. aposento, habitação, morada\n'),
    ).toEqual({
      headword: 'abode',
      pronunciation: '/əboud/',
      partOfSpeech: 's',
      translations: ['domicílio', 'aposento', 'habitação', 'morada'],
    });
  });

  it('drops labels, gender tags, examples, notes and cross-references (eng-deu)', () => {
    const entry = [
      'congo eels /kˈɒŋɡəʊ ˈiːlz/',
      ' [coll.] Aalmolche <pl>, Fischmolche <pl> [zool.]',
      '         Note: Amphiuma',
      '      "build a house"  - ein Haus bauen',
      '   Synonyms: {amphiuma salamanders}, {amphiumas}, {congo snakes}',
      ' see: {eel ladders}',
      '',
    ].join('\n');
    expect(parseFreedictEntry(entry)).toEqual({
      headword: 'congo eels',
      pronunciation: '/kˈɒŋɡəʊ ˈiːlz/',
      translations: ['Aalmolche', 'Fischmolche'],
    });
  });

  it('keeps commas inside brackets within one translation', () => {
    expect(parseFreedictEntry('home\nHeim (für Kinder, Alte), Zuhause\n').translations).toEqual([
      'Heim (für Kinder, Alte)',
      'Zuhause',
    ]);
  });
});
