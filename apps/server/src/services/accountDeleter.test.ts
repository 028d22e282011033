// Issue 14 item 5: deleting an account leaves none of its text in the job queue, and the speech
// made from its text is gone within the cache's stated lifetime (README "Configuration").
// The whole server on 127.0.0.1 with its real job runner, pocketsphinx on flite speech and
// espeak-ng; rows and blobs are read back from the database and the blob store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscriptionCreatedSchema, TranscriptionJobSchema } from '@motes/shared';
import { jobs, speechCacheEntries } from '../db/schema/index.js';
import { SPEECH_CACHE_LIFETIME_DAYS, sweepSpeechCache } from '../engines/textToSpeech/index.js';
import { buildUser, signedInClient, type SignedInClient } from '../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../test/audioFixtures.js';
import { postMote, recordMote } from '../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../test/testServer.js';
import { TEST_DB_KIND } from '../../test/testDatabase.js';

const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestServer;
let audio: TestAudio;

beforeAll(async () => {
  server = await getTestServer();
  audio = makeTestAudio();
});
afterAll(async () => {
  await server.jobs.stop();
  await server.stop();
  audio.remove();
});

const db = () => server.database.db;

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never happened');
}

function postRecording(client: SignedInClient, bytes: Uint8Array) {
  return client.fetch('t/transcriptions?language=en-US', {
    method: 'POST',
    headers: { 'content-type': 'audio/wav' },
    body: bytes,
  });
}

describe(`account deletion and the user's text (${TEST_DB_KIND})`, () => {
  it('deletes the jobs about the account and the recordings they held', async () => {
    const client = await signedInClient(server, await buildUser(db()));
    server.jobs.start();

    // A finished transcription job: its result holds the transcript text.
    const created = await postRecording(client, audio.file('speech.wav'));
    expect(created.status).toBe(202);
    const { jobId } = TranscriptionCreatedSchema.parse(await created.json());
    const finished = await until(
      async () =>
        TranscriptionJobSchema.parse(await (await client.get(`t/transcriptions/${jobId}`)).json()),
      (job) => job.status === 'done' || job.status === 'failed',
    );
    expect(finished.status).toBe('done');
    const transcript = finished.result?.text ?? '';
    expect(transcript.length).toBeGreaterThan(10);

    // A mote whose transcript job has run.
    const mote = await recordMote(client, audio.file('speech.webm'), { language: 'en-US' });
    await until(
      async () => (await db().select().from(jobs)).filter((job) => job.status === 'succeeded'),
      (done) => done.some((job) => JSON.stringify(job.payload).includes(mote.id)),
    );

    // A transcription still queued: its recording waits in the blob store.
    await server.jobs.stop();
    const queued = await postRecording(client, audio.file('speech.wav'));
    expect(queued.status).toBe(202);
    const queuedBlobKeys = (await db().select().from(jobs))
      .filter((job) => job.status === 'queued')
      .map((job) => (job.payload as { blobKey?: string }).blobKey)
      .filter((key): key is string => typeof key === 'string');
    expect(queuedBlobKeys).toHaveLength(1);
    expect(await server.blobs.head(queuedBlobKeys[0]!)).not.toBeNull();

    const before = JSON.stringify(await db().select().from(jobs));
    expect(before).toContain(client.user.id);
    expect(before).toContain(mote.id);

    const deleted = await client.post('i/account/delete', {
      confirmEmail: client.user.primaryEmail,
    });
    expect(deleted.status).toBe(200);

    const after = JSON.stringify(await db().select().from(jobs));
    expect(after).not.toContain(client.user.id);
    expect(after).not.toContain(mote.id);
    expect(after).not.toContain(transcript);
    expect(await server.blobs.head(queuedBlobKeys[0]!)).toBeNull();
  }, 60_000);

  it(`speech made from the text is gone ${SPEECH_CACHE_LIFETIME_DAYS} days after it was made`, async () => {
    await db().delete(speechCacheEntries);
    const client = await signedInClient(server, await buildUser(db()));
    const spoken = 'Quentin the quiet zebra keeps a secret diary.';
    const tts = await client.post('t/tts', { text: spoken, language: 'en-US' });
    expect(tts.status).toBe(200);
    await tts.text();
    const generated = await postMote(client, {
      kind: 'generated',
      text: 'My grandmother grows purple tomatoes.',
      language: 'en-US',
    });
    expect(generated.status).toBe(201);
    expect(
      (await client.post('i/account/delete', { confirmEmail: client.user.primaryEmail })).status,
    ).toBe(200);

    // Every cache entry is in the ledger, with its blob.
    const entries = await db().select().from(speechCacheEntries);
    expect(entries.length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) expect(await server.blobs.head(entry.blobKey)).not.toBeNull();

    // Within the lifetime the sweep keeps them (others may have asked for the same sentence).
    const madeAt = Math.max(...entries.map((entry) => entry.createdAt.getTime()));
    const soon = new Date(madeAt + (SPEECH_CACHE_LIFETIME_DAYS - 1) * DAY_MS);
    expect(await sweepSpeechCache(db(), server.blobs, soon)).toBe(0);

    // After it, nothing made from the text is left: no row, no blob.
    const later = new Date(madeAt + (SPEECH_CACHE_LIFETIME_DAYS + 1) * DAY_MS);
    expect(await sweepSpeechCache(db(), server.blobs, later)).toBe(entries.length);
    expect(await db().select().from(speechCacheEntries)).toEqual([]);
    for (const entry of entries) expect(await server.blobs.head(entry.blobKey)).toBeNull();
  }, 60_000);
});
