// Issue 14 item 4 over the real HTTP API: a tus upload of forged or absurd audio is answered
// 422 `unreadable_audio` with a message naming the problem, by the first PATCH when the WAV
// header alone shows it, else by `POST m/motes` (where the client learns what decoding the
// whole file found), and no mote is made. A real file sent
// in several PATCHes is joined part by part (streamed) into one blob and becomes a mote.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MOTE_UNREADABLE_AUDIO_ERROR, MoteSchema } from '@motes/shared';
import { motes, uploads } from '../../db/schema/index.js';
import { apiClient } from '../../../test/factories.js';
import { id3ThenNoise, mp3SyncThenNoise, wavWith } from '../../../test/forgedAudio.js';
import {
  createUpload,
  headUpload,
  patchUpload,
  postMote,
  uploadIdOf,
} from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(async () => {
  await server.stop();
});

describe('uploads become motes only when real samples decode (422 otherwise)', () => {
  // Where the client hears of it: an absurd WAV format chunk at the first PATCH (before the
  // rest is sent), everything that needs the whole file when the mote is made.
  const forged: Array<[string, 'PATCH' | 'POST m/motes', () => Buffer, RegExp]> = [
    [
      'noise after an MP3 sync word',
      'POST m/motes',
      () => mp3SyncThenNoise(300_000),
      /does not decode as audio/,
    ],
    ['noise after an ID3 tag', 'POST m/motes', () => id3ThenNoise(300_000), /does not decode/],
    ['a WAV at 0xFFFFFFFF Hz', 'PATCH', () => wavWith({ sampleRate: 0xffffffff }), /4294967295 Hz/],
    ['a WAV at 0 Hz', 'PATCH', () => wavWith({ sampleRate: 0 }), /sample rate of 0 Hz/],
    ['a WAV with 255 channels', 'PATCH', () => wavWith({ channels: 255 }), /255 channels/],
    ['a WAV of 12-bit samples', 'PATCH', () => wavWith({ bitsPerSample: 12 }), /12 bits per/],
    [
      'a WAV whose data chunk is shorter than declared',
      'POST m/motes',
      () => wavWith({ seconds: 1, declaredDataBytes: 5_000_000 }),
      /cut short \(32000 of the 5000000 bytes/,
    ],
    ['a WAV of 40 ms', 'POST m/motes', () => wavWith({ seconds: 0.04 }), /holds 40 ms of sound/],
  ];

  it.each(forged)('%s: 422 at %s', async (_name, where, make, reason) => {
    const client = apiClient(server);
    const bytes = make();
    const uploadId = uploadIdOf(await createUpload(client, bytes.length));
    const patched = await patchUpload(client, uploadId, 0, bytes);
    const response =
      where === 'PATCH' ? patched : await postMote(client, { kind: 'upload', uploadId });
    if (where === 'POST m/motes') expect(patched.status).toBe(204);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe(MOTE_UNREADABLE_AUDIO_ERROR);
    expect(body.message).toMatch(/^This file is not audio we can play: /);
    expect(body.message).toMatch(reason);
    if (where === 'PATCH') {
      // Nothing of the refused PATCH was kept.
      const head = await headUpload(client, uploadId);
      expect(head.headers.get('upload-offset')).toBe('0');
    }
    const made = await server.database.db
      .select({ id: motes.id })
      .from(motes)
      .where(eq(motes.ownerKey, `device:${client.deviceId}`));
    expect(made).toHaveLength(0);
  });

  it('joins a real WAV sent in three PATCHes into one blob and makes a mote of it', async () => {
    const client = apiClient(server);
    const wav = wavWith({ seconds: 2 });
    const uploadId = uploadIdOf(await createUpload(client, wav.length));
    const cuts = [0, 20_000, 45_001, wav.length];
    for (let i = 0; i < 3; i += 1) {
      const patched = await patchUpload(
        client,
        uploadId,
        cuts[i]!,
        wav.subarray(cuts[i], cuts[i + 1]),
      );
      expect(patched.status).toBe(204);
    }
    const response = await postMote(client, { kind: 'upload', uploadId });
    expect(response.status).toBe(201);
    const mote = MoteSchema.parse(await response.json());
    expect(mote.durationMs).toBe(2000);
    const [row] = await server.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
    expect(row?.parts).toEqual([]);
    const stored = await server.blobs.get(row!.blobKey!);
    const bytes = Buffer.concat((await stored!.body.toArray()) as Buffer[]);
    expect(bytes.equals(wav)).toBe(true);
  });
});
