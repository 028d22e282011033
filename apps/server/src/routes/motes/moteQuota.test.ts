// Issue 6 items 4 and 8: the §9 length limit per plan and §3 free-mote rationing — 20 motes
// per rolling 30-day period by default, enforced when a mote is made, with the exhausted rule's
// message and the upgrade path.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FREE_MOTES_EXHAUSTED_ERROR,
  FREE_MOTES_PER_PERIOD,
  freeMotesExhaustedMessage,
  IdentityStatusSchema,
  MOTE_TOO_LONG_ERROR,
  moteTooLongMessage,
  UPGRADE_PATH,
} from '@motes/shared';
import { loadConfig } from '../../config.js';
import { users } from '../../db/schema/index.js';
import { MoteCreator } from '../../services/motes/moteCreator.js';
import { actorFrom } from '../../authorisation/actor.js';
import { UploadPreparer } from '../../services/uploadPreparer.js';
import { apiClient, buildUser, signedInClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { postMote, recordMote, uploadAll } from '../../../test/moteHelpers.js';
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

describe('free-mote rationing (§3, §6)', () => {
  it('stops the 21st mote of a period with the exhausted rule’s message and the upgrade path', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    const short = audio.tone(0.2);
    for (let i = 0; i < FREE_MOTES_PER_PERIOD; i += 1) await recordMote(client, short);
    const status = IdentityStatusSchema.parse(await (await client.get('i/status')).json());
    expect(status.entitlements.freeMotes).toMatchObject({
      totalFreeMotes: 20,
      usedFreeMotes: 20,
      availableFreeMotes: 0,
    });
    expect(status.user?.canMote).toBe(false);
    const resetsAt = status.entitlements.quotaResetsAt;
    expect(resetsAt).toBe(status.entitlements.freeMotes.freeMotesMintedEpoch + 30 * 86_400_000);

    const uploadId = await uploadAll(client, short);
    const refused = await postMote(client, { kind: 'recording', uploadId });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({
      error: FREE_MOTES_EXHAUSTED_ERROR,
      message: freeMotesExhaustedMessage(20, new Date(resetsAt)),
      details: {
        totalFreeMotes: 20,
        usedFreeMotes: 20,
        availableFreeMotes: 0,
        quotaResetsAt: resetsAt,
        upgradePath: UPGRADE_PATH,
      },
    });
    // Nothing else is rationed: anonymous visitors and VIPs make motes as before.
    await recordMote(apiClient(server), short);
    await recordMote(
      await signedInClient(server, await buildUser(server.database.db, { isVip: true })),
      short,
    );
  });

  it('gives a new period 30 days after the period’s first mote (clock injected)', async () => {
    const db = server.database.db;
    const user = await buildUser(db);
    const client = await signedInClient(server, user);
    let clock = new Date('2030-01-10T09:00:00Z');
    const creator = new MoteCreator({
      db,
      blobs: server.blobs,
      preparer: new UploadPreparer(db, server.blobs),
      speechToText: server.engines.speechToText,
      textToSpeech: server.engines.textToSpeech,
      freeMotePolicy: { perPeriod: 2, periodDays: 30 },
      now: () => clock,
    });
    const make = async (key: string) => {
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      const actor = actorFrom(
        { kind: 'user', user: fresh!, session: client.session },
        undefined,
        new Set(),
      );
      const uploadId = await uploadAll(client, audio.tone(0.2));
      return creator.create(actor, { kind: 'recording', uploadId }, key, 'en-US');
    };
    await make('period-1-a');
    clock = new Date('2030-01-25T09:00:00Z');
    await make('period-1-b');
    clock = new Date('2030-02-09T08:59:59Z');
    await expect(make('period-1-c')).rejects.toMatchObject({
      statusCode: 402,
      message: freeMotesExhaustedMessage(2, new Date('2030-02-09T09:00:00Z')),
    });
    clock = new Date('2030-02-09T09:00:00Z');
    const renewed = await make('period-2-a');
    expect(renewed.created).toBe(true);
    const [after] = await db.select().from(users).where(eq(users.id, user.id));
    expect(after).toMatchObject({ freeMotesUsed: 1, freeMotesMintedAt: clock });
  });

  it('reads the ration from FREE_MOTES_PER_PERIOD and FREE_MOTE_PERIOD_DAYS', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).freeMotes).toEqual({ perPeriod: 20, periodDays: 30 });
    const custom = loadConfig({
      NODE_ENV: 'test',
      FREE_MOTES_PER_PERIOD: '5',
      FREE_MOTE_PERIOD_DAYS: '7',
    });
    expect(custom.freeMotes).toEqual({ perPeriod: 5, periodDays: 7 });
  });
});

describe('length limits per plan (§9)', () => {
  it('stops a free signed-in user at 60 s, with the upgrade named; anonymous gets 5 minutes', async () => {
    const free = await signedInClient(server, await buildUser(server.database.db));
    const long = audio.tone(70);
    const uploadId = await uploadAll(free, long);
    const refused = await postMote(free, { kind: 'recording', uploadId });
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { error: string; message: string; details: unknown };
    expect(body).toMatchObject({
      error: MOTE_TOO_LONG_ERROR,
      message: moteTooLongMessage(60),
      details: { maxSeconds: 60, upgradable: true },
    });
    expect(body.message).toContain('Upgrade');
    // The refused recording did not use a free mote.
    const status = IdentityStatusSchema.parse(await (await free.get('i/status')).json());
    expect(status.entitlements.freeMotes.usedFreeMotes).toBe(0);
    // A minute plus the encoder's padding is still a minute.
    await recordMote(free, audio.tone(61));
    const anonymous = await recordMote(apiClient(server), long);
    expect(Math.round(anonymous.durationMs / 1000)).toBe(70);
  });
});
