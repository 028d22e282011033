// Issue 14 item 8: a tote's view shows each of its motes only when the mote policy lets the
// viewer read it — the same decision as `GET m/motes/{id}` — so the owner, another user, an
// anonymous device, staff (§6 god mode, read-only) and the share pages (a stranger) each see in
// a tote exactly the motes they would see one by one. The whole server at 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  MoteSchema,
  TOTE_MOTE_NOT_OWNED_ERROR,
  ToteSchema,
  type Mote,
} from '@motes/shared';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const STAFF_EMAIL = 'staff-tote-views@example.test';
const COLLECTING_STAFF_EMAIL = 'staff-tote-collect@example.test';

let server: TestServer;
let audio: TestAudio;

beforeAll(async () => {
  server = await getTestServer({ STAFF_EMAILS: `${STAFF_EMAIL},${COLLECTING_STAFF_EMAIL}` });
  audio = makeTestAudio();
});
afterAll(async () => {
  await server.stop();
  audio.remove();
});

const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) =>
  signedInClient(server, await buildUser(server.database.db, overrides));

async function makeTote(client: ApiClient, title: string, moteIds: string[]): Promise<string> {
  const response = await client.fetch('t/totes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: JSON.stringify({ title, moteIds }),
  });
  expect(response.status).toBe(201);
  return ToteSchema.parse(await response.json()).id;
}

/** The motes one caller sees one by one (`GET m/motes/{id}`), those answering 200. */
async function readableAlone(client: ApiClient, motes: readonly Mote[]): Promise<Mote[]> {
  const seen: Mote[] = [];
  for (const mote of motes) {
    const response = await client.get(`m/motes/${mote.id}`);
    if (response.status === 200) seen.push(MoteSchema.parse(await response.json()));
    else expect(response.status).toBe(404);
  }
  return seen;
}

describe('a tote’s motes as the mote policy lets each viewer read them', () => {
  it('shows the owner, another user, a device, staff and a stranger what they see directly', async () => {
    const owner = await signedIn({ name: 'Ada Lovelace' });
    const shared = await recordMote(owner, audio.tone(0.3), { title: 'Shared' });
    const hidden = await recordMote(owner, audio.tone(0.3), { title: 'Private' });
    expect((await patchJson(owner, `m/motes/${shared.id}`, { visibility: 'link' })).status).toBe(
      200,
    );
    expect((await patchJson(owner, `m/motes/${hidden.id}`, { visibility: 'private' })).status).toBe(
      200,
    );
    const toteId = await makeTote(owner, 'Both', [shared.id, hidden.id]);

    const staff = await signedIn({ primaryEmail: STAFF_EMAIL });
    const viewers: [string, ApiClient, string[]][] = [
      ['owner', owner, [shared.id, hidden.id]],
      ['another user', await signedIn(), [shared.id]],
      ['an anonymous device', apiClient(server), [shared.id]],
      // §6 god mode: staff read any mote for support, so a private one inside a tote too.
      ['staff', staff, [shared.id, hidden.id]],
    ];
    for (const [who, client, expected] of viewers) {
      const response = await client.get(`t/totes/${toteId}`);
      expect(response.status, who).toBe(200);
      const tote = ToteSchema.parse(await response.json());
      expect(
        tote.motes.map((mote) => mote.id),
        who,
      ).toEqual(expected);
      // Each mote in the tote is the mote as this viewer reads it alone (title, isMine, links).
      const alone = await readableAlone(client, [shared, hidden]);
      expect(tote.motes, who).toEqual(alone);
      expect(tote.isMine, who).toBe(client === owner);
    }

    // Staff read; they change nothing of another's (the policy's update answers 404).
    expect((await patchJson(staff, `m/motes/${hidden.id}`, { title: 'Mine now' })).status).toBe(
      404,
    );
    expect((await patchJson(staff, `t/totes/${toteId}`, { title: 'Mine now' })).status).toBe(404);

    // The share pages are a stranger's view: the embed player plays only the shared mote.
    const embed = await fetch(`${server.url}/embed/t/${toteId}`);
    expect(embed.status).toBe(200);
    const html = await embed.text();
    expect(html).toContain('Shared');
    expect(html).not.toContain('Private');
    expect(html.match(/<audio /g)).toHaveLength(1);
  });

  it('keeps a private mote of an anonymous device to that device', async () => {
    const device = apiClient(server);
    const mote = await recordMote(device, audio.tone(0.3), { title: 'Device only' });
    expect((await patchJson(device, `m/motes/${mote.id}`, { visibility: 'private' })).status).toBe(
      200,
    );
    const toteId = await makeTote(device, 'Mine', [mote.id]);
    const own = ToteSchema.parse(await (await device.get(`t/totes/${toteId}`)).json());
    expect(own.motes.map((m) => [m.id, m.isMine])).toEqual([[mote.id, true]]);
    for (const other of [apiClient(server), await signedIn()]) {
      const seen = ToteSchema.parse(await (await other.get(`t/totes/${toteId}`)).json());
      expect(seen.motes).toEqual([]);
    }
  });

  it('lets a tote collect only its owner’s motes: not another’s shared one, not for staff', async () => {
    const owner = await signedIn();
    const shared = await recordMote(owner, audio.tone(0.3));
    expect((await patchJson(owner, `m/motes/${shared.id}`, { visibility: 'link' })).status).toBe(
      200,
    );
    const staff = await signedIn({ primaryEmail: COLLECTING_STAFF_EMAIL });
    for (const collector of [await signedIn(), staff]) {
      const own = await recordMote(collector, audio.tone(0.3));
      const toteId = await makeTote(collector, 'Mine', [own.id]);
      // Reading a mote (shared, or any for staff) is not owning it: mote.collect is the owner's.
      const added = await patchJson(collector, `t/totes/${toteId}`, {
        moteIds: [own.id, shared.id],
      });
      expect(added.status).toBe(422);
      expect(await added.json()).toMatchObject({ error: TOTE_MOTE_NOT_OWNED_ERROR });
    }
  });
});
