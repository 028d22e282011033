// §7 common headers from the identity storage: access token, device id, last user id.
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_STORAGE_KEY, createMemoryStorage, createStorageWrapper } from '@motes/shared';
import { createIdentityHeaderSources } from './headerSources';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();

describe('§7 identity header sources', () => {
  it('§7 an anonymous visitor sends a device id and no token', async () => {
    const { store } = testbed.openTab();
    await store.start();
    const headers = testbed.api.requestsTo('i/status')[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-motes-device-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-motes-client-type']).toBe('website');
  });

  it('makes the device id once and keeps it', () => {
    const storage = createStorageWrapper(createMemoryStorage());
    const sources = createIdentityHeaderSources(storage, () => 'device-1');
    expect(sources.getDeviceId()).toBe('device-1');
    expect(createIdentityHeaderSources(storage, () => 'device-2').getDeviceId()).toBe('device-1');
    expect(storage.getRaw(DEVICE_ID_STORAGE_KEY)).toBe('device-1');
  });

  it('§4 keeps sending the last user id after a logout', async () => {
    testbed.api.signIn({ userId: 'u-ada', email: 'ada@school.test' }, 'token-1');
    const { store, storage } = testbed.openTab();
    await store.completeLogin(
      { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' },
      { withOTL: true, withEmail: true },
    );
    await store.logout();
    const sources = createIdentityHeaderSources(storage);
    expect(sources.getAccessToken()).toBeUndefined();
    expect(sources.getLastUserId()).toBe('u-ada');
  });
});
