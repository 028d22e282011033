// Issue 5 item 10: the engines' endpoints as the whole server serves them (namespaces of
// DESIGN.md "API"), on the real engines with small inputs. Each engine's own behaviour is
// tested beside it (src/engines/**, src/routes/**); this proves the wiring.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguagesResponseSchema } from '@motes/shared';
import { getTestServer, type TestServer } from './testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function post(path: string, body: unknown) {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('language engines on the running server', () => {
  it('t/languages says per language what this deployment can do (issue 5 item 2)', async () => {
    const response = await fetch(`${server.url}/api/t/languages`);
    expect(response.status).toBe(200);
    const body = LanguagesResponseSchema.parse(await response.json());
    expect(body.languages[0]!.bcp47).toBe('en-US');
    const english = body.languages[0]!.capabilities;
    expect(english.textToSpeech).toEqual({ available: true, engine: 'espeak-ng' });
    expect(english.speechToText).toMatchObject({ available: true, engine: 'pocketsphinx' });
    expect(english.dictionary).toMatchObject({ available: true });
    expect(english.prediction).toMatchObject({ available: true });
    const japanese = body.languages.find((language) => language.bcp47 === 'ja-JP')!;
    expect(japanese.capabilities.speechToText).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
  });

  it('reads aloud (t/tts), translates (t/translate), defines (d/define), predicts (t/predict)', async () => {
    const speech = await post('/api/t/tts', { text: 'Hello there.', language: 'en-US' });
    expect(speech.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = (await speech.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0].words).toHaveLength(2);
    expect(lines.at(-1)).toMatchObject({ done: true, engine: 'espeak-ng' });

    const translated = await post('/api/t/translate', {
      text: 'The house',
      from: 'en-US',
      to: 'es-ES',
    });
    expect(await translated.json()).toMatchObject({ engine: 'apertium', path: ['en', 'es'] });

    const defined = await fetch(`${server.url}/api/d/define?word=ran&language=en-US`);
    expect(await defined.json()).toMatchObject({ lemma: 'run' });

    const predicted = await post('/api/t/predict', { language: 'en-US', before: 'hou' });
    const { suggestions } = (await predicted.json()) as { suggestions: Array<{ word: string }> };
    expect(suggestions.map((suggestion) => suggestion.word)).toContain('house');
  });

  it('answers an unsupported language with a clear 422 (issue 5 item 10)', async () => {
    const response = await post('/api/t/tts', { text: 'こんにちは', language: 'ja-JP' });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('unsupported_language');
    expect(body.message).toMatch(/Japanese/);
  });
});
