// Issue 5 item 3: "an HTTP provider for OpenAI-compatible /v1/audio/speech servers". No such
// server can run here, so each test starts a small real HTTP server on 127.0.0.1 that plays
// one: it records what it was asked and answers MP3 made by our own encoder (a tone).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTextToSpeechEngine, TextToSpeechError } from './index.js';
import { encodeMp3, readMp3Info } from './mp3.js';
import { countingBlobStore, speakAll } from './textToSpeechTestSupport.js';

interface SpeechCall {
  path: string;
  authorization: string | undefined;
  body: Record<string, unknown>;
}

/** Half a second of a 440 Hz tone, as MP3. */
async function toneMp3(): Promise<Uint8Array> {
  const samples = new Int16Array(11025);
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22050));
  }
  return encodeMp3(samples, 22050);
}

let server: Server | undefined;
afterEach(async () => {
  if (!server) return;
  const closing = new Promise((resolve) => server!.close(resolve));
  server.closeAllConnections();
  await closing;
  server = undefined;
});

/** The stand-in OpenAI-compatible server; `answer` decides each response. */
async function startSpeechServer(
  answer: (call: SpeechCall) => { status: number; body: Uint8Array | string },
): Promise<{ url: string; calls: SpeechCall[] }> {
  const calls: SpeechCall[] = [];
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = {
        path: request.url ?? '',
        authorization: request.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>,
      };
      calls.push(call);
      const { status, body } = answer(call);
      response.writeHead(status, { 'content-type': status === 200 ? 'audio/mpeg' : 'text/plain' });
      response.end(body);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, calls };
}

describe('OpenAI-compatible HTTP text to speech (issue 5 item 3)', () => {
  it('asks the server for MP3 sentence by sentence, and gives no made-up word timings', async () => {
    const mp3 = await toneMp3();
    const { url, calls } = await startSpeechServer(() => ({ status: 200, body: mp3 }));
    const engine = createTextToSpeechEngine({
      provider: 'http',
      httpUrl: `${url}/v1`,
      httpApiKey: 'test-key',
      httpModel: 'tts-test',
      httpVoices: ['nova', 'alloy'],
      blobStore: countingBlobStore(),
    });
    expect(engine.name).toBe('tts-test');
    expect(engine.support('es-ES')).toEqual({ available: true, engine: 'tts-test' });
    expect(engine.defaultVoice('es-ES')).toBe('nova');

    const text = 'Buenos días. ¿Qué tal?';
    const segments = await speakAll(engine, {
      text,
      language: 'es-ES',
      voice: 'alloy',
      speed: 1.5,
    });

    expect(calls).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer test-key',
        body: {
          model: 'tts-test',
          input: 'Buenos días.',
          voice: 'alloy',
          speed: 1.5,
          response_format: 'mp3',
        },
      },
      expect.objectContaining({ body: expect.objectContaining({ input: '¿Qué tal?' }) }),
    ]);
    expect(segments).toHaveLength(2);
    expect(segments[1]).toMatchObject({
      index: 1,
      textStart: 13,
      textEnd: text.length,
      mimeType: 'audio/mpeg',
      words: null,
      durationMs: Math.round(readMp3Info(mp3)!.durationMs),
    });
    expect(Buffer.from(segments[0]!.audio)).toEqual(Buffer.from(mp3));
  });

  it('answers a repeated sentence from the cache without calling the server', async () => {
    const mp3 = await toneMp3();
    const { url, calls } = await startSpeechServer(() => ({ status: 200, body: mp3 }));
    const engine = createTextToSpeechEngine({
      provider: 'http',
      httpUrl: url,
      blobStore: countingBlobStore(),
    });
    const request = { text: 'Once is enough.', language: 'en-US', voice: 'alloy', speed: 1 };
    const first = await speakAll(engine, request);
    const second = await speakAll(engine, request);
    expect(calls).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('fails honestly when the server errs or answers something that is not MP3', async () => {
    const { url } = await startSpeechServer((call) =>
      call.body.input === 'Broken.'
        ? { status: 500, body: 'model crashed' }
        : { status: 200, body: 'not audio' },
    );
    const engine = createTextToSpeechEngine({
      provider: 'http',
      httpUrl: url,
      blobStore: countingBlobStore(),
    });
    const speak = (text: string) =>
      speakAll(engine, { text, language: 'en-US', voice: 'alloy', speed: 1 });
    await expect(speak('Broken.')).rejects.toThrow(
      new TextToSpeechError(
        'engine_failed',
        'The speech service answered 500 Internal Server Error.',
      ),
    );
    await expect(speak('Garbled.')).rejects.toThrow('The speech service sent no MP3 audio.');
  });

  it('offers only the languages it is configured for', () => {
    const engine = createTextToSpeechEngine({
      provider: 'http',
      httpUrl: 'http://127.0.0.1:9',
      httpLanguages: ['en', 'pt-BR'],
      blobStore: countingBlobStore(),
    });
    expect(engine.support('en-GB').available).toBe(true);
    expect(engine.support('pt-BR').available).toBe(true);
    expect(engine.support('pt-PT')).toEqual({ available: false, reason: 'language_not_supported' });
    expect(engine.voices('pt-PT')).toEqual([]);
  });
});
