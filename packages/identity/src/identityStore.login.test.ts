// §4 login completion, §5 login and token-update rules with the §8 texts, §4 status
// reconciliation setting the §9 access-token cookie. Real localStorage, real HTTP.
import { describe, expect, it, vi } from 'vitest';
import { EXPIRED_TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@motes/shared';
import { isLoggedIn } from './identityState';
import { sendJson } from './testSupport/fakeMotesApi';
import { buildStatus } from './testSupport/statusFixtures';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };
const login = { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' };
const emailFlags = { withOTL: true, withEmail: true };

function storedUser(): Record<string, unknown> {
  return JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as Record<
    string,
    unknown
  >;
}

async function signedInTab() {
  testbed.api.signIn(ada, login.accessToken);
  const tab = testbed.openTab();
  await tab.store.start();
  await tab.store.completeLogin(login, emailFlags);
  return tab;
}

describe('§5 login validation in the store (§8 texts)', () => {
  it.each([undefined, null, {}])(
    "§8 rejects %j with 'login needs a populated object'",
    async (value) => {
      const { store } = testbed.openTab();
      await expect(store.completeLogin(value, emailFlags)).rejects.toThrow(
        'login needs a populated object',
      );
      expect(store.getState().user.accessToken).toBe('');
    },
  );

  it.each(['accessToken', 'userId', 'primaryEmailAddress'])(
    "§8 rejects a login without %s with 'login missing param on login: {field}'",
    async (field) => {
      const { store } = testbed.openTab();
      await expect(store.completeLogin({ ...login, [field]: '' }, emailFlags)).rejects.toThrow(
        `login missing param on login: ${field}`,
      );
      expect(storedUser().accessToken).toBe('');
    },
  );
});

describe('§4 login completion', () => {
  it('§4 stores the user under the mote-auth- prefix, keeping the anonymous id', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const { store } = testbed.openTab();
    const anonymousUserId = store.getState().user.anonymousUserId;
    await store.completeLogin({ ...login, isNewUser: true, returnTo: '/x' }, emailFlags);
    expect(storedUser()).toMatchObject({ ...login, lastUserId: 'u-ada', anonymousUserId });
    // Sign-in details are not part of the §3 record.
    expect(storedUser()).not.toHaveProperty('isNewUser');
  });

  it('§4 sends the login-complete event with withOTL and withEmail, without the token', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const { store } = testbed.openTab();
    await store.completeLogin({ ...login, isNewUser: false }, { withOTL: false, withEmail: true });
    await vi.waitFor(() => expect(testbed.api.requestsTo('s/track/everything')).toHaveLength(1));
    const body = testbed.api.requestsTo('s/track/everything')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      event: 'Login Completed',
      withOTL: false,
      withEmail: true,
      isNewUser: false,
      userId: 'u-ada',
    });
    expect(JSON.stringify(body)).not.toContain('token-1');
  });

  it('§4 then updates the user: a fresh status makes the store logged in and identify is sent', async () => {
    const { store } = await signedInTab();
    expect(isLoggedIn(store.getState())).toBe(true);
    expect(store.getState().user).toMatchObject({
      displayName: 'Ada Lovelace',
      referrerCode: 'ada1',
    });
    const statusCalls = testbed.api.requestsTo('i/status');
    expect(statusCalls.at(-1)?.headers.authorization).toBe('Bearer token-1');
    await vi.waitFor(() => expect(testbed.api.requestsTo('s/identify/everything')).toHaveLength(1));
  });

  it('§4 removes the expired-token marker of an earlier session', async () => {
    window.localStorage.setItem(EXPIRED_TOKEN_STORAGE_KEY, '1');
    await signedInTab();
    expect(window.localStorage.getItem(EXPIRED_TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('§7 tells the extension about the login (type login, user data)', async () => {
    const { broadcasts } = await signedInTab();
    expect(broadcasts).toContainEqual({ type: 'login', user: expect.objectContaining(login) });
  });

  it('§7 later requests carry the new token and the last user id', async () => {
    const { apiClient } = await signedInTab();
    await apiClient.post('m/list').catch(() => undefined);
    expect(testbed.api.requests.at(-1)?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      'x-motes-last-user-id': 'u-ada',
    });
  });
});

describe('§4 status reconciliation: the access-token cookie on the website', () => {
  it('§4/§9 a logged-in answer sets the cookie: 90 days, SameSite=Lax, path /, Secure only on https', async () => {
    const { cookies } = await signedInTab();
    expect(cookies.calls.at(-1)).toEqual({
      action: 'set',
      name: 'motes_access_token',
      value: 'token-1',
      attributes: { maxAgeSeconds: 7_776_000, sameSite: 'Lax', path: '/', secure: false },
    });
  });

  it('§9 the cookie is Secure on https and carries the product domain', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const { store, cookies } = testbed.openTab({ secureCookies: true, cookieDomain: 'motes.test' });
    await store.completeLogin(login, emailFlags);
    expect(cookies.calls.at(-1)?.attributes).toMatchObject({ secure: true, domain: 'motes.test' });
  });

  it('the extension sets no cookie', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const { store, cookies } = testbed.openTab({ clientType: 'extension' });
    await store.completeLogin(login, emailFlags);
    expect(isLoggedIn(store.getState())).toBe(true);
    expect(cookies.calls).toEqual([]);
  });
});

describe('§5 token update (§8 texts)', () => {
  it("§8 'You must be logged in to update access token' when anonymous", () => {
    const { store } = testbed.openTab();
    expect(() => store.updateAccessToken('new-token')).toThrow(
      'You must be logged in to update access token',
    );
  });

  it("§8 'You must supply a token to update' for an empty token", async () => {
    const { store } = await signedInTab();
    expect(() => store.updateAccessToken('')).toThrow('You must supply a token to update');
    expect(store.getAccessToken()).toBe('token-1');
  });

  it('§5 replaces the token everywhere: record, cookie, extension', async () => {
    const { store, cookies, broadcasts } = await signedInTab();
    store.updateAccessToken('token-2');
    expect(storedUser().accessToken).toBe('token-2');
    expect(cookies.calls.at(-1)).toMatchObject({ action: 'set', value: 'token-2' });
    expect(broadcasts.at(-1)).toMatchObject({ type: 'login', user: { accessToken: 'token-2' } });
  });

  it('a status request that left before a token update cannot log the new token out', async () => {
    const { store } = await signedInTab();
    testbed.api.override('i/status', (_request, response) => {
      // The old token dies and the answer arrives after the update.
      setTimeout(() => sendJson(response, 200, buildStatus()), 50);
    });
    const stale = store.refresh();
    await vi.waitFor(() => expect(testbed.api.requestsTo('i/status').length).toBeGreaterThan(2));
    store.updateAccessToken('token-2');
    await stale;
    expect(store.getAccessToken()).toBe('token-2');
  });
});
