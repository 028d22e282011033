import type { PollOptions } from '@motes/api-client';
import {
  createAnalytics,
  createIdentityHeaderSources,
  createIdentityStore,
  type Analytics,
  type CookieJar,
  type IdentityStore,
  type TabSync,
} from '@motes/identity';
import { createStorageWrapper, type StorageWrapper } from '@motes/shared';
import { createWebApiClient, type WebApiClient } from '../api/webApiClient';
import {
  createExtensionBridge,
  type ExtensionBridge,
} from '../features/extension-bridge/extensionBridge';
import { CONFIGURED_EXTENSION_IDS } from '../features/extension-bridge/extensionIds';

/** The app's one identity store with the API client and analytics that go with it. */
export interface WebIdentity {
  apiClient: WebApiClient;
  store: IdentityStore;
  analytics: Analytics;
  storage: StorageWrapper;
  /** The extension handshake (§4 detection, §7 messages); started by `IdentityProvider`. */
  extension: ExtensionBridge;
  /** How the emailed-link sign-in polls; undefined means the §9 2000 ms / 120000 ms. */
  signInPoll?: PollOptions;
}

/** Options of {@link createWebIdentity}; tests pass their own server, storage and tab sync. */
export interface WebIdentityOptions {
  baseUrl?: string;
  /** Default: local storage through the §5 wrapper. */
  storage?: StorageWrapper;
  /** Default: BroadcastChannel + `storage` events; `false` turns cross-tab sync off. */
  tabSync?: TabSync | false;
  /** Default: `document.cookie`. */
  cookies?: CookieJar;
  /** §8 403 reaction; default a full page load of the forced sign-out URL. */
  on403?: (url: string) => void;
  /** §7 analytics page context; the app passes the current route's page name. */
  getPageContext?: () => string | undefined;
  /** Tests shorten the emailed-link polling; the app keeps §9's timing. */
  signInPoll?: PollOptions;
  /** Tests pass their own bridge (a fake `chrome.runtime` behind it). */
  extension?: ExtensionBridge;
}

/**
 * Creates the website's identity: one store per app (§4), fed by an API client whose §7
 * headers read the store's own record. The store is not started here: `IdentityProvider`
 * starts it once React has mounted, so a test can create one without network traffic.
 */
export function createWebIdentity(options: WebIdentityOptions = {}): WebIdentity {
  const storage = options.storage ?? createStorageWrapper();
  const apiClient = createWebApiClient({
    baseUrl: options.baseUrl,
    headerSources: createIdentityHeaderSources(storage),
    on403: options.on403,
  });
  // The analytics client needs the store's state and the store needs analytics for its
  // login and logout events: the getter reads the store declared just below, and is only
  // called after both exist.
  const analytics = createAnalytics({
    apiClient,
    clientType: 'website',
    storage,
    getIdentityState: () => store.getState(),
    getPageContext: options.getPageContext,
  });
  const extension =
    options.extension ??
    createExtensionBridge({
      extensionIds: CONFIGURED_EXTENSION_IDS,
      storage,
      trackPresence: (presence) => analytics.trackExtensionPresence(presence),
    });
  const store = createIdentityStore({
    apiClient,
    storage,
    clientType: 'website',
    analytics,
    // §7: logins (user data, then last_login_hostname) and logouts go to the extension.
    broadcast: extension.broadcast,
    cookies: options.cookies,
    tabSync: options.tabSync,
  });
  return { apiClient, store, analytics, storage, extension, signInPoll: options.signInPoll };
}
