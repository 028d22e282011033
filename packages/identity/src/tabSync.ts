// §4 "Logout … is triggered … when the stored access token is removed in another tab" and
// "every tab logs out together". Two carriers, because each misses cases: BroadcastChannel
// reaches tabs at once but not tabs of browsers without it; the `storage` event fires in other
// tabs whenever the stored record changes, including changes made by older code.
import { USER_STORAGE_KEY, parseUserRecord } from '@motes/shared';

/** What one tab tells the others. `session-changed`: re-read the stored record (login, token update). */
export type TabMessage = { type: 'logout' } | { type: 'session-changed' };

export interface TabSync {
  /** Tells the other tabs; never delivered to this tab. */
  post(message: TabMessage): void;
  /** Listens to the other tabs; returns the unsubscribe function. */
  subscribe(listener: (message: TabMessage) => void): () => void;
  /** Stops listening and closes the channel. */
  close(): void;
}

/** The BroadcastChannel name every tab of the product shares. */
export const IDENTITY_TAB_CHANNEL = 'motes-identity';

export interface BrowserTabSyncOptions {
  /** Default `globalThis.window`; without one only the BroadcastChannel carries messages. */
  window?: Window;
  channelName?: string;
}

function isTabMessage(value: unknown): value is TabMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'logout' || type === 'session-changed';
}

/**
 * Reads a `storage` event on the user record: the token removed → logout; a new token →
 * session changed. `key === null` means another tab cleared all of local storage.
 */
export function tabMessageFromStorageEvent(event: {
  key: string | null;
  oldValue: string | null;
  newValue: string | null;
}): TabMessage | undefined {
  if (event.key !== null && event.key !== USER_STORAGE_KEY) return undefined;
  const before = event.key === null ? undefined : parseUserRecord(event.oldValue)?.accessToken;
  const after = event.key === null ? undefined : parseUserRecord(event.newValue)?.accessToken;
  if (!after) return event.key === null || before ? { type: 'logout' } : undefined;
  return after !== before ? { type: 'session-changed' } : undefined;
}

/** A {@link TabSync} over BroadcastChannel and the window's `storage` event. */
export function createBrowserTabSync(options: BrowserTabSyncOptions = {}): TabSync {
  const target = options.window ?? (globalThis.window as Window | undefined);
  const channel =
    typeof BroadcastChannel === 'function'
      ? new BroadcastChannel(options.channelName ?? IDENTITY_TAB_CHANNEL)
      : undefined;
  const listeners = new Set<(message: TabMessage) => void>();
  const deliver = (message: TabMessage) => listeners.forEach((listener) => listener(message));

  const onChannelMessage = (event: MessageEvent) => {
    if (isTabMessage(event.data)) deliver(event.data);
  };
  const onStorage = (event: StorageEvent) => {
    const message = tabMessageFromStorageEvent(event);
    if (message) deliver(message);
  };
  channel?.addEventListener('message', onChannelMessage);
  target?.addEventListener('storage', onStorage);

  return {
    post: (message) => channel?.postMessage(message),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      listeners.clear();
      channel?.removeEventListener('message', onChannelMessage);
      channel?.close();
      target?.removeEventListener('storage', onStorage);
    },
  };
}
