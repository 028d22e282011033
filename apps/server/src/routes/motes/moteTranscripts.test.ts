// Issue 6 items 3, 7 and 9: transcripts made by a job through the real speech-to-text engine
// (pocketsphinx on flite speech), never for minors, opted-out users or anonymous owners (§6);
// generated motes with their text and word timings from the real TTS engine (espeak-ng);
// anonymous motes adopted by the account; the makeFirstMote goal; account export and deletion.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdentityStatusSchema,
  MoteListSchema,
  MoteSchema,
  moteTitleFromText,
  type Mote,
} from '@motes/shared';
import { jobs, motes } from '../../db/schema/index.js';
import { wordErrorRate } from '../../engines/speechToText/wordErrorRate.js';
import { adoptDeviceMotes } from '../../services/motes/moteAdopter.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, TEST_SENTENCE, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, postMote, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;
let audio: TestAudio;

beforeAll(async () => {
  server = await getTestServer();
  audio = makeTestAudio();
  server.jobs.start();
});
afterAll(async () => {
  await server.jobs.stop();
  await server.stop();
  audio.remove();
});

async function transcriptOf(client: ApiClient, id: string, until: (mote: Mote) => boolean) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const mote = MoteSchema.parse(await (await client.get(`m/motes/${id}`)).json());
    if (until(mote)) return mote;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`mote ${id} never got its transcript`);
}

const settled = (mote: Mote) => mote.transcript.status !== 'pending';

describe('transcripts (item 7)', () => {
  it('transcribes an English recording with word timings', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const mote = await recordMote(client, audio.file('speech.webm'), { language: 'en-US' });
    expect(mote.transcript.status).toBe('pending');
    const done = await transcriptOf(client, mote.id, settled);
    expect(done.transcript.status).toBe('done');
    expect(wordErrorRate(TEST_SENTENCE, done.transcript.text).rate).toBeLessThan(0.5);
    const { text, words } = done.transcript;
    expect(words.length).toBeGreaterThan(5);
    for (const [index, word] of words.entries()) {
      expect(text.slice(word.start, word.end)).toMatch(/^\S+$/);
      expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
      if (index > 0) expect(word.startMs).toBeGreaterThanOrEqual(words[index - 1]!.startMs);
    }
    expect(words.at(-1)!.endMs).toBeLessThanOrEqual(done.durationMs + 100);
    // It had no title: now its first words name it (what the library and share page show).
    expect(mote.title).toBe('');
    expect(done.title).toBe(moteTitleFromText(text));
    expect(done.title.length).toBeGreaterThan(0);
    expect(text.startsWith(done.title.replace(/…$/, ''))).toBe(true);
  });

  it('never overwrites a title the owner set, before or while the transcript is made', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const named = await recordMote(client, audio.file('speech.mp3'), {
      language: 'en-US',
      title: 'Field trip notes',
    });
    const renamedLater = await recordMote(client, audio.file('speech.wav'), { language: 'en-US' });
    expect((await patchJson(client, `m/motes/${renamedLater.id}`, { title: 'Mine' })).status).toBe(
      200,
    );
    expect((await transcriptOf(client, named.id, settled)).title).toBe('Field trip notes');
    const renamed = await transcriptOf(client, renamedLater.id, settled);
    expect(renamed.transcript.status).toBe('done');
    expect(renamed.title).toBe('Mine');
  });

  it('drops the title its old transcript gave when its language changes', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const mote = await recordMote(client, audio.file('speech.mp3'), { language: 'en-US' });
    const first = await transcriptOf(client, mote.id, settled);
    expect(first.title).toBe(moteTitleFromText(first.transcript.text));
    // French has no speech to text here: the old words' title goes, none replaces it.
    const changed = await patchJson(client, `m/motes/${mote.id}`, { language: 'fr-FR' });
    expect(MoteSchema.parse(await changed.json())).toMatchObject({
      title: '',
      transcript: { status: 'none', text: '' },
    });
  });

  it('is disabled for minors, users who opted out and anonymous owners (§6)', async () => {
    const db = server.database.db;
    const minor = await signedInClient(server, await buildUser(db, { isMinor: true }));
    const optedOut = await signedInClient(
      server,
      await buildUser(db, { settings: { transcriptionOptOutEnabled: true } }),
    );
    for (const client of [minor, optedOut, apiClient(server)]) {
      const mote = await recordMote(client, audio.file('speech.mp3'), { language: 'en-US' });
      expect(mote.transcript).toEqual({ status: 'disabled', text: '', words: [] });
      // No transcript, no title from it: pages show "Recording, {date and time}" instead.
      expect(mote.title).toBe('');
    }
    const queued = await db.select().from(jobs).where(eq(jobs.type, 'motes.transcribe'));
    const disabled = await db.select().from(motes).where(eq(motes.transcriptStatus, 'disabled'));
    const disabledIds = new Set(disabled.map((row) => row.id));
    expect(
      queued.filter((job) => disabledIds.has((job.payload as { moteId: string }).moteId)),
    ).toHaveLength(0);
  });

  it('says none for a language without speech to text here', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const mote = await recordMote(client, audio.file('speech.mp3'), { language: 'fr-FR' });
    expect(mote.transcript.status).toBe('none');
  });

  it('keeps the owner’s edit over a transcript still being made', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const mote = await recordMote(client, audio.file('speech.wav'), { language: 'en-US' });
    const edited = await client.fetch(`m/motes/${mote.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ transcriptText: 'Written by me.' }),
    });
    expect(edited.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const later = MoteSchema.parse(await (await client.get(`m/motes/${mote.id}`)).json());
    expect(later.transcript).toEqual({ status: 'done', text: 'Written by me.', words: [] });
  });
});

describe('generated motes (item 3)', () => {
  it('speaks the text with the TTS engine and keeps it as the transcript with word timings', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const text = 'Good morning, class. Today we read a story about the sea. Listen carefully.';
    const response = await postMote(client, { kind: 'generated', text, language: 'en-US' });
    expect(response.status).toBe(201);
    const mote = MoteSchema.parse(await response.json());
    expect(mote).toMatchObject({ kind: 'generated', contentType: 'audio/mpeg', language: 'en-US' });
    expect(mote.title).toBe('Good morning, class. Today we read a story about the sea…');
    expect(mote.transcript.status).toBe('done');
    expect(mote.transcript.text).toBe(text);
    const spoken = mote.transcript.words.map((word) => text.slice(word.start, word.end));
    expect(spoken.join(' ')).toMatch(
      /Good morning,? class\.? Today we read a story about the sea\.? Listen carefully/,
    );
    // Later sentences are placed after the earlier ones on the joined audio.
    const sea = mote.transcript.words[spoken.findIndex((word) => word.startsWith('sea'))]!;
    const listen = mote.transcript.words[spoken.indexOf('Listen')]!;
    const today = mote.transcript.words[spoken.indexOf('Today')]!;
    expect(today.startMs).toBeGreaterThan(500);
    expect(listen.startMs).toBeGreaterThan(sea.endMs);
    expect(mote.transcript.words.at(-1)!.endMs).toBeLessThanOrEqual(mote.durationMs + 50);
    expect(mote.durationMs).toBeGreaterThan(3000);
    const audioResponse = await client.get(`m/motes/${mote.id}/audio`);
    expect(audioResponse.headers.get('content-type')).toBe('audio/mpeg');
    expect(Number(audioResponse.headers.get('content-length'))).toBe(mote.sizeBytes);
  });
});

describe('adoption, goals and the account (items 9 and 5)', () => {
  it('hands a device’s anonymous motes to the account that signs in on it', async () => {
    const db = server.database.db;
    const device = apiClient(server);
    const anonymous = await recordMote(device, audio.file('speech.webm'), { language: 'en-US' });
    expect(anonymous.transcript.status).toBe('disabled');
    const user = await buildUser(db);
    const client = await signedInClient(server, user, { deviceId: device.deviceId });
    expect(await adoptDeviceMotes(db, device.deviceId, user)).toEqual({ adopted: 1 });
    const listed = MoteListSchema.parse(await (await client.get('m/motes')).json());
    expect(listed.motes.map((mote) => mote.id)).toEqual([anonymous.id]);
    // Now that the owner is known to be an adult who has not opted out, it is transcribed.
    const done = await transcriptOf(client, anonymous.id, settled);
    expect(done.transcript.status).toBe('done');
    expect(done.isMine).toBe(true);
    const status = IdentityStatusSchema.parse(await (await client.get('i/status')).json());
    expect(status.goals.makeFirstMote).toBe('completed');
    // An adopted mote never counts against the free-mote ration.
    expect(status.entitlements.freeMotes.usedFreeMotes).toBe(0);
    // The device signed out no longer owns it.
    expect((await device.get('m/motes')).ok).toBe(true);
    expect(MoteListSchema.parse(await (await device.get('m/motes')).json()).motes).toHaveLength(0);
  });

  it('completes makeFirstMote with the first mote', async () => {
    const client = await signedInClient(
      server,
      await buildUser(server.database.db, { goals: { makeFirstMote: 'required' } }),
    );
    await recordMote(client, audio.tone(0.3));
    const status = IdentityStatusSchema.parse(await (await client.get('i/status')).json());
    expect(status.goals.makeFirstMote).toBe('completed');
  });

  it('lists motes in the account export and deletes them, audio included, with the account', async () => {
    const db = server.database.db;
    const user = await buildUser(db);
    const client = await signedInClient(server, user);
    const mote = await recordMote(client, audio.file('speech.mp3'), { title: 'Keep me' });
    const exported = (await (await client.get('i/account/export')).json()) as { motes: unknown };
    expect(exported.motes).toEqual([
      expect.objectContaining({
        id: mote.id,
        title: 'Keep me',
        audioPath: `m/motes/${mote.id}/audio`,
      }),
    ]);
    const [row] = await db.select().from(motes).where(eq(motes.id, mote.id));
    expect(await server.blobs.head(row!.blobKey)).not.toBeNull();
    const deleted = await client.post('i/account/delete', { confirmEmail: user.primaryEmail });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(motes).where(eq(motes.id, mote.id))).toHaveLength(0);
    expect(await server.blobs.head(row!.blobKey)).toBeNull();
    expect((await apiClient(server).get(`m/motes/${mote.id}`)).status).toBe(404);
  });
});
