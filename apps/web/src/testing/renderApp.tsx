import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { CookieJar, TabSync } from '@motes/identity';
import {
  createMemoryStorage,
  createStorageWrapper,
  USER_STORAGE_KEY,
  type StorageWrapper,
} from '@motes/shared';
import { createToaster, ToastProvider, type Toaster } from '@motes/ui';
import { ApiClientProvider } from '../api/ApiClientContext';
import type { GoogleIdentityLoader } from '../features/auth/oneTap/googleIdentity';
import { GoogleIdentityLoaderContext } from '../features/auth/oneTap/GoogleIdentityLoaderContext';
import { WebLocalization } from '../i18n/WebLocalization';
import { IdentityProvider } from '../identity/IdentityProvider';
import { createWebIdentity, type WebIdentity } from '../identity/webIdentity';
import { AppPages } from '../routes/AppPages';
import { createRouterProbe, type TestRouter } from './routerProbe';
import { diskLocaleSource, englishTranslator } from './testTranslator';

/** A cookie jar that remembers what the store set, for tests (jsdom's cookies are per URL). */
export function createTestCookieJar(): CookieJar & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    set: (name, value) => void values.set(name, value),
    remove: (name) => void values.delete(name),
  };
}

export interface RenderAppOptions {
  /** The fake API's origin. */
  baseUrl: string;
  /** Share one storage between two renders to play two tabs of one browser. */
  storage?: StorageWrapper;
  /** Connects two renders as two tabs (see {@link createTabBus}). */
  tabSync?: TabSync;
  /** Receives the §8 forced sign-out URL instead of a page load. */
  on403?: (url: string) => void;
  /**
   * Stands in for Google's one-tap script (which cannot load in tests). By default the script
   * is "unavailable", as when a browser blocks it.
   */
  googleIdentity?: GoogleIdentityLoader;
}

const noGoogleIdentity: GoogleIdentityLoader = () =>
  Promise.reject(new Error('Google Identity Services are not available in tests'));

export interface RenderedApp {
  identity: WebIdentity;
  toaster: Toaster;
  /** Where the app is (`router.state.location`) and a way to navigate it. */
  router: TestRouter;
  user: ReturnType<typeof userEvent.setup>;
}

/**
 * Renders the app's real route table at `path` in a memory router, with a real identity store
 * talking to the fake API over HTTP. Storage is in memory; tab sync is off unless a test
 * passes shared storage on purpose.
 */
export function renderApp(path: string, options: RenderAppOptions): RenderedApp {
  const identity = createWebIdentity({
    baseUrl: options.baseUrl,
    storage: options.storage ?? createStorageWrapper(createMemoryStorage()),
    tabSync: options.tabSync ?? false,
    cookies: createTestCookieJar(),
    on403: options.on403 ?? (() => {}),
    signInPoll: { intervalMs: 25, totalMs: 5000 },
  });
  const toaster = createToaster();
  const { router, Probe } = createRouterProbe();
  render(
    <ApiClientProvider client={identity.apiClient}>
      <IdentityProvider identity={identity}>
        <WebLocalization
          loadSource={diskLocaleSource}
          preloaded={englishTranslator()}
          browserLanguage="en-US"
        >
          <ToastProvider toaster={toaster}>
            <GoogleIdentityLoaderContext value={options.googleIdentity ?? noGoogleIdentity}>
              <MemoryRouter initialEntries={[path]}>
                <Probe />
                <AppPages />
              </MemoryRouter>
            </GoogleIdentityLoaderContext>
          </ToastProvider>
        </WebLocalization>
      </IdentityProvider>
    </ApiClientProvider>,
  );
  return { identity, toaster, router, user: userEvent.setup() };
}

/** Storage that already holds a signed-in record for `userId` with `token` (as after a login). */
export function signedInStorage(token: string, userId: string, email: string): StorageWrapper {
  const storage = createStorageWrapper(createMemoryStorage());
  storage.set(USER_STORAGE_KEY, {
    accessToken: token,
    userId,
    primaryEmailAddress: email,
    lastUserId: userId,
    anonymousUserId: 'anonymous:from_website:00000000-0000-4000-8000-000000000000',
    anonymousCreatedAt: 1,
  });
  return storage;
}

/**
 * An in-memory stand-in for BroadcastChannel between renders in one test: each `connect()`
 * is a tab; a message posted by one reaches every other, never itself (as a channel does).
 */
export function createTabBus(): { connect(): TabSync } {
  const tabs = new Set<Set<Parameters<TabSync['subscribe']>[0]>>();
  return {
    connect() {
      const listeners = new Set<Parameters<TabSync['subscribe']>[0]>();
      tabs.add(listeners);
      return {
        post: (message) => {
          for (const other of tabs) {
            if (other !== listeners) other.forEach((listener) => listener(message));
          }
        },
        subscribe: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        close: () => void tabs.delete(listeners),
      };
    },
  };
}
