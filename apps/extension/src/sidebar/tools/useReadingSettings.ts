// The reading choices (readingSettings.ts) for a tool component: one store per user for the open
// sidebar, so Play Page, Listen back and Translation show the same choices and a change in one
// reaches the others.
import { API_ROUTES } from '@motes/shared';
import { browser } from 'wxt/browser';
import { useMemo, useSyncExternalStore } from 'react';
import { useSidebarServices } from '../sidebarServices';
import {
  ReadingSettingsStore,
  readingSettingsOf,
  type LocalSettingsStorage,
  type ReadingSettings,
  type ReadingSettingsChange,
} from './readingSettings';
import type { SidebarSession } from './sidebarSession';

/** chrome.storage.local key of a user's reading choices kept in this browser. */
export function readingSettingsStorageKey(userId: string | null): string {
  return `motes-extension-reading-settings:${userId ?? 'anonymous'}`;
}

function chromeStorage(key: string): LocalSettingsStorage {
  return {
    async read() {
      const stored = (await browser.storage.local.get(key))[key];
      return typeof stored === 'object' && stored !== null
        ? (stored as ReadingSettingsChange)
        : undefined;
    },
    write: (value) => browser.storage.local.set({ [key]: value }),
  };
}

const noStore = () => () => {};

export interface ReadingSettingsHandle {
  settings: ReadingSettings;
  change(change: ReadingSettingsChange): void;
  /** Changes when the store is replaced (the status loaded): remount controls that copy values. */
  storeKey: string;
}

/** The user's reading choices and a way to change them. */
export function useReadingSettings(session: SidebarSession | null): ReadingSettingsHandle {
  const { api, status } = useSidebarServices();
  const userId = status?.auth.isLoggedIn ? (status.user?.userId ?? null) : null;
  const storeKey = `reading-settings:${userId ?? 'anonymous'}:${status ? 'status' : 'none'}`;
  const store = useMemo(
    () =>
      session?.part(
        storeKey,
        () =>
          new ReadingSettingsStore({
            status,
            saveToAccount: (update) => api.post(API_ROUTES.identity.settings.path, update),
            local: chromeStorage(readingSettingsStorageKey(userId)),
          }),
      ) ?? null,
    // The store is made once per user and status: storeKey says which.
    [session, storeKey],
  );
  const fallback = useMemo(() => readingSettingsOf(status), [status]);
  const settings = useSyncExternalStore(
    store?.subscribe ?? noStore,
    store?.get ?? (() => fallback),
  );
  return {
    settings,
    change: (change) => store?.change(change),
    storeKey,
  };
}
