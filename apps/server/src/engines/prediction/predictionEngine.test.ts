// Issue 5 item 8: text prediction on the real committed models (built from npm data by
// scripts/prediction/build-model.mjs). No fakes.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createPredictionEngine, type PredictInput } from './index.js';

const modelsDir = fileURLToPath(new URL('./models/', import.meta.url));
const engine = createPredictionEngine({ modelsDir });
afterAll(() => engine.close());

async function words(before: string, input: Partial<PredictInput> = {}): Promise<string[]> {
  const answer = await engine.predict({ language: 'en-US', before, limit: 5, ...input });
  return answer.suggestions.map((suggestion) => suggestion.word);
}

describe('prediction engine (issue 5 item 8)', () => {
  it('supports English, French and Spanish (and German, Italian, Portuguese) by primary language', () => {
    for (const code of ['en-US', 'en-GB', 'fr-FR', 'fr-CA', 'es-ES', 'es-US', 'de-DE', 'pt-BR']) {
      expect(engine.support(code)).toEqual({ available: true, engine: 'ngram' });
    }
    for (const code of ['ar-EG', 'zh-CN', 'vi-VN']) {
      expect(engine.support(code)).toEqual({ available: false, reason: 'language_not_supported' });
    }
  });

  it('is not installed when its models folder holds no model', () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'motes-prediction-'));
    try {
      expect(createPredictionEngine({ modelsDir: empty }).support('en-US')).toEqual({
        available: false,
        reason: 'not_installed',
      });
    } finally {
      rmSync(empty, { recursive: true });
    }
  });

  it("suggests sensible next words after 'I would like to' (the issue's done-when)", async () => {
    const answer = await engine.predict({
      language: 'en-US',
      before: 'I would like to ',
      limit: 5,
    });
    expect(answer.engine).toBe('ngram');
    expect(answer.suggestions.every((suggestion) => suggestion.kind === 'next')).toBe(true);
    const verbs = [
      'go',
      'see',
      'be',
      'know',
      'thank',
      'make',
      'say',
      'have',
      'get',
      'take',
      'come',
      'look',
      'keep',
      'try',
    ];
    const sensible = answer.suggestions.filter((suggestion) => verbs.includes(suggestion.word));
    expect(sensible.length).toBeGreaterThanOrEqual(3);
  });

  it('completes the word being typed, keeping the typed capital', async () => {
    expect(await words('hou')).toContain('house');
    expect(await words('Hou')).toContain('House');
    expect(await words('the new hou')).toContain('house');
    const answer = await engine.predict({ language: 'en-GB', before: 'hou', limit: 3 });
    expect(answer.suggestions).toHaveLength(3);
    expect(answer.suggestions.every((suggestion) => suggestion.kind === 'completion')).toBe(true);
  });

  it('uses the context: a completion after "I would like to" favours verbs', async () => {
    expect((await words('I would like to g')).slice(0, 2)).toContain('go');
  });

  it('starts a sentence with a capital, and knows the pronoun I', async () => {
    const opening = await words('');
    expect(opening.every((word) => /^\p{Lu}/u.test(word))).toBe(true);
    expect((await words('It rained. ')).every((word) => /^\p{Lu}/u.test(word))).toBe(true);
    expect((await words('i'))[0]).toBe('I');
  });

  it('completes French, with or without accents and after an elision', async () => {
    expect(await words('bonj', { language: 'fr-FR' })).toContain('bonjour');
    expect(await words('je vais à l’éc', { language: 'fr-FR', limit: 10 })).toContain("l'école");
    expect(await words('ecol', { language: 'fr-CA' })).toContain('école');
    expect(await words('aujo', { language: 'fr-FR' })).toContain("aujourd'hui");
  });

  it('completes Spanish', async () => {
    expect(await words('escu', { language: 'es-ES' })).toContain('escuela');
    expect(await words('hol', { language: 'es-US' })).toContain('hola');
  });

  it('without next-word data (French) still answers frequent words, honestly', async () => {
    const next = await words('je voudrais ', { language: 'fr-FR' });
    expect(next).toHaveLength(5);
  });

  it('adapts to the user: a rare word accepted twice is suggested', async () => {
    // The route reads these counts from the user's stored words (prediction_words).
    const userWords = [{ word: 'aardvark', total: 2, afterPrevious: 2 }];
    expect(await words('what a lovely ')).not.toContain('aardvark');
    expect((await words('what a lovely ', { userWords }))[0]).toBe('aardvark');
    // A word the model does not know at all, accepted twice after other words.
    const ownWord = [{ word: 'Zorblax', total: 2, afterPrevious: 0 }];
    expect(await words('I met zo', { userWords: ownWord })).toContain('Zorblax');
  });

  it('tells the route which stored words to read, and stores words in the usual form', async () => {
    expect(engine.userWordQuery('Thank You')).toEqual({ prefix: 'you', previousWord: 'thank' });
    expect(engine.userWordQuery('Well. ')).toEqual({ prefix: '', previousWord: '' });
    expect(await engine.storedForm('en-US', 'The')).toBe('the');
    expect(await engine.storedForm('en-US', 'monday')).toBe('Monday');
    expect(await engine.storedForm('en-US', 'Zorblax')).toBe('Zorblax');
  });

  it('refuses a language it has no model for', async () => {
    await expect(engine.predict({ language: 'ar-EG', before: 'x', limit: 5 })).rejects.toThrow(
      /No prediction model/,
    );
  });
});
