// Issue 6 item 2 "nothing lost": the tus 1.0.0 resumable upload (core, creation, termination)
// on the whole server at 127.0.0.1, with the test database and the filesystem blob store.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_ID_HEADER,
  TUS_PATCH_CONTENT_TYPE,
  TUS_VERSION,
  UPLOAD_MAX_BYTES_LIMITED,
  UPLOAD_NOT_FOUND_ERROR,
  UPLOAD_OFFSET_MISMATCH_ERROR,
  UPLOAD_TOO_LARGE_ERROR,
  uploadTooLargeMessage,
  MOTE_UNSUPPORTED_AUDIO_ERROR,
} from '@motes/shared';
import { uploads } from '../../db/schema/index.js';
import { sweepUploads } from '../../services/uploadStore.js';
import { apiClient, buildUser, signedInClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import {
  createUpload,
  headUpload,
  patchUpload,
  uploadAll,
  uploadIdOf,
} from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { eq, sql } from 'drizzle-orm';

let server: TestServer;
let audio: TestAudio;

beforeAll(async () => {
  server = await getTestServer();
  audio = makeTestAudio();
});
afterAll(async () => {
  await server.stop();
  audio.remove();
});

describe('tus uploads (f/uploads)', () => {
  it('answers OPTIONS with the version, extensions and the caller’s size limit', async () => {
    const free = await signedInClient(server, await buildUser(server.database.db));
    const response = await free.fetch('f/uploads', { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('tus-version')).toBe('1.0.0');
    expect(response.headers.get('tus-extension')).toBe('creation,termination');
    expect(response.headers.get('tus-max-size')).toBe(String(UPLOAD_MAX_BYTES_LIMITED));
  });

  it('round trip: create, PATCH in two pieces, HEAD says where it stands', async () => {
    const client = apiClient(server);
    const bytes = audio.file('speech.webm');
    const created = await createUpload(client, bytes.length);
    expect(created.status).toBe(201);
    expect(created.headers.get('tus-resumable')).toBe(TUS_VERSION);
    const location = created.headers.get('location')!;
    expect(location).toMatch(/^\/api\/f\/uploads\/[A-Za-z0-9_-]{32}$/);
    const id = uploadIdOf(created);

    const half = Math.floor(bytes.length / 2);
    const first = await patchUpload(client, id, 0, bytes.subarray(0, half));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe(String(half));

    const head = await headUpload(client, id);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    expect(head.headers.get('upload-length')).toBe(String(bytes.length));
    expect(head.headers.get('cache-control')).toBe('no-store');

    const second = await patchUpload(client, id, half, bytes.subarray(half));
    expect(second.status).toBe(204);
    expect(second.headers.get('upload-offset')).toBe(String(bytes.length));
  });

  it('keeps the bytes of a PATCH cut off mid-body and resumes from there', async () => {
    const client = apiClient(server);
    const bytes = audio.file('speech.wav');
    const id = uploadIdOf(await createUpload(client, bytes.length));
    const sent = 60_000;
    await cutOffPatch(client.deviceId, id, bytes, sent);
    // The server stores what arrived once it sees the connection drop.
    let offset = 0;
    for (let attempt = 0; attempt < 50 && offset === 0; attempt += 1) {
      offset = Number((await headUpload(client, id)).headers.get('upload-offset'));
      if (offset === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(sent);
    const rest = await patchUpload(client, id, offset, bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(bytes.length));
    // The joined audio is the file, byte for byte.
    const joined = await waitForJoin(id);
    expect(Buffer.compare(joined, bytes)).toBe(0);
  });

  it('answers 409 with the real offset when Upload-Offset is wrong', async () => {
    const client = apiClient(server);
    const bytes = audio.file('speech.mp3');
    const id = uploadIdOf(await createUpload(client, bytes.length));
    await patchUpload(client, id, 0, bytes.subarray(0, 1000));
    const wrong = await patchUpload(client, id, 500, bytes.subarray(500, 1500));
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({
      error: UPLOAD_OFFSET_MISMATCH_ERROR,
      details: { offset: 1000 },
    });
  });

  it('is another caller’s 404: HEAD, PATCH and DELETE', async () => {
    const db = server.database.db;
    const owner = await signedInClient(server, await buildUser(db));
    const intruder = await signedInClient(server, await buildUser(db));
    const anonymous = apiClient(server);
    const bytes = audio.file('speech.mp3');
    const id = uploadIdOf(await createUpload(owner, bytes.length));
    for (const other of [intruder, anonymous]) {
      expect((await headUpload(other, id)).status).toBe(404);
      const patch = await patchUpload(other, id, 0, bytes);
      expect(patch.status).toBe(404);
      expect(await patch.json()).toMatchObject({ error: UPLOAD_NOT_FOUND_ERROR });
      const deleted = await other.fetch(`f/uploads/${id}`, {
        method: 'DELETE',
        headers: { 'tus-resumable': TUS_VERSION },
      });
      expect(deleted.status).toBe(404);
    }
    // The same device signed out is not the owner either: the upload is the account's.
    const sameDevice = apiClient(server, undefined, { deviceId: owner.deviceId });
    expect((await headUpload(sameDevice, id)).status).toBe(404);
    expect((await headUpload(owner, id)).status).toBe(200);
  });

  it('terminates an upload with DELETE', async () => {
    const client = apiClient(server);
    const bytes = audio.file('speech.mp3');
    const id = uploadIdOf(await createUpload(client, bytes.length));
    await patchUpload(client, id, 0, bytes.subarray(0, 2000));
    const deleted = await client.fetch(`f/uploads/${id}`, {
      method: 'DELETE',
      headers: { 'tus-resumable': TUS_VERSION },
    });
    expect(deleted.status).toBe(204);
    expect((await headUpload(client, id)).status).toBe(404);
  });

  it('refuses an upload over the plan’s size with the limit in the message', async () => {
    const free = await signedInClient(server, await buildUser(server.database.db));
    const response = await createUpload(free, UPLOAD_MAX_BYTES_LIMITED + 1);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      error: UPLOAD_TOO_LARGE_ERROR,
      message: uploadTooLargeMessage(UPLOAD_MAX_BYTES_LIMITED),
      details: { maxBytes: UPLOAD_MAX_BYTES_LIMITED, maxSeconds: 60 },
    });
    // VIP users and anonymous visitors have the 5-minute limit and its size (§9).
    const vip = await signedInClient(server, await buildUser(server.database.db, { isVip: true }));
    expect((await createUpload(vip, UPLOAD_MAX_BYTES_LIMITED + 1)).status).toBe(201);
  });

  it('refuses a text file from its first bytes, whatever its name says (415)', async () => {
    const client = apiClient(server);
    const text = Buffer.from(
      'Shopping list: apples, bread, milk. Not a recording at all.\n'.repeat(5),
    );
    const created = await createUpload(client, text.length, {
      filename: 'song.mp3',
      filetype: 'audio/mpeg',
    });
    const id = uploadIdOf(created);
    const patched = await patchUpload(client, id, 0, text);
    expect(patched.status).toBe(415);
    expect(await patched.json()).toMatchObject({ error: MOTE_UNSUPPORTED_AUDIO_ERROR });
    expect((await headUpload(client, id)).headers.get('upload-offset')).toBe('0');
  });

  it('needs Tus-Resumable (412) and the tus content type (415)', async () => {
    const client = apiClient(server);
    const noVersion = await client.fetch('f/uploads', {
      method: 'POST',
      headers: { 'upload-length': '10' },
    });
    expect(noVersion.status).toBe(412);
    expect(noVersion.headers.get('tus-version')).toBe('1.0.0');
    const id = uploadIdOf(await createUpload(client, 10));
    const wrongType = await client.fetch(`f/uploads/${id}`, {
      method: 'PATCH',
      headers: {
        'tus-resumable': TUS_VERSION,
        'upload-offset': '0',
        'content-type': 'application/json',
      },
      body: '{}',
    });
    expect(wrongType.status).toBe(415);
  });

  it('sweeps unfinished uploads untouched for a day, with their parts', async () => {
    const client = apiClient(server);
    const bytes = audio.file('speech.mp3');
    const id = uploadIdOf(await createUpload(client, bytes.length));
    await patchUpload(client, id, 0, bytes.subarray(0, 3000));
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, id));
    const partKey = row!.parts[0]!.key;
    expect(await server.blobs.head(partKey)).not.toBeNull();
    await server.database.db
      .update(uploads)
      .set({ updatedAt: sql`now() - interval '25 hours'` })
      .where(eq(uploads.id, id));
    await sweepUploads(server.database.db, server.blobs);
    expect((await headUpload(client, id)).status).toBe(404);
    expect(await server.blobs.head(partKey)).toBeNull();
  });

  it('finishes an upload sent in one PATCH', async () => {
    const client = apiClient(server);
    const bytes = audio.file('speech.flac');
    const id = await uploadAll(client, bytes);
    expect((await headUpload(client, id)).headers.get('upload-offset')).toBe(String(bytes.length));
  });
});

/** Sends a PATCH announcing the whole rest of the file, writes `sent` bytes, then hangs up. */
function cutOffPatch(deviceId: string, id: string, bytes: Buffer, sent: number): Promise<void> {
  const url = new URL(`${server.url}/api/f/uploads/${id}`);
  return new Promise((resolve) => {
    const request = http.request(url, {
      method: 'PATCH',
      headers: {
        'tus-resumable': TUS_VERSION,
        'upload-offset': '0',
        'content-type': TUS_PATCH_CONTENT_TYPE,
        'content-length': String(bytes.length),
        [DEVICE_ID_HEADER]: deviceId,
      },
    });
    request.on('error', () => resolve());
    request.write(bytes.subarray(0, sent), () => {
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 100);
    });
  });
}

async function waitForJoin(id: string): Promise<Buffer> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, id));
    if (row?.blobKey) {
      const found = await server.blobs.get(row.blobKey);
      return Buffer.concat((await found!.body.toArray()) as Buffer[]);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the upload was never joined');
}
