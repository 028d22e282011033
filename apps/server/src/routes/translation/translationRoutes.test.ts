// Issue 5 item 5: translation over HTTP. Done when "'Please open your books' translates to
// Spanish and French (through the pivot)"; "the answer says which engine translated it".
// A real app (buildApp) with the real engines: the server's own apertium-apy and the Debian
// FreeDict dictionaries. No database: the routes are open to every caller.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINE_UNAVAILABLE_ERROR,
  INPUT_TOO_LARGE_ERROR,
  TRANSLATION_TEXT_MAX_CHARS,
  TranslationResponseSchema,
  UNSUPPORTED_LANGUAGE_ERROR,
  WORD_TRANSLATION_RATE_LIMIT,
  WordTranslationResponseSchema,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { EngineRateLimiter } from '../../engines/engineRateLimit.js';
import {
  createTranslationEngine,
  createWordTranslationEngine,
  type TranslationEngine,
  type WordTranslationEngine,
} from '../../engines/translation/index.js';
import { tempDir } from '../../../test/tempDirs.js';
import { translationRoutes } from './translationRoutes.js';

async function startApp(translation: TranslationEngine, wordTranslation: WordTranslationEngine) {
  return buildApp({
    logger: false,
    webDistDir: tempDir('translation-web'),
    namespaces: [
      {
        namespace: 't',
        routes: translationRoutes({
          translation,
          wordTranslation,
          limiter: new EngineRateLimiter(),
        }),
      },
    ],
  });
}

function post(app: FastifyInstance, url: string, payload: unknown) {
  return app.inject({ method: 'POST', url, payload: payload as Record<string, unknown> });
}

describe('t/translate and t/translate/word with the installed engines', () => {
  const translation = createTranslationEngine({ provider: 'apertium' });
  const wordTranslation = createWordTranslationEngine();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp(translation, wordTranslation);
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([translation.close(), wordTranslation.close()]);
  });

  it('translates "Please open your books" into Spanish, naming the engine', async () => {
    const response = await post(app, '/api/t/translate', {
      text: 'Please open your books',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(response.statusCode).toBe(200);
    const answer = TranslationResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ engine: 'apertium', path: ['en', 'es'] });
    expect(answer.translation).toMatch(/libros/);
  });

  it('translates it into French through the Spanish pivot (also under /api/v1)', async () => {
    const response = await post(app, '/api/v1/t/translate', {
      text: 'Please open your books',
      from: 'en-US',
      to: 'fr-FR',
    });
    expect(response.statusCode).toBe(200);
    const answer = TranslationResponseSchema.parse(response.json());
    expect(answer).toMatchObject({ engine: 'apertium', path: ['en', 'es', 'fr'] });
    expect(answer.translation).toMatch(/livres/);
  });

  it('refuses a pair it cannot translate with 422, naming both languages', async () => {
    const response = await post(app, '/api/t/translate', {
      text: 'Please open your books',
      from: 'en-US',
      to: 'de-DE',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: UNSUPPORTED_LANGUAGE_ERROR,
      message: 'Translation from American English to German (Germany) is not available.',
      details: { from: 'en-US', to: 'de-DE' },
    });
  });

  it('refuses text over the limit with 413, and a malformed body with 400', async () => {
    const tooLong = await post(app, '/api/t/translate', {
      text: 'a'.repeat(TRANSLATION_TEXT_MAX_CHARS + 1),
      from: 'en-US',
      to: 'es-ES',
    });
    expect(tooLong.statusCode).toBe(413);
    expect(tooLong.json()).toMatchObject({ error: INPUT_TOO_LARGE_ERROR });
    const malformed = await post(app, '/api/t/translate', { text: '', from: 'en-US' });
    expect(malformed.statusCode).toBe(400);
  });

  it('translates a word with FreeDict: "house" into Spanish includes "casa"', async () => {
    const response = await post(app, '/api/t/translate/word', {
      word: 'house',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(response.statusCode).toBe(200);
    const answer = WordTranslationResponseSchema.parse(response.json());
    expect(answer.engine).toBe('freedict');
    expect(answer.entries.flatMap((entry) => entry.translations)).toContain('casa');
  });

  it('answers 200 with no entries for a word the dictionary does not have', async () => {
    const response = await post(app, '/api/t/translate/word', {
      word: 'zzxqv',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ word: 'zzxqv', entries: [], engine: 'freedict' });
  });

  it('refuses a word pair without a dictionary with 422', async () => {
    const response = await post(app, '/api/t/translate/word', {
      word: 'Haus',
      from: 'de-DE',
      to: 'fr-FR',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: UNSUPPORTED_LANGUAGE_ERROR });
  });
});

describe('t/translate without engines', () => {
  it('answers 503 when Apertium is not installed and no provider is configured', async () => {
    const translation = createTranslationEngine({
      provider: 'apertium',
      apyBinary: '/nonexistent/apertium-apy',
    });
    const wordTranslation = createWordTranslationEngine({ dictdDir: '/nonexistent/dictd' });
    const app = await startApp(translation, wordTranslation);
    const sentence = await post(app, '/api/t/translate', { text: 'Hi', from: 'en', to: 'es' });
    expect(sentence.statusCode).toBe(503);
    expect(sentence.json()).toMatchObject({ error: ENGINE_UNAVAILABLE_ERROR });
    const word = await post(app, '/api/t/translate/word', { word: 'hi', from: 'en', to: 'es' });
    expect(word.statusCode).toBe(503);
    await app.close();
  });
});

describe('t/translate/word rate limit', () => {
  it('answers 429 with Retry-After once a caller is over the budget', async () => {
    const translation = createTranslationEngine({ provider: 'apertium' });
    const wordTranslation = createWordTranslationEngine();
    const app = await startApp(translation, wordTranslation);
    const ask = () => post(app, '/api/t/translate/word', { word: 'house', from: 'en', to: 'es' });
    for (let call = 0; call < WORD_TRANSLATION_RATE_LIMIT.limit; call++) {
      expect((await ask()).statusCode).toBe(200);
    }
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await app.close();
    await wordTranslation.close();
  });
});
