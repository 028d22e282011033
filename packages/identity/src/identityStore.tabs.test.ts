// §4 "Logout … is triggered by an auth logout event, or when the stored access token is removed
// in another tab" and "every tab logs out together". Two stores on the same localStorage are
// two tabs; BroadcastChannel is Node's real one, and the `storage` event is the one jsdom would
// deliver from another window (jsdom has one window per test, so it is dispatched here).
import { describe, expect, it } from 'vitest';
import { USER_STORAGE_KEY } from '@motes/shared';
import { isLoggedIn } from './identityState';
import { createBrowserTabSync, tabMessageFromStorageEvent } from './tabSync';
import { useIdentityTestbed, waitForState } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };
const login = { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' };

async function twoSignedInTabs() {
  testbed.api.signIn(ada, login.accessToken);
  const first = testbed.openTab();
  await first.store.start();
  await first.store.completeLogin(login, { withOTL: true, withEmail: true });
  const second = testbed.openTab();
  await second.store.start();
  expect(isLoggedIn(second.store.getState())).toBe(true);
  return { first, second };
}

function storageEvent(
  oldValue: string | null,
  newValue: string | null,
  key: string | null = USER_STORAGE_KEY,
) {
  return new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage });
}

describe('§4 every tab logs out together', () => {
  it('§4 a logout in one tab logs the other out, which calls the server no second time', async () => {
    const { first, second } = await twoSignedInTabs();
    await first.store.logout();
    await waitForState(second.store, (state) => state.user.accessToken === '');
    await waitForState(second.store, (state) => state.phase === 'ready');
    expect(isLoggedIn(second.store.getState())).toBe(false);
    expect(second.store.getState().user.lastUserId).toBe('u-ada');
    expect(testbed.api.requestsTo('i/signOut')).toHaveLength(1);
    expect(second.broadcasts).not.toContainEqual({ type: 'logout' });
  });

  it('§4 a token removed from storage in another tab logs this tab out', async () => {
    testbed.api.signIn(ada, login.accessToken);
    // A channel of its own: only the storage event can reach this tab.
    const tab = testbed.openTab({ tabSync: createBrowserTabSync({ channelName: 'isolated' }) });
    await tab.store.completeLogin(login, { withOTL: true, withEmail: true });
    const before = window.localStorage.getItem(USER_STORAGE_KEY);
    const after = JSON.stringify({ ...JSON.parse(before ?? '{}'), accessToken: '' });
    window.localStorage.setItem(USER_STORAGE_KEY, after);
    window.dispatchEvent(storageEvent(before, after));
    await waitForState(tab.store, (state) => state.user.accessToken === '');
    expect(tab.store.getState().user.accessToken).toBe('');
  });

  it('§4 a sign-in in one tab signs the other tabs in', async () => {
    testbed.api.signIn(ada, login.accessToken);
    const first = testbed.openTab();
    const second = testbed.openTab();
    await Promise.all([first.store.start(), second.store.start()]);
    await first.store.completeLogin(login, { withOTL: true, withEmail: true });
    await waitForState(second.store, (state) => isLoggedIn(state));
    expect(second.store.getAccessToken()).toBe('token-1');
  });

  it('a closed store no longer follows other tabs', async () => {
    const { first, second } = await twoSignedInTabs();
    second.store.dispose();
    await first.store.logout();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(second.store.getState().user.accessToken).toBe('token-1');
  });
});

describe('§4 reading the storage event', () => {
  const withToken = JSON.stringify({
    accessToken: 't',
    anonymousUserId: 'a',
    anonymousCreatedAt: 1,
  });
  const withoutToken = JSON.stringify({
    accessToken: '',
    anonymousUserId: 'a',
    anonymousCreatedAt: 1,
  });
  const otherToken = JSON.stringify({
    accessToken: 't2',
    anonymousUserId: 'a',
    anonymousCreatedAt: 1,
  });

  it('§4 token removed → logout; record removed → logout; storage cleared → logout', () => {
    expect(tabMessageFromStorageEvent(storageEvent(withToken, withoutToken))).toEqual({
      type: 'logout',
    });
    expect(tabMessageFromStorageEvent(storageEvent(withToken, null))).toEqual({ type: 'logout' });
    expect(tabMessageFromStorageEvent(storageEvent(null, null, null))).toEqual({ type: 'logout' });
  });

  it('a new token → session changed; other keys and anonymous writes → nothing', () => {
    expect(tabMessageFromStorageEvent(storageEvent(withoutToken, withToken))).toEqual({
      type: 'session-changed',
    });
    expect(tabMessageFromStorageEvent(storageEvent(withToken, otherToken))).toEqual({
      type: 'session-changed',
    });
    expect(tabMessageFromStorageEvent(storageEvent(null, withoutToken))).toBeUndefined();
    expect(tabMessageFromStorageEvent(storageEvent(withToken, withToken))).toBeUndefined();
    expect(tabMessageFromStorageEvent(storageEvent(null, withToken, 'other-key'))).toBeUndefined();
  });
});
