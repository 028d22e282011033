// Issue 6 item 9: totes — named, shareable collections of motes played in order (§2
// `/t/{toteId}`), in the `t/` namespace. Idempotent create, the share view that leaves out
// what a stranger may not see, owner-only changes (another user's token gets 404 on every
// owner endpoint), anonymous owners and adoption, account export and deletion. The whole
// server at 127.0.0.1 with real audio.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_REQUIRED_ERROR,
  IDEMPOTENCY_KEY_REUSED_ERROR,
  TOTE_MAX_MOTES,
  TOTE_MOTE_NOT_OWNED_ERROR,
  TOTE_NOT_FOUND_ERROR,
  TOTE_RESTORE_WINDOW_MS,
  ToteDeletedSchema,
  ToteListSchema,
  ToteSchema,
  type Mote,
  type Tote,
} from '@motes/shared';
import { totes } from '../../db/schema/index.js';
import { adoptDeviceMotes } from '../../services/motes/moteAdopter.js';
import { ToteRestoreTokens } from '../../services/totes/toteRestoreTokens.js';
import type { ToteRow } from '../../services/totes/toteViews.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

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

const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) =>
  signedInClient(server, await buildUser(server.database.db, overrides));

function postTote(client: ApiClient, body: unknown, key: string | null = randomUUID()) {
  return client.fetch('t/totes', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(key === null ? {} : { [IDEMPOTENCY_KEY_HEADER]: key }),
    },
    body: JSON.stringify(body),
  });
}

async function makeTote(client: ApiClient, title: string, moteIds: string[]): Promise<Tote> {
  const response = await postTote(client, { title, moteIds });
  expect(response.status).toBe(201);
  return ToteSchema.parse(await response.json());
}

async function twoMotes(client: ApiClient): Promise<[Mote, Mote]> {
  return [
    await recordMote(client, audio.tone(0.3), { title: 'First' }),
    await recordMote(client, audio.tone(0.4), { title: 'Second' }),
  ];
}

describe('POST t/totes', () => {
  it('makes a tote of the owner’s motes, in the order given, shared by its link', async () => {
    const client = await signedIn({ name: 'Ada Lovelace' });
    const [first, second] = await twoMotes(client);
    const tote = await makeTote(client, '  Chapter one  ', [second.id, first.id]);
    expect(tote).toMatchObject({
      title: 'Chapter one',
      author: { name: 'Ada Lovelace' },
      isMine: true,
      // §9: without a tote link domain, the link is on the origin the request came in on.
      shareUrl: `${server.url}/t/${tote.id}`,
      shortUrl: null,
    });
    expect(tote.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(tote.motes.map((mote) => [mote.id, mote.title])).toEqual([
      [second.id, 'Second'],
      [first.id, 'First'],
    ]);
    expect(tote.motes[0]?.shareUrl).toBe(`${server.url}/m/${second.id}`);
  });

  it('is idempotent: a retry with the same key answers the same tote (200), never a second', async () => {
    const client = await signedIn();
    const [first] = await twoMotes(client);
    const body = { title: 'Retry', moteIds: [first.id] };
    const key = 'tote-retry-0001';
    const [one, two] = await Promise.all([
      postTote(client, body, key),
      postTote(client, body, key),
    ]);
    const three = await postTote(client, body, key);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    expect(three.status).toBe(200);
    const ids = new Set(
      await Promise.all([one, two, three].map(async (r) => ToteSchema.parse(await r.json()).id)),
    );
    expect(ids.size).toBe(1);
    const rows = await server.database.db
      .select()
      .from(totes)
      .where(eq(totes.ownerKey, `user:${client.user.id}`));
    expect(rows).toHaveLength(1);
    const reused = await postTote(client, { ...body, title: 'Other' }, key);
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: IDEMPOTENCY_KEY_REUSED_ERROR });
    const missing = await postTote(client, body, null);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: IDEMPOTENCY_KEY_REQUIRED_ERROR });
  });

  it('refuses another’s mote, a deleted one, no name, no motes and too many', async () => {
    const client = await signedIn();
    const stranger = await signedIn();
    const [mine, gone] = await twoMotes(client);
    const theirs = await recordMote(stranger, audio.tone(0.3));
    expect((await client.fetch(`m/motes/${gone.id}`, { method: 'DELETE' })).status).toBe(204);
    for (const moteIds of [[mine.id, theirs.id], [gone.id]]) {
      const response = await postTote(client, { title: 'Mixed', moteIds });
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ error: TOTE_MOTE_NOT_OWNED_ERROR });
    }
    for (const body of [
      { title: '   ', moteIds: [mine.id] },
      { title: 'Empty', moteIds: [] },
      { title: 'Huge', moteIds: Array.from({ length: TOTE_MAX_MOTES + 1 }, () => mine.id) },
    ]) {
      expect((await postTote(client, body)).status).toBe(400);
    }
  });

  it('lets an anonymous device make a tote, which the account adopts on sign-in', async () => {
    const device = apiClient(server);
    const mote = await recordMote(device, audio.tone(0.3));
    const tote = await makeTote(device, 'Anonymous', [mote.id]);
    expect(tote.author).toBeNull();
    expect(tote.isMine).toBe(true);
    const user = await buildUser(server.database.db, { name: 'Grace Hopper' });
    const client = await signedInClient(server, user, { deviceId: device.deviceId });
    await adoptDeviceMotes(server.database.db, device.deviceId, user);
    const listed = ToteListSchema.parse(await (await client.get('t/totes')).json());
    expect(listed.totes.map((t) => [t.id, t.author])).toEqual([
      [tote.id, { name: 'Grace Hopper' }],
    ]);
    expect(ToteListSchema.parse(await (await device.get('t/totes')).json()).totes).toEqual([]);
  });
});

describe('GET t/totes/{id}', () => {
  it('shows anyone with the link the motes they may see, in order', async () => {
    const owner = await signedIn({ name: 'Ada Lovelace' });
    const [first, second] = await twoMotes(owner);
    const third = await recordMote(owner, audio.tone(0.3), { title: 'Third' });
    const tote = await makeTote(owner, 'Mixed bag', [first.id, second.id, third.id]);
    // The owner makes one mote private and deletes another afterwards.
    expect((await patchJson(owner, `m/motes/${second.id}`, { visibility: 'private' })).status).toBe(
      200,
    );
    expect((await owner.fetch(`m/motes/${third.id}`, { method: 'DELETE' })).status).toBe(204);

    for (const visitor of [apiClient(server), await signedIn()]) {
      const response = await visitor.get(`t/totes/${tote.id}`);
      expect(response.status).toBe(200);
      const seen = ToteSchema.parse(await response.json());
      expect(seen).toMatchObject({
        title: 'Mixed bag',
        isMine: false,
        author: { name: 'Ada Lovelace' },
      });
      expect(seen.motes.map((mote) => mote.id)).toEqual([first.id]);
      expect(seen.motes[0]?.isMine).toBe(false);
    }
    // Its owner still sees the private one (not the deleted one).
    const own = ToteSchema.parse(await (await owner.get(`t/totes/${tote.id}`)).json());
    expect(own.motes.map((mote) => mote.id)).toEqual([first.id, second.id]);
  });

  it('hides a minor’s name (§6)', async () => {
    const minor = await signedIn({ name: 'Young Reader', isMinor: true });
    const mote = await recordMote(minor, audio.tone(0.3));
    const tote = await makeTote(minor, 'Homework', [mote.id]);
    const seen = ToteSchema.parse(await (await apiClient(server).get(`t/totes/${tote.id}`)).json());
    expect(seen.author).toBeNull();
    expect(seen.motes[0]?.author).toBeNull();
  });

  it('answers 404 for an unknown id', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'not-an-id']) {
      const response = await apiClient(server).get(`t/totes/${id}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: TOTE_NOT_FOUND_ERROR });
    }
  });
});

describe('the owner’s endpoints', () => {
  it('lists, renames, reorders and deletes the caller’s own totes', async () => {
    const client = await signedIn();
    const [first, second] = await twoMotes(client);
    const older = await makeTote(client, 'Older', [first.id]);
    const newer = await makeTote(client, 'Newer', [first.id, second.id]);
    const listed = ToteListSchema.parse(await (await client.get('t/totes')).json());
    expect(listed.totes.map((tote) => tote.id)).toEqual([newer.id, older.id]);

    const renamed = await patchJson(client, `t/totes/${newer.id}`, {
      title: 'Renamed',
      moteIds: [second.id, first.id],
    });
    expect(renamed.status).toBe(200);
    const changed = ToteSchema.parse(await renamed.json());
    expect(changed.title).toBe('Renamed');
    expect(changed.motes.map((mote) => mote.id)).toEqual([second.id, first.id]);

    const removed = await client.fetch(`t/totes/${older.id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(ToteDeletedSchema.parse(await removed.json()).restoreToken).toBeTruthy();
    expect((await client.get(`t/totes/${older.id}`)).status).toBe(404);
    const after = ToteListSchema.parse(await (await client.get('t/totes')).json());
    expect(after.totes.map((tote) => tote.id)).toEqual([newer.id]);
  });

  it('undoes a delete with its token: the same tote, id and link, for its owner only', async () => {
    const client = await signedIn();
    const [first, second] = await twoMotes(client);
    const tote = await makeTote(client, 'Bedtime', [second.id, first.id]);
    const removed = await client.fetch(`t/totes/${tote.id}`, { method: 'DELETE' });
    const { restoreToken } = ToteDeletedSchema.parse(await removed.json());
    expect((await apiClient(server).get(`t/totes/${tote.id}`)).status).toBe(404);

    // Someone else — with the very token — and a token changed by one character are refused.
    const intruder = await signedIn();
    const stolen = await intruder.post(`t/totes/${tote.id}/restore`, { restoreToken });
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toMatchObject({ error: TOTE_NOT_FOUND_ERROR });
    const flipped = `${restoreToken.slice(0, -1)}${restoreToken.endsWith('A') ? 'B' : 'A'}`;
    const forged = await client.post(`t/totes/${tote.id}/restore`, { restoreToken: flipped });
    expect(forged.status).toBe(404);
    const other = await makeTote(client, 'Other', [first.id]);
    expect((await client.post(`t/totes/${other.id}/restore`, { restoreToken })).status).toBe(404);

    const restored = await client.post(`t/totes/${tote.id}/restore`, { restoreToken });
    expect(restored.status).toBe(200);
    const back = ToteSchema.parse(await restored.json());
    expect(back).toMatchObject({
      id: tote.id,
      title: 'Bedtime',
      shareUrl: tote.shareUrl,
      createdAt: tote.createdAt,
      isMine: true,
    });
    expect(back.motes.map((mote) => mote.id)).toEqual([second.id, first.id]);
    // Its link works again for anyone, and a second Undo answers the same tote.
    expect((await apiClient(server).get(`t/totes/${tote.id}`)).status).toBe(200);
    const again = await client.post(`t/totes/${tote.id}/restore`, { restoreToken });
    expect(again.status).toBe(200);
    expect(ToteSchema.parse(await again.json()).id).toBe(tote.id);
    const listed = ToteListSchema.parse(await (await client.get('t/totes')).json());
    expect(listed.totes.map((t) => t.id)).toEqual([other.id, tote.id]);
  });

  it('refuses a restore token once its window has passed', async () => {
    const owner = { ownerKey: 'user:someone' };
    const row = {
      ...owner,
      id: 'ToTeIdToTeIdToTeIdToTe',
      title: 'Late',
      moteIds: ['MoteIdMoteIdMoteIdMote'],
      createdAt: new Date('2026-01-01T00:00:00Z'),
    } as ToteRow;
    let now = Date.parse('2026-01-02T00:00:00Z');
    const tokens = new ToteRestoreTokens(Buffer.alloc(32, 7), () => now);
    const token = tokens.issue(row);
    expect(tokens.verify(token, owner.ownerKey, row.id)).toMatchObject({ title: 'Late' });
    expect(tokens.verify(token, 'user:other', row.id)).toBeUndefined();
    now += TOTE_RESTORE_WINDOW_MS;
    expect(tokens.verify(token, owner.ownerKey, row.id)).toBeUndefined();
  });

  it('lets the owner add only motes they own', async () => {
    const client = await signedIn();
    const stranger = await signedIn();
    const [first] = await twoMotes(client);
    const theirs = await recordMote(stranger, audio.tone(0.3));
    const tote = await makeTote(client, 'Mine only', [first.id]);
    const response = await patchJson(client, `t/totes/${tote.id}`, {
      moteIds: [first.id, theirs.id],
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: TOTE_MOTE_NOT_OWNED_ERROR });
  });

  it('answers 404 to another user’s token (and to an anonymous caller) on every owner endpoint', async () => {
    const owner = await signedIn();
    const [first] = await twoMotes(owner);
    const tote = await makeTote(owner, 'Private matters', [first.id]);
    const intruders = [await signedIn(), apiClient(server)];
    for (const intruder of intruders) {
      const theirs = await recordMote(intruder, audio.tone(0.3));
      const rename = await patchJson(intruder, `t/totes/${tote.id}`, { title: 'Mine now' });
      expect(rename.status).toBe(404);
      expect(await rename.json()).toMatchObject({ error: TOTE_NOT_FOUND_ERROR });
      const reorder = await patchJson(intruder, `t/totes/${tote.id}`, { moteIds: [theirs.id] });
      expect(reorder.status).toBe(404);
      const deleted = await intruder.fetch(`t/totes/${tote.id}`, { method: 'DELETE' });
      expect(deleted.status).toBe(404);
      const listed = ToteListSchema.parse(await (await intruder.get('t/totes')).json());
      expect(listed.totes.map((t) => t.id)).not.toContain(tote.id);
    }
    const still = ToteSchema.parse(await (await owner.get(`t/totes/${tote.id}`)).json());
    expect(still).toMatchObject({ title: 'Private matters', isMine: true });
    expect(still.motes.map((mote) => mote.id)).toEqual([first.id]);
  });
});

describe('the account', () => {
  it('lists totes in the account export and deletes them with the account', async () => {
    const db = server.database.db;
    const user = await buildUser(db);
    const client = await signedInClient(server, user);
    const [first, second] = await twoMotes(client);
    const tote = await makeTote(client, 'Exported', [first.id, second.id]);
    const exported = (await (await client.get('i/account/export')).json()) as { totes: unknown };
    expect(exported.totes).toEqual([
      expect.objectContaining({ id: tote.id, title: 'Exported', moteIds: [first.id, second.id] }),
    ]);
    const deleted = await client.post('i/account/delete', { confirmEmail: user.primaryEmail });
    expect(deleted.status).toBe(200);
    expect(await db.select().from(totes).where(eq(totes.id, tote.id))).toHaveLength(0);
    expect((await apiClient(server).get(`t/totes/${tote.id}`)).status).toBe(404);
  });
});
