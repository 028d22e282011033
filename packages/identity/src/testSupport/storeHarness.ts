// Builds identity stores the way the apps will: the §5 storage wrapper over jsdom's real
// localStorage, an API client for the fake server, and the analytics client. A second store on
// the same storage stands in for another tab.
import { afterEach, beforeEach } from 'vitest';
import type { ApiClient } from '@motes/api-client';
import { createApiClient } from '@motes/api-client';
import type { ClientType, StorageWrapper } from '@motes/shared';
import { createMemoryStorage, createStorageWrapper } from '@motes/shared';
import type { CookieAttributes, CookieJar } from '../accessTokenCookie';
import type { Analytics } from '../analytics/createAnalytics';
import { createAnalytics } from '../analytics/createAnalytics';
import type { PageEnvironment } from '../analytics/pageEnvironment';
import { createIdentityHeaderSources } from '../headerSources';
import type { IdentityStore, IdentityStoreOptions } from '../identityStoreTypes';
import { createIdentityStore } from '../identityStore';
import type { FakeMotesApi } from './fakeMotesApi';
import { startFakeMotesApi } from './fakeMotesApi';

/** API timeouts scaled down (4000 ms → 200 ms) so failure tests stay fast. */
export const TEST_TIMING = { scale: 0.05 };

/** Records the cookie calls, with their attributes, for the §9 cookie assertions. */
export interface RecordingCookieJar extends CookieJar {
  calls: { action: 'set' | 'remove'; name: string; value?: string; attributes: CookieAttributes }[];
}

export function recordingCookieJar(): RecordingCookieJar {
  const calls: RecordingCookieJar['calls'] = [];
  return {
    calls,
    set: (name, value, attributes) => void calls.push({ action: 'set', name, value, attributes }),
    remove: (name, attributes) => void calls.push({ action: 'remove', name, attributes }),
  };
}

export interface Tab {
  store: IdentityStore;
  analytics: Analytics;
  apiClient: ApiClient;
  storage: StorageWrapper;
  cookies: RecordingCookieJar;
  broadcasts: unknown[];
  errors: unknown[];
}

export interface TabOptions extends Partial<IdentityStoreOptions> {
  clientType?: ClientType;
  page?: PageEnvironment;
  sessionStorage?: StorageWrapper;
}

/** A page environment with fixed values. */
export function fixedPage(
  values: Partial<Record<keyof PageEnvironment, unknown>> = {},
): PageEnvironment {
  return {
    href: () => (values.href as string | undefined) ?? 'https://motes.test/pricing',
    referrer: () => (values.referrer as string | undefined) ?? '',
    userAgent: () => (values.userAgent as string | undefined) ?? 'TestBrowser/1.0',
    isInFrame: () => (values.isInFrame as boolean | undefined) ?? false,
  };
}

/** Opens a "tab": a store over jsdom's localStorage, talking to `api`. */
export function openTab(api: FakeMotesApi, options: TabOptions = {}): Tab {
  const clientType = options.clientType ?? 'website';
  const storage = options.storage ?? createStorageWrapper(() => window.localStorage);
  const apiClient = createApiClient({
    baseUrl: api.origin,
    clientType,
    clientVersion: '0.0.0-test',
    environment: 'test',
    timing: TEST_TIMING,
    ...createIdentityHeaderSources(storage),
  });
  const errors: unknown[] = [];
  const broadcasts: unknown[] = [];
  const cookies = recordingCookieJar();
  const analytics = createAnalytics({
    apiClient,
    clientType,
    storage,
    sessionStorage: options.sessionStorage ?? createStorageWrapper(createMemoryStorage()),
    // Called only after `store` below exists (the apps wire it the same way).
    getIdentityState: () => store.getState(),
    page: options.page ?? fixedPage(),
    extension:
      clientType === 'extension' ? { application: 'Motes Extension', version: '2.3.4' } : undefined,
    onError: (error) => errors.push(error),
  });
  const store = createIdentityStore({
    apiClient,
    storage,
    clientType,
    cookies,
    analytics,
    broadcast: (message) => broadcasts.push(message),
    onError: (error) => errors.push(error),
    settingsDebounceMs: 50,
    ...options,
  });
  return { store, analytics, apiClient, storage, cookies, broadcasts, errors };
}

/** Resolves once `predicate` holds for the store's state. */
export function waitForState(
  store: IdentityStore,
  predicate: (state: ReturnType<IdentityStore['getState']>) => boolean,
): Promise<void> {
  if (predicate(store.getState())) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = store.subscribe((state) => {
      if (!predicate(state)) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Per-test setup: clears jsdom's localStorage, starts the fake API, and closes every tab the
 * test opened (their BroadcastChannels would otherwise hear the next test's tabs).
 */
export function useIdentityTestbed() {
  let api: FakeMotesApi | undefined;
  const tabs: Tab[] = [];
  beforeEach(async () => {
    window.localStorage.clear();
    api = await startFakeMotesApi();
  });
  afterEach(async () => {
    tabs.splice(0).forEach((tab) => tab.store.dispose());
    await api?.close();
  });
  return {
    get api(): FakeMotesApi {
      if (!api) throw new Error('The fake API starts in beforeEach');
      return api;
    },
    openTab(options: TabOptions = {}): Tab {
      const tab = openTab(this.api, options);
      tabs.push(tab);
      return tab;
    },
  };
}
