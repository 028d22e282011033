// Issue 5 / §3 "Supported-language entry": `GET t/languages` as a caller sees it. The registry
// holds small test engines: what each real engine supports is tested with the engine; this
// proves the answer's shape, the catalogue's switches and the caching.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  LANGUAGES_PATH,
  LanguagesResponseSchema,
  SUPPORTED_LANGUAGES,
  type CapabilitySupport,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { primaryLanguage, type Engine } from '../../engines/engine.js';
import type { EngineRegistry } from '../../engines/registry.js';
import { languagesRoutes } from './languagesRoutes.js';

/** An engine serving the given primary languages, counting how often it is asked. */
function countingEngine(name: string, languages: string[]) {
  const engine = {
    name,
    questions: 0,
    support(code: string): CapabilitySupport {
      engine.questions += 1;
      return languages.includes(primaryLanguage(code))
        ? { available: true, engine: name }
        : { available: false, reason: 'language_not_supported' };
    },
  } satisfies Engine & { questions: number };
  return engine;
}

let app: FastifyInstance | undefined;
let webDistDir: string | undefined;
afterEach(async () => {
  await app?.close();
  if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
  app = undefined;
  webDistDir = undefined;
});

async function startApp(registry: EngineRegistry): Promise<FastifyInstance> {
  webDistDir = mkdtempSync(path.join(os.tmpdir(), 'motes-languages-test-'));
  app = await buildApp({
    logger: false,
    webDistDir,
    namespaces: [{ namespace: 't', routes: languagesRoutes({ registry }) }],
  });
  return app;
}

async function getLanguages(server: FastifyInstance, prefix = '/api') {
  const response = await server.inject({ method: 'GET', url: `${prefix}/${LANGUAGES_PATH}` });
  return { response, body: LanguagesResponseSchema.parse(response.json()) };
}

describe('t/languages: the §3 catalogue with this deployment’s capabilities', () => {
  it('§3 answers every catalogue language, en-US first and the default, publicly and cacheable', async () => {
    const server = await startApp({});
    for (const prefix of ['/api', '/api/v1']) {
      const { response, body } = await getLanguages(server, prefix);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      expect(body.defaultLanguage).toBe('en-US');
      expect(body.languages.map((language) => language.bcp47)).toEqual(
        SUPPORTED_LANGUAGES.map((language) => language.bcp47),
      );
      expect(body.languages[0]).toMatchObject({
        bcp47: 'en-US',
        label_native: 'English (United States)',
        l10n_available: true,
        flag: 'us',
      });
    }
  });

  it('says not_installed for every capability this deployment has no engine for', async () => {
    const { body } = await getLanguages(await startApp({}));
    const frenchCanada = body.languages.find((language) => language.bcp47 === 'fr-CA')!;
    expect(Object.values(frenchCanada.capabilities)).toHaveLength(7);
    for (const support of Object.values(frenchCanada.capabilities)) {
      expect(support).toEqual({ available: false, reason: 'not_installed' });
    }
  });

  it('answers each language from its engine, with the catalogue’s switches winning', async () => {
    const server = await startApp({
      textToSpeech: countingEngine('espeak-ng', ['en', 'fr', 'hmn']),
      speechToText: countingEngine('pocketsphinx', ['en', 'ht']),
      translation: countingEngine('apertium', ['en', 'es']),
    });
    const { body } = await getLanguages(server);
    const capabilities = (code: string) =>
      body.languages.find((language) => language.bcp47 === code)!.capabilities;

    expect(capabilities('en-US')).toMatchObject({
      textToSpeech: { available: true, engine: 'espeak-ng' },
      speechToText: { available: true, engine: 'pocketsphinx' },
      translation: { available: true, engine: 'apertium' },
      ocr: { available: false, reason: 'not_installed' },
    });
    expect(capabilities('es-US')).toMatchObject({
      textToSpeech: { available: false, reason: 'language_not_supported' },
      translation: { available: true, engine: 'apertium' },
    });
    // §3: en-NG speaks with its substitute's (en-GB) voice.
    expect(capabilities('en-NG').textToSpeech).toEqual({ available: true, engine: 'espeak-ng' });
    // §3: Hmong has no voice and no speech to text, Haitian Creole no speech to text.
    expect(capabilities('hmn').textToSpeech).toEqual({
      available: false,
      reason: 'disabled_for_language',
    });
    expect(capabilities('ht-HT').speechToText).toEqual({
      available: false,
      reason: 'disabled_for_language',
    });
  });

  it('works the answer out once per process', async () => {
    const textToSpeech = countingEngine('espeak-ng', ['en']);
    const server = await startApp({ textToSpeech });
    const first = await getLanguages(server);
    const questions = textToSpeech.questions;
    expect(questions).toBeGreaterThanOrEqual(SUPPORTED_LANGUAGES.length - 1);
    const second = await getLanguages(server, '/api/v1');
    expect(second.body).toEqual(first.body);
    expect(textToSpeech.questions).toBe(questions);
  });
});
