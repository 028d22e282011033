// §4 logout (server call, event, local cleanup, broadcast; 403 skips the server) and §4/§8 status
// reconciliation (logged-out answer while a token exists → clear cookie, forced logout with 403).
import { describe, expect, it, vi } from 'vitest';
import {
  EXPIRED_TOKEN_STORAGE_KEY,
  IDENTITY_CACHE_STORAGE_KEY,
  USER_STORAGE_KEY,
} from '@motes/shared';
import { isAuthenticated, isLoggedIn } from './identityState';
import { sendJson } from './testSupport/fakeMotesApi';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };
const login = { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' };

async function signedInTab() {
  testbed.api.signIn(ada, login.accessToken);
  const tab = testbed.openTab();
  await tab.store.start();
  await tab.store.completeLogin(login, { withOTL: true, withEmail: true });
  window.localStorage.setItem(EXPIRED_TOKEN_STORAGE_KEY, '1');
  return tab;
}

function trackedEvents(name: string): Record<string, unknown>[] {
  return testbed.api
    .requestsTo('s/track/everything')
    .map((request) => request.body as Record<string, unknown>)
    .filter((body) => body.event === name);
}

describe('§4 logout', () => {
  it('§4 clears the user but keeps the anonymous id and the last user id', async () => {
    const { store } = await signedInTab();
    const { anonymousUserId, anonymousCreatedAt } = store.getState().user;
    await store.logout();
    expect(store.getState().user).toEqual({
      accessToken: '',
      anonymousUserId,
      anonymousCreatedAt,
      lastUserId: 'u-ada',
    });
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? '{}')).toEqual(
      store.getState().user,
    );
    expect(isAuthenticated(store.getState())).toBe(false);
    expect(isLoggedIn(store.getState())).toBe(false);
  });

  it('§4 calls the server logout mutation with the session it ends', async () => {
    const { store } = await signedInTab();
    await store.logout();
    const [call] = testbed.api.requestsTo('i/signOut');
    expect(call?.headers.authorization).toBe('Bearer token-1');
    expect(testbed.api.isLive('token-1')).toBe(false);
  });

  it('§4 fires the logout event with forced false and origin web, for the user who left', async () => {
    const { store } = await signedInTab();
    await store.logout();
    await vi.waitFor(() => expect(trackedEvents('Logged Out')).toHaveLength(1));
    expect(trackedEvents('Logged Out')[0]).toMatchObject({
      forced: false,
      origin: 'web',
      userId: 'u-ada',
    });
  });

  it('§4 removes the stored identity and the expired-token marker; clears the cookie', async () => {
    const { store, cookies } = await signedInTab();
    expect(window.localStorage.getItem(IDENTITY_CACHE_STORAGE_KEY)).not.toBeNull();
    await store.logout();
    // The refresh after logout caches the anonymous identity: not the signed-in one.
    const cached = JSON.parse(window.localStorage.getItem(IDENTITY_CACHE_STORAGE_KEY) ?? 'null');
    expect(cached?.auth.isLoggedIn ?? false).toBe(false);
    expect(window.localStorage.getItem(EXPIRED_TOKEN_STORAGE_KEY)).toBeNull();
    expect(cookies.calls.at(-1)).toMatchObject({ action: 'remove', name: 'motes_access_token' });
  });

  it('§4/§7 broadcasts a logout message to the extension', async () => {
    const { store, broadcasts } = await signedInTab();
    await store.logout();
    expect(broadcasts.at(-1)).toEqual({ type: 'logout' });
  });

  it('§4 then loads the anonymous identity: ready and logged out', async () => {
    const { store } = await signedInTab();
    await store.logout();
    expect(store.getState()).toMatchObject({
      phase: 'ready',
      status: { auth: { isLoggedIn: false } },
    });
  });

  it.each([403, '403'])(
    '§4 an auth logout event with error %j skips the server call; only local cleanup runs',
    async (error) => {
      const { store, broadcasts } = await signedInTab();
      await store.logout({ error });
      expect(testbed.api.requestsTo('i/signOut')).toHaveLength(0);
      expect(store.getState().user.accessToken).toBe('');
      expect(window.localStorage.getItem(EXPIRED_TOKEN_STORAGE_KEY)).toBeNull();
      expect(broadcasts.at(-1)).toEqual({ type: 'logout' });
      await vi.waitFor(() =>
        expect(trackedEvents('Logged Out')[0]).toMatchObject({ forced: true }),
      );
    },
  );

  it('§4 other errors still call the server', async () => {
    const { store } = await signedInTab();
    await store.logout({ error: 401 });
    expect(testbed.api.requestsTo('i/signOut')).toHaveLength(1);
  });

  it('finishes the local logout even when the server logout call fails', async () => {
    testbed.api.override('i/signOut', (_request, response) => sendJson(response, 503, {}));
    const { store, errors } = await signedInTab();
    await store.logout();
    expect(store.getState().user.accessToken).toBe('');
    expect(errors).toHaveLength(1);
  });
});

describe('§4/§8 status reconciliation: logged out while a local token exists', () => {
  it('§8 clears the cookie and forces a logout with 403: no server logout call', async () => {
    const { store, cookies, broadcasts } = await signedInTab();
    testbed.api.revoke('token-1');
    await store.refresh();
    expect(cookies.calls.at(-1)).toMatchObject({ action: 'remove', name: 'motes_access_token' });
    expect(testbed.api.requestsTo('i/signOut')).toHaveLength(0);
    expect(store.getState().user.accessToken).toBe('');
    expect(store.getState().user.lastUserId).toBe('u-ada');
    expect(broadcasts.at(-1)).toEqual({ type: 'logout' });
    await vi.waitFor(() =>
      expect(trackedEvents('Logged Out')[0]).toMatchObject({ forced: true, origin: 'web' }),
    );
  });

  it('§4 keeps the logged-out answer as the identity (ready, no second fetch)', async () => {
    const { store } = await signedInTab();
    testbed.api.revoke('token-1');
    const callsBefore = testbed.api.requestsTo('i/status').length;
    await store.refresh();
    expect(store.getState()).toMatchObject({
      phase: 'ready',
      status: { auth: { isLoggedIn: false } },
    });
    expect(testbed.api.requestsTo('i/status')).toHaveLength(callsBefore + 1);
  });

  it('§4 an anonymous visitor with a logged-out answer is not logged out again', async () => {
    const { store, broadcasts } = testbed.openTab();
    await store.start();
    expect(broadcasts).toEqual([]);
  });
});
