// Issue 5 items 5–8: the thin engine calls (translation, dictionary, OCR, prediction) against
// a real HTTP server on 127.0.0.1: the request each sends and the answer it checks.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  DictionaryDefinition,
  OcrResult,
  PredictionResponse,
  StoredPredictionWord,
  TranslationResponse,
  WordTranslationResponse,
} from '@motes/shared';
import { ApiError } from './apiError';
import { defineWord } from './dictionary';
import { isAbortError } from './engineCall';
import { recognizeText } from './ocr';
import { acceptPrediction, predictWords } from './prediction';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, startTestServer } from './testSupport/testServer';
import { translateText, translateWord } from './translation';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const answer = (body: unknown) =>
  server.handle((_request, response) => sendJson(response, 200, body));
const sent = () => {
  const request = server.requests[0]!;
  return {
    method: request.method,
    url: request.url,
    contentType: request.headers['content-type'],
    body:
      request.headers['content-type'] === 'application/json'
        ? JSON.parse(request.body)
        : request.body,
  };
};

describe('translateText (POST t/translate)', () => {
  it('sends the text and languages and returns the translation with its engine', async () => {
    const translation: TranslationResponse = {
      translation: 'Hola, mundo.',
      engine: 'apertium',
      path: ['en', 'es'],
    };
    answer(translation);
    const request = { text: 'Hello, world.', from: 'en-US', to: 'es-ES' };
    expect(await translateText(createTestClient(server), request)).toEqual(translation);
    expect(sent()).toMatchObject({ method: 'POST', url: '/api/t/translate', body: request });
  });

  it('throws the 422 of a pair the server cannot translate', async () => {
    server.handle((_request, response) =>
      sendJson(response, 422, { error: 'unsupported_language', message: 'Not available.' }),
    );
    const failure = await translateText(createTestClient(server), {
      text: 'Hello',
      from: 'en-US',
      to: 'km-KH',
    }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422 });
  });
});

describe('translateWord (POST t/translate/word)', () => {
  it('sends the word and returns its entries, possibly none', async () => {
    const word: WordTranslationResponse = {
      word: 'house',
      entries: [{ headword: 'house', partOfSpeech: 'n', translations: ['casa'] }],
      engine: 'freedict',
    };
    answer(word);
    const request = { word: 'house', from: 'en-US', to: 'es-ES' };
    expect(await translateWord(createTestClient(server), request)).toEqual(word);
    expect(sent()).toMatchObject({ method: 'POST', url: '/api/t/translate/word', body: request });
  });
});

describe('defineWord (GET d/define)', () => {
  it('asks with the word and language in the query', async () => {
    const definition: DictionaryDefinition = {
      word: 'ran',
      lemma: 'run',
      language: 'en-US',
      entries: [
        {
          lemma: 'run',
          partOfSpeech: 'verb',
          definition: 'move fast by using your legs',
          examples: [],
          synonyms: [],
        },
      ],
      source: 'wordnet',
      pronunciation: { text: 'run', language: 'en-US' },
    };
    answer(definition);
    const client = createTestClient(server);
    expect(await defineWord(client, { word: 'ran', language: 'en-US' })).toEqual(definition);
    expect(sent()).toMatchObject({ method: 'GET', url: '/api/d/define?word=ran&language=en-US' });
  });

  it('refuses an answer that breaks the contract', async () => {
    answer({ word: 'ran' });
    await expect(
      defineWord(createTestClient(server), { word: 'ran', language: 'en-US' }),
    ).rejects.toThrow();
  });
});

describe('recognizeText (POST t/ocr)', () => {
  const result: OcrResult = {
    text: 'STOP',
    lines: [{ text: 'STOP', bbox: { x0: 0, y0: 0, x1: 40, y1: 12 } }],
    words: [{ text: 'STOP', confidence: 0.93, bbox: { x0: 0, y0: 0, x1: 40, y1: 12 } }],
    language: 'en-US',
    engine: 'tesseract',
  };

  it('posts the image bytes with the Blob’s type and the language in the query', async () => {
    answer(result);
    const image = new Blob(['PNG-bytes'], { type: 'image/png' });
    const client = createTestClient(server);
    expect(await recognizeText(client, { image, language: 'en-US' })).toEqual(result);
    expect(sent()).toEqual({
      method: 'POST',
      url: '/api/t/ocr?language=en-US',
      contentType: 'image/png',
      body: 'PNG-bytes',
    });
  });

  it('sends raw bytes with the type it is told', async () => {
    answer(result);
    const image = new TextEncoder().encode('JPEG-bytes');
    await recognizeText(createTestClient(server), {
      image,
      contentType: 'image/jpeg',
      language: 'en-US',
    });
    expect(sent()).toMatchObject({ contentType: 'image/jpeg', body: 'JPEG-bytes' });
  });

  it('refuses bytes of unknown type before sending anything', () => {
    expect(() =>
      recognizeText(createTestClient(server), { image: new Uint8Array(4), language: 'en-US' }),
    ).toThrow(TypeError);
    expect(server.requests).toHaveLength(0);
  });
});

describe('predictWords and acceptPrediction (t/predict, u/predictions/accepted)', () => {
  it('asks for suggestions for the text before the caret', async () => {
    const suggestions: PredictionResponse = {
      suggestions: [{ word: 'world', kind: 'completion' }],
      engine: 'ngram',
    };
    answer(suggestions);
    const request = { language: 'en-US', before: 'hello wor', limit: 3 };
    expect(await predictWords(createTestClient(server), request)).toEqual(suggestions);
    expect(sent()).toMatchObject({ method: 'POST', url: '/api/t/predict', body: request });
  });

  it('rejects with an AbortError when the next keystroke aborts it', async () => {
    server.handle(() => {});
    const controller = new AbortController();
    const pending = predictWords(
      createTestClient(server),
      { language: 'en-US', before: 'hel' },
      { signal: controller.signal },
    );
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    expect(isAbortError(await pending.catch((error) => error))).toBe(true);
  });

  it('records an accepted word for the signed-in user', async () => {
    const stored: StoredPredictionWord = {
      language: 'en',
      previousWord: 'hello',
      word: 'world',
      count: 2,
      lastUsedAt: '2026-01-06T10:00:00.000Z',
    };
    answer(stored);
    const accepted = { language: 'en-US', previousWord: 'hello', word: 'world' };
    expect(await acceptPrediction(createTestClient(server), accepted)).toEqual(stored);
    expect(sent()).toMatchObject({
      method: 'POST',
      url: '/api/u/predictions/accepted',
      body: accepted,
    });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer token-1');
  });
});
