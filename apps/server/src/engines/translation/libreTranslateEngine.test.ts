// Issue 5 item 5: "an HTTP provider for LibreTranslate". LibreTranslate cannot run on this
// machine (no Debian or npm package), so a small real HTTP server on 127.0.0.1 plays it here:
// it answers `GET /languages` and `POST /translate` in LibreTranslate's format and records
// what it was sent. This is the one faked part; the engine's HTTP calls are real.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createTranslationEngine,
  TranslationUnavailableError,
  UnsupportedPairError,
} from './index.js';

interface Received {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

const LANGUAGES = [
  { code: 'en', name: 'English', targets: ['en', 'es', 'fr', 'pb', 'zh-Hans'] },
  { code: 'es', name: 'Spanish', targets: ['en', 'es', 'fr'] },
  { code: 'fr', name: 'French', targets: ['en', 'es', 'fr'] },
  { code: 'pb', name: 'Portuguese (Brazil)', targets: ['en'] },
  { code: 'zh-Hans', name: 'Chinese', targets: ['en'] },
];

describe('LibreTranslate provider (against a stand-in LibreTranslate on 127.0.0.1)', () => {
  let server: Server;
  let url: string;
  let received: Received[];
  let translateStatus: number;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      const body = request.method === 'POST' ? JSON.parse(await readBody(request)) : undefined;
      received.push({ method: request.method!, path: request.url!, body });
      response.setHeader('content-type', 'application/json');
      if (request.url === '/languages') return response.end(JSON.stringify(LANGUAGES));
      if (translateStatus !== 200) {
        response.statusCode = translateStatus;
        return response.end(JSON.stringify({ error: 'Invalid API key' }));
      }
      response.end(JSON.stringify({ translatedText: `[${body.target}] ${body.q}` }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    received = [];
    translateStatus = 200;
  });

  it('posts the text with the service codes, format and key, and names itself', async () => {
    const engine = createTranslationEngine({
      provider: 'libretranslate',
      libreTranslateUrl: url,
      libreTranslateApiKey: 'school-key',
    });
    const answer = await engine.translate({
      text: 'Please open your books',
      from: 'en-US',
      to: 'pt-BR',
    });
    expect(answer).toEqual({
      translation: '[pb] Please open your books',
      engine: 'libretranslate',
      path: ['en-US', 'pt-BR'],
    });
    expect(received).toEqual([
      { method: 'GET', path: '/languages', body: undefined },
      {
        method: 'POST',
        path: '/translate',
        body: {
          q: 'Please open your books',
          source: 'en',
          target: 'pb',
          format: 'text',
          api_key: 'school-key',
        },
      },
    ]);
  });

  it('learns its languages from /languages once', async () => {
    const engine = createTranslationEngine({ provider: 'libretranslate', libreTranslateUrl: url });
    expect(engine.support('fr-FR')).toEqual({ available: false, reason: 'not_installed' });
    await engine.discoverLanguages();
    await engine.discoverLanguages();
    expect(received.filter((request) => request.path === '/languages')).toHaveLength(1);
    expect(engine.support('fr-FR')).toEqual({ available: true, engine: 'libretranslate' });
    expect(engine.support('zh-CN')).toEqual({ available: true, engine: 'libretranslate' });
    expect(engine.support('de-DE')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    expect(await engine.canTranslate('pt-BR', 'fr-FR')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
    await expect(
      engine.translate({ text: 'Olá', from: 'pt-BR', to: 'fr-FR' }),
    ).rejects.toBeInstanceOf(UnsupportedPairError);
    // Refused before any call to the service.
    expect(received.filter((request) => request.path === '/translate')).toEqual([]);
  });

  it('is unavailable when the service refuses (a wrong key) or cannot be reached', async () => {
    translateStatus = 403;
    const engine = createTranslationEngine({ provider: 'libretranslate', libreTranslateUrl: url });
    await expect(engine.translate({ text: 'Hello', from: 'en-US', to: 'es-ES' })).rejects.toThrow(
      TranslationUnavailableError,
    );

    const gone = createTranslationEngine({
      provider: 'libretranslate',
      libreTranslateUrl: 'http://127.0.0.1:9',
    });
    expect(await gone.canTranslate('en-US', 'es-ES')).toEqual({
      available: false,
      reason: 'not_installed',
    });
  });

  it('needs a URL', () => {
    expect(() => createTranslationEngine({ provider: 'libretranslate' })).toThrow(
      /LIBRETRANSLATE_URL/,
    );
  });
});

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}
