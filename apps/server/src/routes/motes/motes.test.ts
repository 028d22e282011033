// Issue 6 items 4, 5 and 10: motes on the server — idempotent create from a finished upload,
// the type and duration from the content, the share view, range requests, and every endpoint
// tried with another caller's token. The whole server at 127.0.0.1 with real audio.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_REQUIRED_ERROR,
  IDEMPOTENCY_KEY_REUSED_ERROR,
  MOTE_DOWNLOAD_NOT_ALLOWED_ERROR,
  MOTE_LIST_PAGE_SIZE,
  MOTE_NOT_FOUND_ERROR,
  MOTE_UNSUPPORTED_AUDIO_ERROR,
  MOTE_WAVEFORM_PEAKS,
  MoteListSchema,
  MoteSchema,
  UPLOAD_INCOMPLETE_ERROR,
  type Mote,
} from '@motes/shared';
import { motes } from '../../db/schema/index.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import {
  createUpload,
  patchJson,
  patchUpload,
  postMote,
  recordMote,
  uploadAll,
  uploadIdOf,
} from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
let audio: TestAudio;
let spokenMs: number;

beforeAll(async () => {
  server = await getTestServer();
  audio = makeTestAudio();
  spokenMs = ((audio.file('speech.wav').length - 44) / 32_000) * 1000;
});
afterAll(async () => {
  await server.stop();
  audio.remove();
});

const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) =>
  signedInClient(server, await buildUser(server.database.db, overrides));

async function moteOf(response: Response): Promise<Mote> {
  return MoteSchema.parse(await response.json());
}

describe('POST m/motes', () => {
  it('makes a mote of a finished upload: type, duration and waveform from the bytes', async () => {
    const client = await signedIn({ isVip: true });
    // A WAV that calls itself an MP3: the bytes decide.
    const wav = audio.file('speech.wav');
    const created = await createUpload(client, wav.length, {
      filename: 'interview.mp3',
      filetype: 'audio/mpeg',
    });
    const uploadId = uploadIdOf(created);
    await patchUpload(client, uploadId, 0, wav);
    const response = await postMote(client, { kind: 'upload', uploadId, title: 'Interview' });
    expect(response.status).toBe(201);
    const mote = await moteOf(response);
    expect(mote).toMatchObject({
      kind: 'upload',
      title: 'Interview',
      contentType: 'audio/wav',
      sizeBytes: wav.length,
      visibility: 'link',
      allowDownload: false,
      plays: 0,
      heard: 0,
      isMine: true,
      audioPath: `m/motes/${mote.id}/audio`,
    });
    expect(mote.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(Math.abs(mote.durationMs - spokenMs)).toBeLessThan(120);
    expect(mote.waveform).toHaveLength(MOTE_WAVEFORM_PEAKS);
    expect(mote.author).toEqual({ name: client.user.name });
  });

  it('measures a WebM/Opus recording as Chromium streams it (no duration in its header)', async () => {
    const client = apiClient(server);
    const mote = await recordMote(client, audio.file('speech.webm'));
    expect(mote.contentType).toBe('audio/webm');
    expect(Math.abs(mote.durationMs - spokenMs)).toBeLessThan(120);
  });

  it('is idempotent: a retry with the same key gets the same mote (200), never a second', async () => {
    const client = await signedIn();
    const uploadId = await uploadAll(client, audio.file('speech.mp3'));
    const body = { kind: 'recording', uploadId };
    const key = 'retry-key-0001';
    // Two attempts at once (a timed-out request and its retry), then a later retry.
    const [first, second] = await Promise.all([
      postMote(client, body, key),
      postMote(client, body, key),
    ]);
    const third = await postMote(client, body, key);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(third.status).toBe(200);
    const ids = new Set([
      (await moteOf(first)).id,
      (await moteOf(second)).id,
      (await moteOf(third)).id,
    ]);
    expect(ids.size).toBe(1);
    const rows = await server.database.db
      .select()
      .from(motes)
      .where(eq(motes.ownerKey, `user:${client.user.id}`));
    expect(rows).toHaveLength(1);
    // The same key for something else is a client bug, said plainly.
    const reused = await postMote(client, { ...body, title: 'Other' }, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: IDEMPOTENCY_KEY_REUSED_ERROR });
  });

  it('needs an Idempotency-Key header', async () => {
    const client = apiClient(server);
    const response = await client.post('m/motes', { kind: 'recording', uploadId: 'x'.repeat(32) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: IDEMPOTENCY_KEY_REQUIRED_ERROR });
  });

  it('refuses an unfinished upload (409) and another caller’s upload (404)', async () => {
    const owner = apiClient(server);
    const bytes = audio.file('speech.mp3');
    const uploadId = uploadIdOf(await createUpload(owner, bytes.length));
    await patchUpload(owner, uploadId, 0, bytes.subarray(0, 1000));
    const unfinished = await postMote(owner, { kind: 'recording', uploadId });
    expect(unfinished.status).toBe(409);
    expect(await unfinished.json()).toMatchObject({ error: UPLOAD_INCOMPLETE_ERROR });
    const other = await signedIn();
    expect((await postMote(other, { kind: 'recording', uploadId })).status).toBe(404);
  });

  it('refuses a file that merely starts like audio (415 for unknown bytes, 422 damaged)', async () => {
    const client = apiClient(server);
    // A first PATCH too short to tell skips the early check: the create step decides.
    const text = Buffer.from('plain text, not audio, sent in two small pieces by a client');
    const uploadId = uploadIdOf(await createUpload(client, text.length));
    expect((await patchUpload(client, uploadId, 0, text.subarray(0, 10))).status).toBe(204);
    expect((await patchUpload(client, uploadId, 10, text.subarray(10))).status).toBe(204);
    const refused = await postMote(client, { kind: 'upload', uploadId });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toMatchObject({ error: MOTE_UNSUPPORTED_AUDIO_ERROR });
    const damaged = Buffer.concat([
      audio.file('speech.flac').subarray(0, 100),
      Buffer.alloc(5000, 3),
    ]);
    const damagedId = await uploadAll(client, damaged);
    const unreadable = await postMote(client, { kind: 'upload', uploadId: damagedId });
    expect(unreadable.status).toBe(422);
  });
});

describe('GET m/motes/{id} and its audio', () => {
  let owner: Awaited<ReturnType<typeof signedIn>>;
  let mote: Mote;
  beforeAll(async () => {
    owner = await signedIn({ isVip: true });
    mote = await recordMote(owner, audio.file('speech.mp3'), { title: 'Morning news' });
  });

  it('shows a link-shared mote to anyone, without the owner flag', async () => {
    const visitor = apiClient(server);
    const response = await visitor.get(`m/motes/${mote.id}`);
    expect(response.status).toBe(200);
    const seen = await moteOf(response);
    expect(seen).toMatchObject({ id: mote.id, title: 'Morning news', isMine: false });
    expect(seen.author).toEqual({ name: owner.user.name });
  });

  it('hides the author’s name when the author is a minor (§6)', async () => {
    const minor = await signedIn({ isMinor: true });
    const minorMote = await recordMote(minor, audio.file('speech.mp3'));
    expect(minorMote.author).toBeNull();
    const seen = await moteOf(await apiClient(server).get(`m/motes/${minorMote.id}`));
    expect(seen.author).toBeNull();
    expect(JSON.stringify(seen)).not.toContain(minor.user.name!);
  });

  it('keeps a private mote from everyone but its owner (404)', async () => {
    const own = await recordMote(owner, audio.file('speech.mp3'));
    const patched = await patchJson(owner, `m/motes/${own.id}`, { visibility: 'private' });
    expect(patched.status).toBe(200);
    const other = await signedIn();
    for (const client of [other, apiClient(server)]) {
      const response = await client.get(`m/motes/${own.id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: MOTE_NOT_FOUND_ERROR });
      expect((await client.get(`m/motes/${own.id}/audio`)).status).toBe(404);
    }
    expect((await owner.get(`m/motes/${own.id}`)).status).toBe(200);
  });

  it('serves the audio with its type, no script execution, and byte ranges for seeking', async () => {
    const visitor = apiClient(server);
    const bytes = audio.file('speech.mp3');
    const whole = await visitor.get(`m/motes/${mote.id}/audio`);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
    expect(whole.headers.get('content-security-policy')).toContain('sandbox');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-disposition')).toMatch(
      /^inline; filename="Morning news\.mp3"/,
    );
    expect(Buffer.compare(Buffer.from(await whole.arrayBuffer()), bytes)).toBe(0);

    const part = await visitor.fetch(`m/motes/${mote.id}/audio`, {
      headers: { range: 'bytes=100-199' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${bytes.length}`);
    expect(Buffer.compare(Buffer.from(await part.arrayBuffer()), bytes.subarray(100, 200))).toBe(0);

    const tail = await visitor.fetch(`m/motes/${mote.id}/audio`, {
      headers: { range: 'bytes=-50' },
    });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(Buffer.from(await tail.arrayBuffer()), bytes.subarray(-50))).toBe(0);

    const beyond = await visitor.fetch(`m/motes/${mote.id}/audio`, {
      headers: { range: `bytes=${bytes.length}-` },
    });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('downloads as an attachment only when the owner allows it', async () => {
    const visitor = apiClient(server);
    const refused = await visitor.get(`m/motes/${mote.id}/audio?download=1`);
    // 404, never 403: a 403 signs the caller out (§8).
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ error: MOTE_DOWNLOAD_NOT_ALLOWED_ERROR });
    // The owner always may.
    expect((await owner.get(`m/motes/${mote.id}/audio?download=1`)).status).toBe(200);
    await patchJson(owner, `m/motes/${mote.id}`, { allowDownload: true });
    const allowed = await visitor.get(`m/motes/${mote.id}/audio?download=1`);
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('counts plays and unique listeners ("heard")', async () => {
    const listener = apiClient(server);
    const play = (listenerId: string) => listener.post(`m/motes/${mote.id}/plays`, { listenerId });
    expect(await (await play('listener-aaaa')).json()).toEqual({ plays: 1, heard: 1 });
    expect(await (await play('listener-aaaa')).json()).toEqual({ plays: 2, heard: 1 });
    expect(await (await play('listener-bbbb')).json()).toEqual({ plays: 3, heard: 2 });
    const seen = await moteOf(await listener.get(`m/motes/${mote.id}`));
    expect(seen).toMatchObject({ plays: 3, heard: 2 });
  });
});

describe('changing and deleting: the owner only (item 10)', () => {
  it('answers 404 to another user’s token and to another device on every change', async () => {
    const owner = await signedIn();
    const mote = await recordMote(owner, audio.file('speech.mp3'), { title: 'Mine' });
    const others: ApiClient[] = [await signedIn(), apiClient(server)];
    for (const other of others) {
      expect((await patchJson(other, `m/motes/${mote.id}`, { title: 'Hacked' })).status).toBe(404);
      expect((await other.fetch(`m/motes/${mote.id}`, { method: 'DELETE' })).status).toBe(404);
      expect((await other.post(`m/motes/${mote.id}/restore`)).status).toBe(404);
      const list = MoteListSchema.parse(await (await other.get('m/motes')).json());
      expect(list.motes.map((listed) => listed.id)).not.toContain(mote.id);
    }
    const still = await moteOf(await owner.get(`m/motes/${mote.id}`));
    expect(still.title).toBe('Mine');
  });

  it('renames, edits the transcript (dropping word timings) and changes visibility', async () => {
    const owner = await signedIn();
    const mote = await recordMote(owner, audio.file('speech.mp3'));
    const response = await patchJson(owner, `m/motes/${mote.id}`, {
      title: '  Week 3 story  ',
      transcriptText: 'My teacher asked us to write a story.',
      visibility: 'private',
      allowDownload: true,
    });
    expect(response.status).toBe(200);
    expect(await moteOf(response)).toMatchObject({
      title: 'Week 3 story',
      transcript: { status: 'done', text: 'My teacher asked us to write a story.', words: [] },
      visibility: 'private',
      allowDownload: true,
    });
  });

  it('deletes softly, hides the mote, and restores it (undo)', async () => {
    const owner = await signedIn();
    const mote = await recordMote(owner, audio.file('speech.mp3'));
    expect((await owner.fetch(`m/motes/${mote.id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await owner.get(`m/motes/${mote.id}`)).status).toBe(404);
    expect((await apiClient(server).get(`m/motes/${mote.id}/audio`)).status).toBe(404);
    const restored = await owner.post(`m/motes/${mote.id}/restore`);
    expect(restored.status).toBe(200);
    expect((await moteOf(restored)).id).toBe(mote.id);
    expect((await owner.get(`m/motes/${mote.id}`)).status).toBe(200);
  });
});

describe('GET m/motes', () => {
  it('lists the caller’s own motes newest first, searches titles and pages with a cursor', async () => {
    const owner = await signedIn({ isVip: true });
    const titles = ['Fractions lesson', 'Reading log', 'Fractions homework'];
    for (const title of titles) await recordMote(owner, audio.tone(0.3), { title });
    const list = MoteListSchema.parse(await (await owner.get('m/motes')).json());
    expect(list.motes.map((mote) => mote.title)).toEqual([...titles].reverse());
    expect(list.nextCursor).toBeNull();
    const found = MoteListSchema.parse(await (await owner.get('m/motes?q=fractions')).json());
    expect(found.motes.map((mote) => mote.title)).toEqual([
      'Fractions homework',
      'Fractions lesson',
    ]);
    const percent = MoteListSchema.parse(await (await owner.get('m/motes?q=%25')).json());
    expect(percent.motes).toHaveLength(0);
  });

  it('pages through more motes than fit on one page', async () => {
    const owner = apiClient(server);
    const template = await recordMote(owner, audio.tone(0.2), { title: 'Mote 0' });
    const [row] = await server.database.db.select().from(motes).where(eq(motes.id, template.id));
    // Copies of one mote's row, a second apart: uploads are rate-limited (see below).
    const count = MOTE_LIST_PAGE_SIZE + 2;
    for (let i = 1; i < count; i += 1) {
      await server.database.db.insert(motes).values({
        ...row!,
        id: `copy-${i}-${template.id}`,
        title: `Mote ${i}`,
        idempotencyKey: `copy-${i}`,
        createdAt: new Date(row!.createdAt.getTime() + i * 1000),
      });
    }
    const first = MoteListSchema.parse(await (await owner.get('m/motes')).json());
    expect(first.motes).toHaveLength(MOTE_LIST_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = MoteListSchema.parse(
      await (await owner.get(`m/motes?cursor=${first.nextCursor}`)).json(),
    );
    expect(second.motes.map((mote) => mote.title)).toEqual(['Mote 1', 'Mote 0']);
    expect(second.nextCursor).toBeNull();
  });
});

describe('upload rate limits (item 10)', () => {
  it('stops a caller after 30 uploads in 10 minutes with 429 and Retry-After', async () => {
    const client = apiClient(server);
    for (let i = 0; i < 30; i += 1) expect((await createUpload(client, 1000)).status).toBe(201);
    const refused = await createUpload(client, 1000);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another caller is not affected.
    expect((await createUpload(apiClient(server), 1000)).status).toBe(201);
  });
});
