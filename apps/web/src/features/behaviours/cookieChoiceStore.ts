// The visitor's cookie answer (§2 banner, §5/§9 365 days) as a store components subscribe to:
// the banner writes it, analytics and error monitoring read it.
import { useSyncExternalStore } from 'react';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  readCookieChoice,
  storeCookieChoice,
  type CookieChoice,
  type StorageWrapper,
} from '@motes/shared';
import { useWebIdentity } from '../../identity/IdentityProvider';

/** One storage's cookie answer. */
export interface CookieChoiceStore {
  get(): CookieChoice;
  /** Records Accept (`analytics` true) or Necessary only (false). */
  choose(analytics: boolean): void;
  subscribe(listener: () => void): () => void;
}

const stores = new WeakMap<StorageWrapper, CookieChoiceStore>();

function createCookieChoiceStore(storage: StorageWrapper, now: () => number): CookieChoiceStore {
  const listeners = new Set<() => void>();
  let current = readCookieChoice(storage, now());
  const refresh = () => {
    const next = readCookieChoice(storage, now());
    if (next.answered === current.answered && next.analytics === current.analytics) return;
    current = next;
    listeners.forEach((listener) => listener());
  };
  // An answer given in another tab applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COOKIE_CONSENT_STORAGE_KEY) refresh();
  };
  return {
    get: () => current,
    choose(analytics) {
      storeCookieChoice(storage, analytics, now());
      refresh();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') {
        window.addEventListener('storage', onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') {
          window.removeEventListener('storage', onStorage);
        }
      };
    },
  };
}

/** The cookie answer kept in `storage` (one store per storage, shared by every component). */
export function cookieChoiceStoreFor(
  storage: StorageWrapper,
  now: () => number = Date.now,
): CookieChoiceStore {
  let store = stores.get(storage);
  if (!store) {
    store = createCookieChoiceStore(storage, now);
    stores.set(storage, store);
  }
  return store;
}

/** The visitor's current cookie answer and a way to give one. */
export function useCookieChoice(): CookieChoice & { choose(analytics: boolean): void } {
  const { storage } = useWebIdentity();
  const store = cookieChoiceStoreFor(storage);
  const choice = useSyncExternalStore(store.subscribe, store.get, store.get);
  return { ...choice, choose: store.choose };
}
