// Issue 6 item 9: the library's mote calls against a real HTTP server on 127.0.0.1 — the
// paths, methods and bodies they send, and that answers are checked against the contract.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Mote } from '@motes/shared';
import { ApiError } from './apiError';
import { deleteMote, listMotes, restoreMote, updateMote } from './motes';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const MOTE: Mote = {
  id: 'mote-aaaaaaaaaaaaaaaaaaaa',
  kind: 'recording',
  title: 'Spelling feedback',
  language: 'en-US',
  durationMs: 5000,
  sizeBytes: 100,
  contentType: 'audio/webm',
  waveform: [],
  transcript: { status: 'done', text: 'hello', words: [] },
  visibility: 'link',
  allowDownload: false,
  plays: 0,
  heard: 0,
  author: null,
  audioPath: 'm/motes/mote-aaaaaaaaaaaaaaaaaaaa/audio',
  downloadPath: 'm/motes/mote-aaaaaaaaaaaaaaaaaaaa/audio?download=1',
  shareUrl: 'https://motes.test/m/mote-aaaaaaaaaaaaaaaaaaaa',
  shortUrl: null,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
  isMine: true,
};

describe('the library calls (m/motes)', () => {
  it('lists with the search and cursor in the query, leaving out empty ones', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { motes: [MOTE], nextCursor: 'next-1' }),
    );
    const client = createTestClient(server);
    expect(await listMotes(client, { q: 'spell', cursor: 'c-1' })).toEqual({
      motes: [MOTE],
      nextCursor: 'next-1',
    });
    await listMotes(client);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'GET /api/m/motes?q=spell&cursor=c-1',
      'GET /api/m/motes',
    ]);
  });

  it('renames and edits the transcript with PATCH, and answers the changed mote', async () => {
    server.handle((_request, response) => sendJson(response, 200, { ...MOTE, title: 'New' }));
    const changed = await updateMote(createTestClient(server), MOTE.id, {
      title: 'New',
      transcriptText: 'edited',
    });
    expect(changed.title).toBe('New');
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PATCH', url: `/api/m/motes/${MOTE.id}` });
    expect(JSON.parse(request!.body)).toEqual({ title: 'New', transcriptText: 'edited' });
  });

  it('deletes (204) and restores', async () => {
    server.handle((request, response) => {
      if (request.method === 'DELETE') {
        response.writeHead(204);
        return void response.end();
      }
      sendJson(response, 200, MOTE);
    });
    const client = createTestClient(server);
    await expect(deleteMote(client, MOTE.id)).resolves.toBeUndefined();
    expect(await restoreMote(client, MOTE.id)).toEqual(MOTE);
    expect(server.requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `DELETE /api/m/motes/${MOTE.id}`,
      `POST /api/m/motes/${MOTE.id}/restore`,
    ]);
  });

  it("rejects with the server's 404 for another user's mote", async () => {
    server.handle((_request, response) =>
      sendJson(response, 404, { error: 'mote_not_found', message: 'Not found' }),
    );
    const failure = await deleteMote(createTestClient(server), MOTE.id).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
  });
});
