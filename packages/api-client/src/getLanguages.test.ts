// Issue 5 / §3: the client's `t/languages` call against a real HTTP server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type LanguagesResponse } from '@motes/shared';
import { getLanguages } from './getLanguages';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const answer: LanguagesResponse = {
  defaultLanguage: 'en-US',
  languages: SUPPORTED_LANGUAGES.slice(0, 2).map((language) => ({
    ...language,
    capabilities: {
      textToSpeech: { available: true, engine: 'espeak-ng' },
      speechToText: { available: false, reason: 'language_not_supported' },
      translation: { available: true, engine: 'apertium' },
      wordTranslation: { available: false, reason: 'not_installed' },
      dictionary: { available: true, engine: 'wordnet' },
      ocr: { available: true, engine: 'tesseract' },
      prediction: { available: false, reason: 'disabled_for_language' },
    },
  })),
};

describe('getLanguages (t/languages, §3 catalogue with capabilities)', () => {
  it('asks GET /api/t/languages without the access token and returns the parsed answer', async () => {
    server.handle((_request, response) => sendJson(response, 200, answer));
    expect(await getLanguages(createTestClient(server))).toEqual(answer);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'GET', url: '/api/t/languages' });
    expect(request!.headers.authorization).toBeUndefined();
  });

  it('refuses an answer that breaks the contract', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { defaultLanguage: 'en-US', languages: [{ bcp47: 'en-US' }] }),
    );
    await expect(getLanguages(createTestClient(server))).rejects.toThrow();
  });
});
