// Issue 5 item 3: `GET t/voices` and `POST t/tts` as a client sees them. A real app on
// 127.0.0.1 with the test database (for signed-in voice defaults), a filesystem blob store for
// the speech cache and the real espeak-ng engine.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INPUT_TOO_LARGE_ERROR,
  SpeechDoneLineSchema,
  SpeechSegmentLineSchema,
  TEXT_TO_SPEECH_MAX_TEXT_LENGTH,
  TEXT_TO_SPEECH_RATE_LIMIT,
  TextToSpeechVoicesResponseSchema,
  UNKNOWN_VOICE_ERROR,
  UNSUPPORTED_LANGUAGE_ERROR,
  type SpeechSegmentLine,
} from '@motes/shared';
import { buildApp } from '../../app.js';
import { FilesystemBlobStore } from '../../blobs/filesystemBlobStore.js';
import { EngineRateLimiter } from '../../engines/engineRateLimit.js';
import { createTextToSpeechEngine } from '../../engines/textToSpeech/index.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { tempDir } from '../../../test/tempDirs.js';
import { openTestDatabase, type TestDatabase } from '../../../test/testDatabase.js';
import { textToSpeechRoutes } from './textToSpeechRoutes.js';

let database: TestDatabase;
let app: FastifyInstance;
let server: { url: string; database: { db: TestDatabase['db'] } };
let anonymous: ApiClient;

beforeEach(async () => {
  database = await openTestDatabase();
  const engine = createTextToSpeechEngine({
    blobStore: new FilesystemBlobStore(tempDir('tts-blobs')),
  });
  app = await buildApp({
    logger: false,
    db: database.db,
    webDistDir: tempDir('tts-web'),
    namespaces: [
      { namespace: 't', routes: textToSpeechRoutes({ engine, limiter: new EngineRateLimiter() }) },
    ],
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  server = { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, database };
  anonymous = apiClient(server);
});
afterEach(async () => {
  await app.close();
  await database.close();
});

/** Reads an NDJSON answer line by line as it streams in. */
async function readLines(response: Response): Promise<unknown[]> {
  const lines: unknown[] = [];
  let buffered = '';
  const decoder = new TextDecoder();
  for await (const chunk of response.body!) {
    buffered += decoder.decode(chunk, { stream: true });
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      lines.push(JSON.parse(buffered.slice(0, newline)));
      buffered = buffered.slice(newline + 1);
    }
  }
  expect(buffered).toBe('');
  return lines;
}

async function speak(client: ApiClient, body: unknown) {
  const response = await client.post('t/tts', body);
  expect(response.status, response.status === 200 ? '' : await response.clone().text()).toBe(200);
  const lines = await readLines(response);
  const segments = lines.slice(0, -1).map((line) => SpeechSegmentLineSchema.parse(line));
  return { response, segments, done: SpeechDoneLineSchema.parse(lines.at(-1)) };
}

const wordsOf = (text: string, segments: SpeechSegmentLine[]) =>
  segments.flatMap((segment) => segment.words!.map((w) => text.slice(w.start, w.end)));

describe('POST t/tts (issue 5 item 3)', () => {
  it('streams one NDJSON line per sentence, with MP3 audio and word timings, then done', async () => {
    const text = 'The bell rang. Everyone went outside to play.';
    const { response, segments, done } = await speak(anonymous, { text, language: 'en-US' });

    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    expect(segments.map((s) => [s.index, text.slice(s.textStart, s.textEnd)])).toEqual([
      [0, 'The bell rang.'],
      [1, 'Everyone went outside to play.'],
    ]);
    expect(wordsOf(text, segments)).toEqual([
      'The',
      'bell',
      'rang',
      'Everyone',
      'went',
      'outside',
      'to',
      'play',
    ]);
    for (const segment of segments) {
      const audio = Buffer.from(segment.audio, 'base64');
      expect(segment.mimeType).toBe('audio/mpeg');
      expect(audio[0]).toBe(0xff); // an MP3 frame header's sync bits
      expect(audio[1]! & 0xe0).toBe(0xe0);
      expect(segment.durationMs).toBeGreaterThan(300);
    }
    // Anonymous callers get the language's default voice at normal speed.
    expect(done).toEqual({ done: true, engine: 'espeak-ng', voice: 'en-us', speed: 1 });
  });

  it("speaks with the signed-in user's saved voice and speed for the language (§3)", async () => {
    const user = await buildUser(database.db, {
      settings: { voiceMappings: { 'es-ES': 'es+f3', 'fr-FR': 'Amélie' }, voiceSpeed: 1.5 },
    });
    const client = await signedInClient(server, user);

    const saved = await speak(client, { text: 'Hola a todos.', language: 'es-ES' });
    expect(saved.done).toMatchObject({ voice: 'es+f3', speed: 1.5 });

    // The request's own choice wins over the saved one.
    const chosen = await speak(client, {
      text: 'Hola a todos.',
      language: 'es-ES',
      voice: 'es-419',
      speed: 0.75,
    });
    expect(chosen.done).toMatchObject({ voice: 'es-419', speed: 0.75 });

    // A saved voice this engine does not have falls back to the language's default.
    const other = await speak(client, { text: 'Bonjour à tous.', language: 'fr-FR' });
    expect(other.done).toMatchObject({ voice: 'fr-fr', speed: 1.5 });
  });

  it('refuses a language it cannot speak with 422, naming the language', async () => {
    const response = await anonymous.post('t/tts', { text: '今日は', language: 'ja-JP' });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: UNSUPPORTED_LANGUAGE_ERROR,
      message: 'Reading aloud is not available for Japanese (Japan) (ja-JP).',
    });
  });

  it('refuses text over the limit with 413, and empty text or an unknown voice with 400', async () => {
    const tooLong = await anonymous.post('t/tts', {
      text: 'a'.repeat(TEXT_TO_SPEECH_MAX_TEXT_LENGTH + 1),
      language: 'en-US',
    });
    expect(tooLong.status).toBe(413);
    expect(await tooLong.json()).toMatchObject({ error: INPUT_TOO_LARGE_ERROR });

    const empty = await anonymous.post('t/tts', { text: '  \n ', language: 'en-US' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'text: Give some text to read aloud' });

    const voice = await anonymous.post('t/tts', { text: 'Hi.', language: 'en-US', voice: 'es' });
    expect(voice.status).toBe(400);
    expect(await voice.json()).toMatchObject({
      error: UNKNOWN_VOICE_ERROR,
      message: 'There is no voice "es" for American English (en-US).',
    });

    const speed = await anonymous.post('t/tts', { text: 'Hi.', language: 'en-US', speed: 3 });
    expect(speed.status).toBe(400);
  });

  it('limits how often one caller may ask (429 with Retry-After)', async () => {
    const request = { text: 'Again.', language: 'en-US' };
    for (let i = 0; i < TEXT_TO_SPEECH_RATE_LIMIT.limit; i += 1) {
      const response = await anonymous.post('t/tts', request);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    const limited = await anonymous.post('t/tts', request);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET t/voices (issue 5 item 3)', () => {
  it("lists a language's voices, the default first", async () => {
    const response = await anonymous.get('t/voices?language=en-GB');
    expect(response.status).toBe(200);
    const body = TextToSpeechVoicesResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ language: 'en-GB', engine: 'espeak-ng', defaultVoice: 'en-gb' });
    expect(body.voices[0]).toEqual({
      id: 'en-gb',
      name: 'English (Great Britain)',
      gender: 'male',
    });
    expect(body.voices).toContainEqual({
      id: 'en-us+f3',
      name: 'English (America), female',
      gender: 'female',
    });
  });

  it('answers 422 for a language without voices', async () => {
    const response = await anonymous.get('t/voices?language=ps-AF');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: UNSUPPORTED_LANGUAGE_ERROR,
      message: 'Reading aloud is not available for Pashto (Afghanistan) (ps-AF).',
    });
  });

  it('§3: reads a language without a voice of its own with its substitute (en-NG with en-GB)', async () => {
    const response = await anonymous.get('t/voices?language=en-NG');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ language: 'en-NG', defaultVoice: 'en-gb' });
    const { done } = await speak(anonymous, { text: 'Good morning.', language: 'en-NG' });
    expect(done.voice).toBe('en-gb');
  });

  it('§3: refuses a language the catalogue switches off without a substitute (Hmong)', async () => {
    const response = await anonymous.get('t/voices?language=hmn');
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      details: { language: 'hmn', reason: 'disabled_for_language' },
    });
  });
});
