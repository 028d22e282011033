// Issue 5 item 8: text prediction "adapted per user from their own accepted words (stored,
// deletable)". A real app on 127.0.0.1, the test database and the real n-gram engine on the
// committed models.
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINE_UNAVAILABLE_ERROR,
  INPUT_TOO_LARGE_ERROR,
  PREDICTION_BEFORE_MAX_LENGTH,
  PREDICTION_RATE_LIMIT,
  PREDICTION_STORED_WORDS_PER_LANGUAGE,
  PredictionResponseSchema,
  PredictionWordsDeletedSchema,
  PredictionWordsResponseSchema,
  StoredPredictionWordSchema,
  UNSUPPORTED_LANGUAGE_ERROR,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { revokeSession } from '../../auth/sessionStore.js';
import { predictionWords } from '../../db/schema/index.js';
import { EngineRateLimiter } from '../../engines/engineRateLimit.js';
import { createPredictionEngine } from '../../engines/prediction/index.js';
import { deleteAccount } from '../../services/accountDeleter.js';
import { exportAccount } from '../../services/accountExporter.js';
import {
  apiClient,
  buildUser,
  signedInClient,
  type ApiClient,
  type SignedInClient,
} from '../../../test/factories.js';
import { tempDir } from '../../../test/tempDirs.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../../test/testDatabase.js';
import { predictionRoutes, userWordsRoutes } from './predictionRoutes.js';

const modelsDir = fileURLToPath(new URL('../../engines/prediction/models/', import.meta.url));

let database: TestDatabase;
let server: { url: string; database: { db: TestDatabase['db'] } };
const apps: FastifyInstance[] = [];

/** A real app on 127.0.0.1 with both prediction plugins mounted as the lead mounts them. */
async function startApp(options: { modelsDir?: string; now?: () => number } = {}) {
  const deps = {
    db: database.db,
    prediction: createPredictionEngine({ modelsDir: options.modelsDir ?? modelsDir }),
    limiter: new EngineRateLimiter(options.now),
  };
  const app = await buildApp({
    logger: false,
    db: database.db,
    webDistDir: tempDir('prediction-web'),
    namespaces: [
      { namespace: 't', routes: predictionRoutes(deps) },
      { namespace: 'u', routes: userWordsRoutes(deps) },
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database };
}

beforeAll(async () => {
  database = await openTestDatabase();
  server = await startApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

async function predict(client: ApiClient, before: string, language = 'en-US') {
  const response = await client.post('t/predict', { language, before });
  expect(response.status).toBe(200);
  return PredictionResponseSchema.parse(await response.json()).suggestions.map((s) => s.word);
}

async function accept(client: ApiClient, word: string, previousWord?: string, language = 'en-US') {
  const response = await client.post('u/predictions/accepted', { language, word, previousWord });
  expect(response.status).toBe(200);
  return StoredPredictionWordSchema.parse(await response.json());
}

async function storedWords(client: ApiClient, query = '') {
  const response = await client.get(`u/predictions/words${query}`);
  expect(response.status).toBe(200);
  return PredictionWordsResponseSchema.parse(await response.json()).words;
}

async function deleteStored(client: ApiClient, query = '') {
  const response = await client.fetch(`u/predictions/words${query}`, { method: 'DELETE' });
  expect(response.status).toBe(200);
  return PredictionWordsDeletedSchema.parse(await response.json()).deleted;
}

describe(`t/predict (${TEST_DB_KIND})`, () => {
  it("answers anyone: sensible words after 'I would like to', completions of 'hou'", async () => {
    const anonymous = apiClient(server);
    const next = await predict(anonymous, 'I would like to ');
    expect(next).toHaveLength(5);
    expect(
      next.filter((word) => ['go', 'come', 'look', 'take', 'keep', 'try', 'be'].includes(word))
        .length,
    ).toBeGreaterThanOrEqual(3);
    expect(await predict(anonymous, 'hou')).toContain('house');
    expect(await predict(anonymous, 'bonj', 'fr-FR')).toContain('bonjour');
  });

  it('answers 422 for a language without a model, 413 past the length limit, 400 for a bad limit', async () => {
    const client = apiClient(server);
    const unsupported = await client.post('t/predict', { language: 'ar-EG', before: 'x' });
    expect(unsupported.status).toBe(422);
    expect(await unsupported.json()).toMatchObject({ error: UNSUPPORTED_LANGUAGE_ERROR });
    const tooLong = await client.post('t/predict', {
      language: 'en-US',
      before: 'a'.repeat(PREDICTION_BEFORE_MAX_LENGTH + 1),
    });
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toMatchObject({ error: INPUT_TOO_LARGE_ERROR });
    const badLimit = await client.post('t/predict', { language: 'en-US', before: 'a', limit: 11 });
    expect(badLimit.status).toBe(400);
  });

  it('answers 503 when the deployment has no models', async () => {
    const bare = await startApp({ modelsDir: tempDir('prediction-no-models') });
    const response = await apiClient(bare).post('t/predict', { language: 'en-US', before: 'a' });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: ENGINE_UNAVAILABLE_ERROR });
  });

  it('rate-limits a caller past its budget with 429 and Retry-After', async () => {
    const limited = await startApp({ now: () => 1_000 });
    const client = apiClient(limited);
    for (let i = 0; i < PREDICTION_RATE_LIMIT.limit; i++) {
      const response = await client.post('t/predict', { language: 'en-US', before: 'h' });
      expect(response.status).toBe(200);
    }
    const over = await client.post('t/predict', { language: 'en-US', before: 'h' });
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBe('60');
  });

  it('refuses a dead token with 403 rather than answering without the adaptation', async () => {
    const client = await signedInClient(server, await buildUser(database.db));
    await revokeSession(database.db, client.session.id);
    expect((await client.post('t/predict', { language: 'en-US', before: 'a' })).status).toBe(403);
  });
});

describe(`u/predictions (${TEST_DB_KIND})`, () => {
  let ada: SignedInClient;
  let bob: SignedInClient;
  beforeAll(async () => {
    ada = await signedInClient(server, await buildUser(database.db));
    bob = await signedInClient(server, await buildUser(database.db, { isMinor: true }));
  });

  it('adapts the signed-in user: a rare word accepted twice is suggested to them only', async () => {
    expect(await predict(ada, 'what a lovely ')).not.toContain('aardvark');
    await accept(ada, 'aardvark', 'lovely');
    const second = await accept(ada, 'aardvark', 'Lovely');
    expect(second).toMatchObject({
      language: 'en',
      previousWord: 'lovely',
      word: 'aardvark',
      count: 2,
    });
    expect((await predict(ada, 'what a lovely '))[0]).toBe('aardvark');
    // Their own word the model does not know, as a completion.
    await accept(ada, 'Zorblax', 'met');
    await accept(ada, 'Zorblax', 'saw');
    expect(await predict(ada, 'I met zo')).toContain('Zorblax');
    // Nobody else's suggestions change.
    expect(await predict(bob, 'what a lovely ')).not.toContain('aardvark');
    expect(await predict(apiClient(server), 'I met zo')).not.toContain('Zorblax');
  });

  it('lists only the caller’s words; a minor stores and sees their own', async () => {
    const words = await storedWords(ada, '?language=en-GB');
    expect(words.map((w) => [w.previousWord, w.word, w.count])).toEqual([
      ['lovely', 'aardvark', 2],
      ['saw', 'Zorblax', 1], // most used first, then most recent
      ['met', 'Zorblax', 1],
    ]);
    expect(await storedWords(bob)).toEqual([]);
    await accept(bob, 'The');
    expect(await storedWords(bob)).toEqual([
      expect.objectContaining({ language: 'en', previousWord: null, word: 'the', count: 1 }),
    ]);
    expect(await storedWords(ada, '?language=fr-FR')).toEqual([]);
  });

  it('deletes one word, then the rest; another user can delete nothing of theirs', async () => {
    expect(await deleteStored(bob, '?language=en-US&word=zorblax')).toBe(0);
    expect(await deleteStored(bob, '?language=en-US')).toBe(1);
    expect(await storedWords(ada)).toHaveLength(3);

    expect(await deleteStored(ada, '?language=en-US&word=zorblax')).toBe(2);
    expect((await storedWords(ada)).map((w) => w.word)).toEqual(['aardvark']);
    expect(await predict(ada, 'I met zo')).not.toContain('Zorblax');
    await accept(ada, 'bonjour', undefined, 'fr-FR');
    expect(await deleteStored(ada)).toBe(2);
    expect(await storedWords(ada)).toEqual([]);
  });

  it('needs a signed-in caller, a known language and a single word', async () => {
    const anonymous = apiClient(server);
    expect(
      (await anonymous.post('u/predictions/accepted', { language: 'en-US', word: 'hi' })).status,
    ).toBe(401);
    expect((await anonymous.get('u/predictions/words')).status).toBe(401);
    expect((await anonymous.fetch('u/predictions/words', { method: 'DELETE' })).status).toBe(401);
    const unsupported = await ada.post('u/predictions/accepted', { language: 'ar-EG', word: 'hi' });
    expect(unsupported.status).toBe(422);
    expect(
      (await ada.post('u/predictions/accepted', { language: 'en-US', word: 'two words' })).status,
    ).toBe(400);
    const wordOnly = await ada.fetch('u/predictions/words?word=hi', { method: 'DELETE' });
    expect(wordOnly.status).toBe(400);
  });

  it('keeps at most PREDICTION_STORED_WORDS_PER_LANGUAGE records, dropping the least recently used', async () => {
    const dan = await signedInClient(server, await buildUser(database.db));
    const longAgo = new Date('2020-01-01T00:00:00Z');
    await database.db.insert(predictionWords).values(
      Array.from({ length: PREDICTION_STORED_WORDS_PER_LANGUAGE }, (_, i) => ({
        userId: dan.user.id,
        language: 'en',
        word: `word${i}`,
        lastUsedAt: new Date(longAgo.getTime() + i * 1000),
      })),
    );
    await accept(dan, 'hello');
    const words = await storedWords(dan);
    expect(words).toHaveLength(PREDICTION_STORED_WORDS_PER_LANGUAGE);
    expect(words.map((w) => w.word)).toContain('hello');
    expect(words.map((w) => w.word)).not.toContain('word0');
    expect(words.map((w) => w.word)).toContain('word1');
  });

  it('goes with the account: in its export, and deleted with it', async () => {
    const carol = await signedInClient(server, await buildUser(database.db));
    await accept(carol, 'hello');
    const exported = await exportAccount(database.db, carol.user);
    expect(exported.predictionWords).toEqual([
      expect.objectContaining({ language: 'en', previousWord: '', word: 'hello', count: 1 }),
    ]);
    await deleteAccount(database.db, carol.user.id);
    const left = await database.db
      .select()
      .from(predictionWords)
      .where(eq(predictionWords.userId, carol.user.id));
    expect(left).toEqual([]);
  });
});
