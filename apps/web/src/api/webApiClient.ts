import { createApiClient, createWebsite403Handler, type ApiClient } from '@motes/api-client';
import { createStorageWrapper, DEVICE_ID_STORAGE_KEY } from '@motes/shared';

/** The API client as the web app uses it. */
export type WebApiClient = ApiClient;

/** Options of {@link createWebApiClient}. */
export interface WebApiClientOptions {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. Defaults to this site ('' = same origin). */
  baseUrl?: string;
}

// The identity store (§3, §4; the identity issue) will own the device id, the access token and
// the last user id. Until sign-in exists the site is always anonymous, so there is no
// token or last user to send, and the device id only needs to be stable per browser.

function readOrCreateDeviceId(): string {
  const storage = createStorageWrapper();
  const stored = storage.getRaw(DEVICE_ID_STORAGE_KEY);
  if (stored) return stored;
  const created = crypto.randomUUID();
  storage.set(DEVICE_ID_STORAGE_KEY, created);
  return created;
}

/** Creates the website's API client (§7: client type `website`). */
export function createWebApiClient({ baseUrl }: WebApiClientOptions = {}): WebApiClient {
  let deviceId: string | undefined;
  return createApiClient({
    baseUrl: baseUrl ?? '',
    clientType: 'website',
    clientVersion: import.meta.env.MOTES_WEB_VERSION ?? '0.0.0-dev',
    getAccessToken: () => undefined,
    getDeviceId: () => (deviceId ??= readOrCreateDeviceId()),
    getLastUserId: () => undefined,
    environment: import.meta.env.MODE,
    // §8: a 403 means the session is gone; a full page load to the sign-in page also
    // drops any state that belonged to it.
    on403: createWebsite403Handler((url) => window.location.assign(url)),
  });
}
