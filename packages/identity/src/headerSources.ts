// §7 "Common to all requests": the access token, device id and last user id headers, read from
// the same storage the identity store writes. Reading storage (not the store) lets the app create
// the API client before the store that needs it, and keeps every tab's requests on the current
// session even when another tab changed it.
import type { StorageWrapper } from '@motes/shared';
import { DEVICE_ID_STORAGE_KEY, randomUuid, readUserRecord } from '@motes/shared';

export interface IdentityHeaderSources {
  getAccessToken: () => string | undefined;
  getDeviceId: () => string;
  getLastUserId: () => string | undefined;
}

/**
 * Header sources for `createApiClient`. The device id is made once per browser profile and
 * kept (it is not under the auth prefix, so a sign-out keeps it: the server revokes per device).
 */
export function createIdentityHeaderSources(
  storage: StorageWrapper,
  randomUUID: () => string = randomUuid,
): IdentityHeaderSources {
  return {
    getAccessToken: () => readUserRecord(storage)?.accessToken || undefined,
    getDeviceId: () => {
      const existing = storage.getRaw(DEVICE_ID_STORAGE_KEY);
      if (existing) return existing;
      const created = randomUUID();
      storage.set(DEVICE_ID_STORAGE_KEY, created);
      return created;
    },
    getLastUserId: () => {
      const record = readUserRecord(storage);
      return record?.userId ?? record?.lastUserId;
    },
  };
}
