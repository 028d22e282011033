// Issue 5 item 3: the client's `t/voices` and streamed `t/tts` calls against a real HTTP server
// on 127.0.0.1.
import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SpeechDoneLine, SpeechSegmentLine, TextToSpeechVoicesResponse } from '@motes/shared';
import { ApiError, ApiNetworkError } from './apiError';
import { isAbortError } from './engineCall';
import { SpeechStreamError, getVoices, speechSegmentAudio, streamSpeech } from './textToSpeech';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const voices: TextToSpeechVoicesResponse = {
  language: 'es-ES',
  engine: 'espeak-ng',
  defaultVoice: 'es',
  voices: [
    { id: 'es', name: 'Spanish (Spain)', gender: 'male' },
    { id: 'es+f3', name: 'Spanish (Spain), female', gender: 'female' },
  ],
};

function segment(index: number, text: string): SpeechSegmentLine {
  return {
    index,
    textStart: 0,
    textEnd: 5,
    audio: Buffer.from(text).toString('base64'),
    mimeType: 'audio/mpeg',
    durationMs: 400,
    words: [{ start: 0, end: 5, startMs: 0, endMs: 400 }],
  };
}
const done: SpeechDoneLine = { done: true, engine: 'espeak-ng', voice: 'es', speed: 1 };

function startStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
}
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

/** Collects every segment and the return value of a stream. */
async function readAll(stream: AsyncGenerator<SpeechSegmentLine, SpeechDoneLine>) {
  const segments: SpeechSegmentLine[] = [];
  for (;;) {
    const next = await stream.next();
    if (next.done) return { segments, done: next.value };
    segments.push(next.value);
  }
}

describe('getVoices (GET t/voices)', () => {
  it('asks for one language’s voices and returns the parsed answer', async () => {
    server.handle((_request, response) => sendJson(response, 200, voices));
    expect(await getVoices(createTestClient(server), 'es-ES')).toEqual(voices);
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      url: '/api/t/voices?language=es-ES',
    });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('throws the server’s 422 as an ApiError with its body', async () => {
    server.handle((_request, response) =>
      sendJson(response, 422, { error: 'unsupported_language', message: 'Not for ja-JP.' }),
    );
    const failure = await getVoices(createTestClient(server), 'ja-JP').catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 422, body: { error: 'unsupported_language' } });
  });
});

describe('streamSpeech (POST t/tts, NDJSON)', () => {
  it('posts the request and yields each segment, returning the final line', async () => {
    server.handle((_request, response) => {
      startStream(response);
      // A line split across two writes, and two lines in one write.
      const first = line(segment(0, 'hola'));
      response.write(first.slice(0, 10));
      response.write(first.slice(10) + line(segment(1, 'adiós')));
      response.end(line(done));
    });
    const client = createTestClient(server);
    const result = await readAll(
      streamSpeech(client, { text: 'Hola. Adiós.', language: 'es-ES', voice: 'es', speed: 1.25 }),
    );
    expect(result.segments.map((each) => each.index)).toEqual([0, 1]);
    expect(result.done).toEqual(done);
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/t/tts' });
    expect(JSON.parse(server.requests[0]!.body)).toEqual({
      text: 'Hola. Adiós.',
      language: 'es-ES',
      voice: 'es',
      speed: 1.25,
    });
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.headers.authorization).toBe('Bearer token-1');
  });

  it('hands over the first segment while the server is still speaking the rest', async () => {
    let finish: (() => void) | undefined;
    server.handle((_request, response) => {
      startStream(response);
      response.write(line(segment(0, 'uno')));
      finish = () => response.end(line(segment(1, 'dos')) + line(done));
    });
    const stream = streamSpeech(createTestClient(server), { text: 'Uno. Dos.', language: 'es-ES' });
    const first = await stream.next();
    expect(first).toMatchObject({ done: false, value: { index: 0 } });
    expect(finish).toBeDefined();
    finish!();
    expect(await readAll(stream)).toMatchObject({ segments: [{ index: 1 }], done });
  });

  it('throws the error line’s message after the good segments', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(
        line(segment(0, 'uno')) +
          line({ error: 'engine_unavailable', message: 'Reading aloud is not available.' }),
      );
    });
    const stream = streamSpeech(createTestClient(server), { text: 'Uno. Dos.', language: 'es-ES' });
    expect(await stream.next()).toMatchObject({ value: { index: 0 } });
    const failure = await stream.next().catch((error) => error);
    expect(failure).toBeInstanceOf(SpeechStreamError);
    expect(failure).toMatchObject({
      code: 'engine_unavailable',
      message: 'Reading aloud is not available.',
    });
  });

  it('refuses a line that breaks the contract', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line({ index: 'first' }));
    });
    const stream = streamSpeech(createTestClient(server), { text: 'Uno.', language: 'es-ES' });
    await expect(stream.next()).rejects.toThrow();
  });

  it('calls a stream that ends without its final line a network failure', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'uno')));
    });
    const stream = streamSpeech(createTestClient(server), { text: 'Uno.', language: 'es-ES' });
    await stream.next();
    await expect(stream.next()).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('throws an error status before any segment as an ApiError', async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, { error: 'unknown_voice', message: 'There is no voice "x".' }),
    );
    const stream = streamSpeech(createTestClient(server), {
      text: 'Hola.',
      language: 'es-ES',
      voice: 'x',
    });
    await expect(stream.next()).rejects.toMatchObject({
      status: 400,
      body: { error: 'unknown_voice' },
    });
  });

  it('stops reading and rejects with an AbortError when aborted mid-stream', async () => {
    let closed = false;
    server.handle((_request, response) => {
      startStream(response);
      response.write(line(segment(0, 'uno')));
      response.on('close', () => {
        closed = true;
      });
    });
    const controller = new AbortController();
    const stream = streamSpeech(
      createTestClient(server),
      { text: 'Uno. Dos.', language: 'es-ES' },
      { signal: controller.signal },
    );
    expect(await stream.next()).toMatchObject({ value: { index: 0 } });
    const pending = stream.next();
    controller.abort();
    const failure = await pending.catch((error) => error);
    expect(isAbortError(failure)).toBe(true);
    // The download was cancelled: the server sees the connection go.
    await expect.poll(() => closed).toBe(true);
  });

  it('rejects with an AbortError when aborted before the answer', async () => {
    server.handle(() => {});
    const controller = new AbortController();
    const stream = streamSpeech(
      createTestClient(server),
      { text: 'Uno.', language: 'es-ES' },
      { signal: controller.signal },
    );
    const pending = stream.next();
    await expect.poll(() => server.requests.length).toBe(1);
    controller.abort();
    expect(isAbortError(await pending.catch((error) => error))).toBe(true);
  });

  it('turns a segment’s base64 audio into a playable Blob of its type', async () => {
    const blob = speechSegmentAudio(segment(0, 'ID3 bytes'));
    expect(blob.type).toBe('audio/mpeg');
    expect(await blob.text()).toBe('ID3 bytes');
  });
});
