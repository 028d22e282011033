// Issue 14 deliverable 3: text PostgreSQL cannot store (U+0000, lone surrogates, `\u0000` in
// jsonb) is refused with a 400 naming the field, or repaired, in one place — not a 500. Unit
// tests of the walk, then the whole server at 127.0.0.1 on the routes that used to answer 500.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HighlightSavedSchema } from '@motes/shared';
import { apiClient, buildUser, signedInClient } from '../../test/factories.js';
import { getTestServer, type TestServer } from '../../test/testServer.js';
import { HttpError } from './errors.js';
import { MAX_INPUT_DEPTH, storableInput, storableText, TEXT_INPUT_ERROR } from './textInput.js';

function refusal(run: () => unknown): HttpError {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

describe('storableText and storableInput', () => {
  it('refuses U+0000 with a 400 naming the field', () => {
    const error = refusal(() => storableText('a\u0000b', 'title'));
    expect(error).toMatchObject({ statusCode: 400, code: TEXT_INPUT_ERROR });
    expect(error.message).toBe('title: Text cannot contain the character U+0000');
  });

  it('names nested fields and array positions, and field names too', () => {
    const body = { variables: { list: ['fine', 'bad\u0000'] } };
    expect(refusal(() => storableInput(body, '')).message).toBe(
      'variables.list.1: Text cannot contain the character U+0000',
    );
    expect(refusal(() => storableInput({ pageContext: { 'k\u0000': 1 } }, '')).message).toBe(
      'pageContext: Field names cannot contain the character U+0000',
    );
  });

  it('replaces lone surrogates by U+FFFD and keeps pairs, in values and field names', () => {
    const body = { note: 'half \uD83D here', pair: 'whole 😀', ['k\uDE00']: 'x', list: ['\uDC00'] };
    expect(storableInput(body, '')).toEqual({
      note: 'half \uFFFD here',
      pair: 'whole 😀',
      ['k\uFFFD']: 'x',
      list: ['\uFFFD'],
    });
    expect(storableText('\uD800', 'title')).toBe('\uFFFD');
  });

  it('refuses nesting deeper than the limit without exhausting the stack', () => {
    expect(storableInput(nested(MAX_INPUT_DEPTH - 1), '')).toBeDefined();
    const error = refusal(() => storableInput(nested(200_000), 'body'));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe('body.0: Input cannot be nested more than 32 levels deep');
  });

  it('leaves numbers, booleans, null, Buffers and null-prototype query objects alone', () => {
    const query = Object.assign(Object.create(null) as object, { q: 'x\uD800' });
    expect(storableInput(query, '')).toEqual({ q: 'x\uFFFD' });
    const buffer = Buffer.from([0, 0xd8]);
    expect(storableInput(buffer, 'body')).toBe(buffer);
    expect(storableInput({ n: -0, big: 1e308, ok: true, none: null }, '')).toEqual({
      n: -0,
      big: 1e308,
      ok: true,
      none: null,
    });
  });
});

describe('every request, through the validation layer (whole server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  const signedIn = async () => signedInClient(server, await buildUser(server.database.db));

  it('refuses U+0000 in a JSON field with invalid_text naming the field (it was a 500)', async () => {
    const client = await signedIn();
    const response = await client.post('t/totes', { title: 'Class\u0000notes', moteIds: [] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_text',
      message: 'title: Text cannot contain the character U+0000',
    });
  });

  it('refuses `\\u0000` written as an escape inside analytics JSON bound for jsonb', async () => {
    const response = await apiClient(server).fetch('s/track/everything', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"event":"Page Viewed","pageContext":{"path":"/\\u0000"}}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_text',
      message: 'pageContext.path: Text cannot contain the character U+0000',
    });
  });

  it('refuses U+0000 in a query string and in a route parameter', async () => {
    const client = await signedIn();
    const search = await client.get('m/motes?q=a%00b');
    expect(search.status).toBe(400);
    expect(await search.json()).toMatchObject({ message: expect.stringMatching(/^q: /) });
    const byId = await client.fetch('t/totes/x%00y');
    expect(byId.status).toBe(400);
    expect(await byId.json()).toMatchObject({ error: 'invalid_text' });
  });

  it('refuses U+0000 in a tus Upload-Metadata value (base64 in a header)', async () => {
    const response = await apiClient(server).fetch('f/uploads', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `filename ${Buffer.from('take\u00001.webm').toString('base64')}`,
      },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'invalid_text',
      message: 'Upload-Metadata.filename: Text cannot contain the character U+0000',
    });
  });

  it('relies on Node refusing U+0000 in a header before any route reads it', async () => {
    const { port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.end('GET /api/i/status HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: a\u0000b\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk) => (received += chunk.toString()));
      socket.on('end', () => resolve(received));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it('saves text with a lone surrogate, which became U+FFFD', async () => {
    const client = await signedIn();
    const response = await client.fetch('u/highlights', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // Written by hand: JSON.stringify would escape the lone surrogate, which is the same.
      body: JSON.stringify({
        id: randomUUID(),
        pageUrl: 'https://news.example/rivers',
        pageTitle: 'Rivers \uD83D',
        colour: 'yellow',
        selector: { exact: 'valleys \uDE00' },
        note: 'half a pair: \uD83D',
      }),
    });
    expect(response.status).toBe(201);
    const saved = HighlightSavedSchema.parse(await response.json());
    expect(JSON.stringify(saved)).toContain('valleys \uFFFD');
  });

  it('answers 4xx with a message, never 5xx, for deep nesting, bad JSON, wrong types and oversize bodies', async () => {
    const client = await signedIn();
    const answer = async (body: string | Uint8Array, contentType = 'application/json') => {
      const response = await client.fetch('i/settings', {
        method: 'POST',
        headers: { 'content-type': contentType },
        body,
      });
      const { message } = (await response.json()) as { message: string };
      return `${response.status} ${message}`;
    };
    // Written by hand: JSON.stringify itself runs out of stack on this.
    expect(await answer(`{"voiceSpeed":${'['.repeat(100_000)}${']'.repeat(100_000)}}`)).toBe(
      '400 voiceSpeed: Input cannot be nested more than 32 levels deep',
    );
    expect(await answer('{"voiceSpeed":')).toMatch(/^400 \S/);
    expect(await answer('{"__proto__":{"x":1}}')).toMatch(/^400 \S/);
    expect(await answer('{"voiceSpeed":1e400}')).toMatch(/^400 voiceSpeed: /);
    expect(await answer(new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]))).toMatch(/^400 \S/);
    expect(await answer('voiceSpeed=1', 'application/x-www-form-urlencoded')).toMatch(/^415 \S/);
    expect(await answer(`"${'x'.repeat(2 * 1024 * 1024)}"`)).toMatch(/^413 \S/);
  });
});
