import { createApiClient, createWebsite403Handler, type ApiClient } from '@motes/api-client';
import { createIdentityHeaderSources, type IdentityHeaderSources } from '@motes/identity';
import { createStorageWrapper } from '@motes/shared';

/** The API client as the web app uses it. */
export type WebApiClient = ApiClient;

/** Options of {@link createWebApiClient}. */
export interface WebApiClientOptions {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. Defaults to this site ('' = same origin). */
  baseUrl?: string;
  /**
   * Where the §7 token, device id and last user id headers come from. Defaults to the identity
   * store's record in local storage: every tab then sends the session the store last saved,
   * even one another tab changed a moment ago.
   */
  headerSources?: IdentityHeaderSources;
  /** §8 403 reaction; defaults to a full page load of the forced sign-out URL. */
  on403?: (url: string) => void;
}

/** Creates the website's API client (§7: client type `website`). */
export function createWebApiClient({
  baseUrl,
  headerSources = createIdentityHeaderSources(createStorageWrapper()),
  on403 = (url) => window.location.assign(url),
}: WebApiClientOptions = {}): WebApiClient {
  return createApiClient({
    baseUrl: baseUrl ?? '',
    clientType: 'website',
    clientVersion: import.meta.env.MOTES_WEB_VERSION ?? '0.0.0-dev',
    getAccessToken: headerSources.getAccessToken,
    getDeviceId: headerSources.getDeviceId,
    getLastUserId: headerSources.getLastUserId,
    environment: import.meta.env.MODE,
    // §8: a 403 means the session is gone; a full page load to the sign-in page also
    // drops any state that belonged to it. The login page then clears the local session.
    on403: createWebsite403Handler(on403),
  });
}
