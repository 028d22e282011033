import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionListResponseSchema } from '@motes/shared';
import { revokeSession } from '../../auth/sessionStore.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import {
  apiClient,
  buildUser,
  signedInClient,
  type SignedInClient,
} from '../../../test/factories.js';

describe(`i/ sign-out and sessions (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.stop());

  const isSignedIn = async (client: SignedInClient) =>
    ((await (await client.post('v1/i/status')).json()) as { auth: { isLoggedIn: boolean } }).auth
      .isLoggedIn;

  it('i/signOut ends only the calling session (the §4 logout mutation)', async () => {
    const user = await buildUser(server.database.db);
    const laptop = await signedInClient(server, user);
    const phone = await signedInClient(server, user);
    const response = await laptop.post('i/signOut');
    expect(await response.json()).toEqual({ endedSessions: 1 });
    expect(await isSignedIn(laptop)).toBe(false);
    expect(await isSignedIn(phone)).toBe(true);
    // Already signed out (or retried): nothing to end, and no error.
    expect(await (await laptop.post('i/signOut')).json()).toEqual({ endedSessions: 0 });
    expect(await (await apiClient(server).post('i/signOut')).json()).toEqual({ endedSessions: 0 });
  });

  it('v1/i/deviceSignOut ends every session on the calling device by default (§7)', async () => {
    const user = await buildUser(server.database.db);
    const website = await signedInClient(server, user, { deviceId: 'shared-device-1' });
    const extension = await signedInClient(server, user, {
      deviceId: 'shared-device-1',
      clientType: 'extension',
    });
    const elsewhere = await signedInClient(server, user);
    const response = await website.post('v1/i/deviceSignOut');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ endedSessions: 2 });
    expect(await isSignedIn(extension)).toBe(false);
    expect(await isSignedIn(elsewhere)).toBe(true);
  });

  it('v1/i/deviceSignOut {deviceId} ends another of my devices, never another user’s', async () => {
    const ada = await buildUser(server.database.db);
    const bob = await buildUser(server.database.db);
    const adaLaptop = await signedInClient(server, ada);
    const adaTablet = await signedInClient(server, ada);
    const bobPhone = await signedInClient(server, bob);

    const byBob = await bobPhone.post('v1/i/deviceSignOut', { deviceId: adaTablet.deviceId });
    expect(await byBob.json()).toEqual({ endedSessions: 0 });
    expect(await isSignedIn(adaTablet)).toBe(true);

    const byAda = await adaLaptop.post('v1/i/deviceSignOut', { deviceId: adaTablet.deviceId });
    expect(await byAda.json()).toEqual({ endedSessions: 1 });
    expect(await isSignedIn(adaTablet)).toBe(false);
    expect(await isSignedIn(adaLaptop)).toBe(true);
  });

  it('lists my live sessions without token hashes, and marks the current one', async () => {
    const user = await buildUser(server.database.db);
    const current = await signedInClient(server, user);
    const other = await signedInClient(server, user, { clientType: 'extension', method: 'oidc' });
    const ended = await signedInClient(server, user);
    await revokeSession(server.database.db, ended.session.id);
    await signedInClient(server, await buildUser(server.database.db)); // someone else

    const response = await current.get('i/sessions');
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toMatch(/tokenHash|token_hash/);
    expect(text).not.toContain(current.accessToken);
    const { sessions } = SessionListResponseSchema.parse(JSON.parse(text));
    expect(sessions.map((s) => s.id).sort()).toEqual([current.session.id, other.session.id].sort());
    expect(sessions.find((s) => s.isCurrent)?.id).toBe(current.session.id);
    expect(sessions.find((s) => s.id === other.session.id)).toMatchObject({
      clientType: 'extension',
      method: 'oidc',
      isCurrent: false,
    });
  });

  it('i/sessions/revokeOthers signs out every other device of mine only', async () => {
    const ada = await buildUser(server.database.db);
    const keep = await signedInClient(server, ada);
    const others = [await signedInClient(server, ada), await signedInClient(server, ada)];
    const bob = await signedInClient(server, await buildUser(server.database.db));
    const response = await keep.post('i/sessions/revokeOthers');
    expect(await response.json()).toEqual({ endedSessions: 2 });
    expect(await isSignedIn(keep)).toBe(true);
    for (const other of others) expect(await isSignedIn(other)).toBe(false);
    expect(await isSignedIn(bob)).toBe(true);
  });

  it('answers 401 without a token and 403 with a dead one on the session calls (§8)', async () => {
    const anonymous = apiClient(server);
    const dead = await signedInClient(server, await buildUser(server.database.db));
    await revokeSession(server.database.db, dead.session.id);
    const calls: Array<[string, string]> = [
      ['POST', 'v1/i/deviceSignOut'],
      ['GET', 'i/sessions'],
      ['POST', 'i/sessions/revokeOthers'],
    ];
    for (const [method, path] of calls) {
      expect((await anonymous.fetch(path, { method })).status, path).toBe(401);
      expect((await dead.fetch(path, { method })).status, path).toBe(403);
    }
  });
});
