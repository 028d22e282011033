// Issue 5 item 4: "an HTTP provider for OpenAI-compatible /v1/audio/transcriptions".
// No such cloud service can exist in a test, so a small real HTTP server on 127.0.0.1 plays
// one: it parses the multipart request the provider sends and answers as OpenAI (words at the
// top level) or faster-whisper servers (words inside segments) do.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSpeechToTextEngine, SpeechToTextError, type SpeechToTextEngine } from './index.js';

interface ReceivedRequest {
  path: string;
  authorization: string | undefined;
  fields: Record<string, string>;
  file: { name: string; type: string; bytes: Buffer } | undefined;
}

type Answer = (response: ServerResponse) => void;

let server: Server;
let baseUrl: string;
let received: ReceivedRequest[] = [];
let answer: Answer;

const json =
  (status: number, body: unknown): Answer =>
  (response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

async function readRequest(request: IncomingMessage): Promise<ReceivedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': request.headers['content-type'] ?? '' },
  }).formData();
  const fields: Record<string, string> = {};
  let file: ReceivedRequest['file'];
  for (const [name, value] of form) {
    if (typeof value === 'string') fields[name] = value;
    else
      file = { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
  }
  return { path: request.url ?? '', authorization: request.headers.authorization, fields, file };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readRequest(request).then((parsed) => {
      received.push(parsed);
      answer(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received = [];
});

// The first bytes of a WebM file (EBML magic), enough for the provider to name the file.
const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60, 1)]);

function httpEngine(
  extra: Parameters<typeof createSpeechToTextEngine>[0] = {},
): SpeechToTextEngine {
  return createSpeechToTextEngine({ provider: 'http', httpUrl: baseUrl, ...extra });
}

describe('HTTP speech to text (OpenAI-compatible)', () => {
  it('sends the recording as OpenAI asks and keeps the word timings', async () => {
    answer = json(200, {
      task: 'transcribe',
      language: 'english',
      duration: 1.2,
      text: ' Hello world. ',
      words: [
        { word: 'Hello', start: 0.1, end: 0.52 },
        { word: 'world.', start: 0.6, end: 1.04 },
      ],
    });
    const engine = httpEngine({ httpApiKey: 'sk-test', httpModel: 'whisper-large-v3' });

    const result = await engine.transcribe(webm, {
      language: 'en-GB',
      contentType: 'audio/webm;codecs=opus',
    });

    expect(result).toEqual({
      text: 'Hello world.',
      words: [
        { word: 'Hello', startMs: 100, endMs: 520 },
        { word: 'world.', startMs: 600, endMs: 1040 },
      ],
      language: 'en-GB',
      engine: 'whisper-large-v3',
    });
    const [request] = received;
    expect(request).toMatchObject({
      path: '/v1/audio/transcriptions',
      authorization: 'Bearer sk-test',
      fields: {
        model: 'whisper-large-v3',
        // Whisper servers take ISO 639-1 codes, not regions.
        language: 'en',
        response_format: 'verbose_json',
        'timestamp_granularities[]': 'word',
      },
    });
    expect(request!.file?.name).toBe('recording.webm');
    expect(request!.file?.bytes.equals(webm)).toBe(true);
  });

  it('reads words inside segments, with their probability, as faster-whisper servers send them', async () => {
    answer = json(200, {
      text: 'Hola mundo',
      segments: [
        { text: 'Hola', words: [{ word: ' Hola', start: 0, end: 0.4, probability: 0.91 }] },
        { text: 'mundo', words: [{ word: ' mundo', start: 0.5, end: 0.9, probability: 0.85 }] },
      ],
    });
    // A base URL that already ends in /v1 is not doubled.
    const engine = httpEngine({ httpUrl: `${baseUrl}/v1/` });
    const result = await engine.transcribe(webm, { language: 'es-ES' });
    expect(result.words).toEqual([
      { word: 'Hola', startMs: 0, endMs: 400, confidence: 0.91 },
      { word: 'mundo', startMs: 500, endMs: 900, confidence: 0.85 },
    ]);
    expect(received[0]!.path).toBe('/v1/audio/transcriptions');
    expect(received[0]!.authorization).toBeUndefined();
  });

  it('keeps the text and gives no words when the server sends no word timings', async () => {
    answer = json(200, { text: 'Bonjour' });
    const result = await httpEngine().transcribe(webm, { language: 'fr-FR' });
    expect(result).toMatchObject({ text: 'Bonjour', words: [], engine: 'whisper-1' });
  });

  it('supports every language, or only the configured ones', () => {
    expect(httpEngine().support('ar-EG')).toEqual({ available: true, engine: 'whisper-1' });
    const limited = httpEngine({ httpLanguages: ['en', 'pt-BR'] });
    expect(limited.support('en-US')).toEqual({ available: true, engine: 'whisper-1' });
    expect(limited.support('pt-BR')).toEqual({ available: true, engine: 'whisper-1' });
    expect(limited.support('pt-PT')).toEqual({
      available: false,
      reason: 'language_not_supported',
    });
  });

  it('turns server failures into messages for the user', async () => {
    answer = json(503, { error: { message: 'overloaded' } });
    const unavailable = await httpEngine()
      .transcribe(webm, { language: 'en-US' })
      .catch((error: unknown) => error);
    expect(unavailable).toBeInstanceOf(SpeechToTextError);
    expect(unavailable).toMatchObject({
      failure: 'engine_failed',
      message: 'The transcription service is unavailable right now. Please try again later.',
    });

    answer = json(400, { error: { message: 'Invalid file format.' } });
    await expect(httpEngine().transcribe(webm, { language: 'en-US' })).rejects.toMatchObject({
      failure: 'unreadable_audio',
      message: 'The transcription service could not read the recording.',
    });

    answer = (response) => response.end('<html>proxy error</html>');
    await expect(httpEngine().transcribe(webm, { language: 'en-US' })).rejects.toMatchObject({
      failure: 'engine_failed',
      message: 'The transcription service answered something unexpected.',
    });
  });

  it('gives up after its time limit, and when the job is aborted', async () => {
    answer = () => {}; // never answers
    await expect(
      httpEngine({ httpTimeoutMs: 200 }).transcribe(webm, { language: 'en-US' }),
    ).rejects.toMatchObject({
      failure: 'engine_failed',
      message: 'The transcription service did not answer.',
    });

    const controller = new AbortController();
    const running = httpEngine().transcribe(webm, {
      language: 'en-US',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    await expect(running).rejects.toMatchObject({ failure: 'engine_failed' });
  });

  it('needs a URL', () => {
    expect(() => createSpeechToTextEngine({ provider: 'http' })).toThrow(
      'STT_PROVIDER=http needs STT_HTTP_URL',
    );
  });
});
