// Issue 5 item 6: the dictionary over HTTP. Done when "'ran' finds 'run'". A real app
// (buildApp) with the real WordNet engine and OpenMoji pictures. No database: the routes are
// open to every caller.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DICTIONARY_RATE_LIMIT,
  DictionaryDefinitionSchema,
  UNSUPPORTED_LANGUAGE_ERROR,
  WORD_NOT_FOUND_ERROR,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { createDictionaryEngine } from '../../engines/dictionary/index.js';
import { EngineRateLimiter } from '../../engines/engineRateLimit.js';
import { tempDir } from '../../../test/tempDirs.js';
import { dictionaryRoutes } from './dictionaryRoutes.js';

describe('d/define and d/pictures', () => {
  const dictionary = createDictionaryEngine();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp({
      logger: false,
      webDistDir: tempDir('dictionary-web'),
      namespaces: [
        {
          namespace: 'd',
          routes: dictionaryRoutes({ dictionary, limiter: new EngineRateLimiter() }),
        },
      ],
    });
  });
  afterAll(async () => {
    await app.close();
    await dictionary.close();
  });

  const define = (query: string, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'GET', url: `/api/d/define?${query}`, remoteAddress });

  it("finds 'run' for 'ran', with what to send to t/tts to hear it", async () => {
    const response = await define('word=ran&language=en-US');

    expect(response.statusCode).toBe(200);
    const body = DictionaryDefinitionSchema.parse(response.json());
    expect(body).toMatchObject({
      word: 'ran',
      lemma: 'run',
      source: 'wordnet',
      pronunciation: { text: 'run', language: 'en-US' },
    });
    expect(body.entries[0]).toMatchObject({ lemma: 'run', partOfSpeech: 'verb' });
  });

  it('serves the picture a definition points to, as a script-free SVG', async () => {
    const house = DictionaryDefinitionSchema.parse(
      (await define('word=houses&language=en-GB')).json(),
    );
    const picture = house.entries.find((entry) => entry.picture)!.picture!;

    const response = await app.inject({ method: 'GET', url: `/api/${picture.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.body).toMatch(/^<svg[^>]*viewBox="0 0 72 72"/);
  });

  it('answers 404 for a picture it does not hand out, and for paths', async () => {
    for (const file of ['1F600.svg', '..%2F..%2Fpackage.json', 'nothing.svg']) {
      const response = await app.inject({ method: 'GET', url: `/api/d/pictures/${file}` });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 404 word_not_found with a clear message for an unknown word', async () => {
    const response = await define('word=blorptastic&language=en-US');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      error: WORD_NOT_FOUND_ERROR,
      message: expect.stringContaining('“blorptastic” is not in the dictionary'),
    });
  });

  it('answers 422 for a language without a dictionary, 400 without a word', async () => {
    const spanish = await define('word=casa&language=es-ES');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json()).toMatchObject({ error: UNSUPPORTED_LANGUAGE_ERROR });

    const empty = await define('word=%20&language=en-US');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('rate-limits each caller', async () => {
    const address = '192.0.2.7';
    for (let call = 0; call < DICTIONARY_RATE_LIMIT.limit; call += 1) {
      expect((await define('word=dog&language=en-US', address)).statusCode).toBe(200);
    }
    const limited = await define('word=dog&language=en-US', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another caller is not affected.
    expect((await define('word=dog&language=en-US', '192.0.2.8')).statusCode).toBe(200);
  });
});
