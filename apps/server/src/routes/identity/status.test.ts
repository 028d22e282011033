import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityStatusSchema, TEACHER_CONTROL_KEYS, type IdentityStatus } from '@motes/shared';
import { revokeSession } from '../../auth/sessionStore.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { takeFreeMote } from '../../services/motes/freeMotes.js';

const STAFF_EMAIL = 'staff-person@motes.example';

describe(`i/status identity status (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({
      STAFF_EMAILS: ` ${STAFF_EMAIL.toUpperCase()} , other@motes.example`,
    });
  });
  afterAll(() => server.stop());

  async function statusOf(client: ApiClient, path = 'v1/i/status'): Promise<IdentityStatus> {
    const response = await client.post(path);
    expect(response.status).toBe(200);
    // The answer satisfies the shared §3 contract exactly as the client parses it.
    return IdentityStatusSchema.parse(await response.json());
  }

  it('answers an anonymous caller with the logged-out status: defaults and -1 counters (§3)', async () => {
    const status = await statusOf(apiClient(server));
    expect(status.auth).toEqual({
      isLoggedIn: false,
      accessToken: null,
      acquiredScopes: [],
      style: 'anonymous',
    });
    expect(status.device).toEqual({
      recommendedUXLocale: 'en-US',
      recommendedTranscriptionLocale: 'en-US',
      transcriptionOptOutEnabled: false,
    });
    expect(status.identity).toMatchObject({
      primaryEmailAddress: null,
      voiceSpeed: 1,
      isMinor: false,
    });
    expect(status.entitlements.freeMotes).toEqual({
      availableFreeMotes: -1,
      freeMotesMintedEpoch: -1,
      totalFreeMotes: -1,
      usedFreeMotes: -1,
    });
    expect(status.entitlements.applyFreeMoteRationing).toBe(false);
    // §3 teacher controls: the 18 keys, each enabled by default.
    expect(Object.keys(status.entitlements.teacherControls)).toEqual([...TEACHER_CONTROL_KEYS]);
    expect(Object.values(status.entitlements.teacherControls).every((c) => c.isEnabled)).toBe(true);
    expect(status.user).toBeUndefined();
  });

  it('answers GET and POST, with and without v1/ (§7)', async () => {
    const client = apiClient(server);
    for (const path of ['i/status', 'v1/i/status']) {
      expect((await client.get(path)).status).toBe(200);
      expect((await client.post(path)).status).toBe(200);
    }
  });

  it('recommends locales from the device language (§9 UX locales plus the interface languages)', async () => {
    const client = apiClient(server);
    const response = await client.fetch('v1/i/status', {
      method: 'POST',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en-GB;q=0.8' },
    });
    const status = IdentityStatusSchema.parse(await response.json());
    expect(status.device.recommendedUXLocale).toBe('en-GB');
    expect(status.device.recommendedTranscriptionLocale).toBe('de-DE');
    expect(status.identity.suggestedTranscriptionLanguages).toEqual(['de-DE', 'en-GB']);

    const french = await client.fetch('v1/i/status', {
      method: 'POST',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en-GB;q=0.8' },
    });
    const frenchStatus = IdentityStatusSchema.parse(await french.json());
    // The interface is translated into French: fr-CA is served by `fr`.
    expect(frenchStatus.device.recommendedUXLocale).toBe('fr');
    expect(frenchStatus.device.recommendedTranscriptionLocale).toBe('fr-CA');
  });

  it('answers a signed-in caller from their row, echoing their own token', async () => {
    const user = await buildUser(server.database.db, {
      givenName: 'Ada',
      familyName: 'Lovelace',
      name: null,
      goals: { userOnboarding: 'REQUIRED', productOnboarding: 'completed' },
      institutionName: 'Hill School',
      isInstitutional: true,
      institutionalRole: 'admin',
    });
    const client = await signedInClient(server, user, { method: 'oidc' });
    const status = await statusOf(client);
    expect(status.auth).toEqual({
      isLoggedIn: true,
      accessToken: client.accessToken,
      acquiredScopes: [],
      style: 'oidc',
    });
    expect(status.identity.primaryEmailAddress).toBe(user.primaryEmail);
    expect(status.goals).toEqual({ userOnboarding: 'required', productOnboarding: 'completed' });
    expect(status.entitlements.isInstitutional).toBe(true);
    expect(status.user).toMatchObject({
      userId: user.id,
      displayName: 'Ada Lovelace',
      isGodMode: false,
      isInstitutionalAdmin: true,
      institutionalRole: 'admin',
      institutionName: 'Hill School',
      isUpgradable: false,
      createdAt: user.createdAt.toISOString(),
    });
  });

  it('gives a dead token the logged-out answer, not 403 (§4 status reconciliation)', async () => {
    const user = await buildUser(server.database.db);
    const client = await signedInClient(server, user);
    await revokeSession(server.database.db, client.session.id);
    const status = await statusOf(client);
    expect(status.auth.isLoggedIn).toBe(false);
    expect(status.auth.accessToken).toBeNull();
    expect(status.user).toBeUndefined();
  });

  it('shows each caller only their own account', async () => {
    const ada = await buildUser(server.database.db);
    const bob = await buildUser(server.database.db);
    const bobStatus = await statusOf(await signedInClient(server, bob));
    expect(bobStatus.user?.userId).toBe(bob.id);
    expect(bobStatus.identity.primaryEmailAddress).toBe(bob.primaryEmail);
    expect(JSON.stringify(bobStatus)).not.toContain(ada.id);
  });

  it('rations free motes for a signed-in free user: 20 per rolling 30 days (§3, §6)', async () => {
    const user = await buildUser(server.database.db);
    const client = await signedInClient(server, user);
    const before = await statusOf(client);
    expect(before.entitlements.applyFreeMoteRationing).toBe(true);
    expect(before.entitlements.freeMotes).toMatchObject({
      totalFreeMotes: 20,
      usedFreeMotes: 0,
      availableFreeMotes: 20,
    });
    // No period runs until the first free mote: its start and end are unknown (-1).
    expect(before.entitlements.freeMotes.freeMotesMintedEpoch).toBe(-1);
    expect(before.entitlements.quotaResetsAt).toBe(-1);
    const firstMote = new Date();
    for (let i = 0; i < 20; i += 1) await takeFreeMote(server.database.db, user.id, firstMote);
    const after = await statusOf(client);
    expect(after.entitlements.freeMotes).toMatchObject({
      usedFreeMotes: 20,
      availableFreeMotes: 0,
      freeMotesMintedEpoch: firstMote.getTime(),
    });
    expect(after.entitlements.quotaResetsAt).toBe(firstMote.getTime() + 30 * 86_400_000);
    expect(after.user?.canMote).toBe(false);
  });

  it('does not ration VIP, paid or trial users; an expired trial is rationed again (§4)', async () => {
    const db = server.database.db;
    const future = new Date(Date.now() + 86_400_000);
    const past = new Date(Date.now() - 86_400_000);
    const cases = [
      { overrides: { isVip: true }, rationed: false, inTrial: false },
      { overrides: { isPaid: true }, rationed: false, inTrial: false },
      { overrides: { productEnum: 'unlimited' }, rationed: false, inTrial: true },
      {
        overrides: { productEnum: 'unlimited', freeTrialExpiresAt: future },
        rationed: false,
        inTrial: true,
      },
      {
        overrides: { productEnum: 'unlimited', freeTrialExpiresAt: past },
        rationed: true,
        inTrial: false,
      },
      // §4: 'unlimited' is a trial unless VIP or paid.
      { overrides: { productEnum: 'unlimited', isPaid: true }, rationed: false, inTrial: false },
    ];
    for (const { overrides, rationed, inTrial } of cases) {
      const status = await statusOf(await signedInClient(server, await buildUser(db, overrides)));
      expect(status.entitlements.applyFreeMoteRationing, JSON.stringify(overrides)).toBe(rationed);
      expect(status.user?.isInFreeTrial, JSON.stringify(overrides)).toBe(inTrial);
      if (!rationed) expect(status.entitlements.freeMotes.totalFreeMotes).toBe(-1);
    }
  });

  it('gives god mode to accounts on the configured staff list only (§6)', async () => {
    const staff = await buildUser(server.database.db, { primaryEmail: STAFF_EMAIL });
    const staffStatus = await statusOf(await signedInClient(server, staff));
    expect(staffStatus.user?.isGodMode).toBe(true);
    const other = await statusOf(await signedInClient(server, await buildUser(server.database.db)));
    expect(other.user?.isGodMode).toBe(false);
  });

  it('marks minors: no transcription, opt-out forced on, no class creation (§6)', async () => {
    const minor = await buildUser(server.database.db, {
      isMinor: true,
      settings: { transcriptionOptOutEnabled: false },
    });
    const status = await statusOf(await signedInClient(server, minor));
    expect(status.identity.isMinor).toBe(true);
    expect(status.device.transcriptionOptOutEnabled).toBe(true);
    expect(status.user?.canTranscribe).toBe(false);
    expect(status.entitlements.canCreateClass).toBe(false);
  });
});
