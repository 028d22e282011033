// The website's side of the extension handshake, framework-free: §4 "Extension detection"
// (probe every 1 s up to 180 tries; installed on a success answer; back to not installed with
// no answer at the 2nd try; status and version stored and an event sent on change), the §7
// broadcasts after sign-in and sign-out, and §7 `save-identity-data` whenever the identity the
// extension should hold changes. React reads it through `useExtensionStatus`.
import type { IdentityBroadcastMessage, IdentityStore } from '@motes/identity';
import {
  EXTENSION_HELPER_MESSAGE_TIMEOUT_MS,
  EXTENSION_MESSAGE_TYPES,
  EXTENSION_NOT_INSTALLED,
  EXTENSION_PROBE_INTERVAL_MS,
  EXTENSION_PROBE_MAX_TRIES,
  EXTENSION_PROBE_RESET_TRY,
  EXTENSION_STATUS_STORAGE_KEY,
  ExtensionStatusSchema,
  extensionIdentityOf,
  type ExtensionIdentity,
  type ExtensionStatus,
  type StorageWrapper,
  type WebsiteToExtensionMessage,
} from '@motes/shared';
import {
  createExtensionMessenger,
  pageExtensionRuntime,
  type ExtensionMessenger,
} from './extensionMessenger';

/** What the page knows about the extension. */
export interface ExtensionBridgeState {
  /** §3 extension status, as stored (the last known one until this page's probe decides). */
  status: ExtensionStatus;
  /** True until a probe was answered or the 2nd try went unanswered. */
  checking: boolean;
}

export interface ExtensionBridge {
  getState(): ExtensionBridgeState;
  subscribe(listener: () => void): () => void;
  /** The identity store's `broadcast` option (§7 login + last_login_hostname; logout). */
  broadcast(message: IdentityBroadcastMessage): void;
  /** Starts probing and keeps the extension's identity in step with `store`; returns stop. */
  start(store: Pick<IdentityStore, 'getState' | 'subscribe'>): () => void;
}

export interface ExtensionBridgeOptions {
  /** The configured extension ids (§7: a set of 3). */
  extensionIds: readonly string[];
  storage: StorageWrapper;
  /** §7 "extension presence" event. */
  trackPresence(presence: { present: boolean; version?: string | null }): Promise<void> | void;
  /** Default: `chrome.runtime.sendMessage` with the §7 timeout and error wrapping. */
  messenger?: ExtensionMessenger;
  /**
   * Whether this page can message any extension. Chromium defines `chrome.runtime.sendMessage`
   * on a page only when an installed extension accepts messages from its origin, and only at
   * load: without it no probe can ever be answered, so detection ends at once.
   */
  canMessage?: () => boolean;
  /** §7 last_login_hostname; default this page's host name. */
  hostname?: () => string;
  intervalMs?: number;
  maxTries?: number;
  now?: () => number;
}

function sameStatus(a: ExtensionStatus, b: ExtensionStatus): boolean {
  return a.installed === b.installed && a.version === b.version;
}

function identityKey(identity: ExtensionIdentity | null): string {
  return identity ? JSON.stringify(identity) : 'signed-out';
}

/** Creates the bridge. Nothing is sent until `start` (or a broadcast from the identity store). */
export function createExtensionBridge(options: ExtensionBridgeOptions): ExtensionBridge {
  const { extensionIds, storage } = options;
  const messenger = options.messenger ?? createExtensionMessenger();
  const canMessage = options.canMessage ?? (() => pageExtensionRuntime() !== undefined);
  const hostname = options.hostname ?? (() => globalThis.location.hostname);
  const intervalMs = options.intervalMs ?? EXTENSION_PROBE_INTERVAL_MS;
  const maxTries = options.maxTries ?? EXTENSION_PROBE_MAX_TRIES;
  const now = options.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: ExtensionBridgeState = {
    status: storage.get(EXTENSION_STATUS_STORAGE_KEY, ExtensionStatusSchema) ?? {
      ...EXTENSION_NOT_INSTALLED,
    },
    checking: true,
  };
  /** The id that answered the probe: `save-identity-data` goes to it alone. */
  let answeringId: string | undefined;
  /** What the extension was last told about the identity; undefined before anything was sent. */
  let lastSentIdentity: string | undefined;
  let identityStore: Pick<IdentityStore, 'getState' | 'subscribe'> | undefined;

  function setState(patch: Partial<ExtensionBridgeState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener());
  }

  /** §4: on change, the status and version are stored and an event is sent. */
  function record(status: ExtensionStatus): void {
    if (sameStatus(status, state.status)) {
      setState({ checking: false });
      return;
    }
    storage.set(EXTENSION_STATUS_STORAGE_KEY, status);
    setState({ status, checking: false });
    void Promise.resolve(
      options.trackPresence({ present: status.installed, version: status.version }),
    ).catch(() => undefined);
  }

  function send(id: string, message: WebsiteToExtensionMessage, timeoutMs?: number) {
    // An id that is not installed (or an older extension) does not answer; nothing to do then.
    messenger(id, message, timeoutMs).catch(() => undefined);
  }

  /** §7 save-identity-data, when the identity the extension should hold differs from the last sent. */
  function syncIdentity(): void {
    if (!answeringId || !identityStore) return;
    const { phase, user } = identityStore.getState();
    // Before a status is loaded the stored token may be one the server no longer accepts.
    if (phase !== 'ready') return;
    const identity = extensionIdentityOf(user) ?? null;
    const key = identityKey(identity);
    if (key === lastSentIdentity) return;
    lastSentIdentity = key;
    send(answeringId, { type: EXTENSION_MESSAGE_TYPES.saveIdentityData, identity });
  }

  async function probe(): Promise<{ id: string; version: string } | undefined> {
    try {
      return await Promise.any(
        extensionIds.map(async (id) => {
          const reply = await messenger(id, { type: EXTENSION_MESSAGE_TYPES.probe });
          return { id, version: reply.version };
        }),
      );
    } catch {
      return undefined;
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    broadcast(message) {
      // §7: to every configured id, and only to them: `sendMessage(id, …)` reaches that
      // extension alone, so the token never goes to an extension the website did not name.
      if (message.type === 'login') {
        const user = extensionIdentityOf(message.user);
        if (!user) return;
        lastSentIdentity = identityKey(user);
        for (const id of extensionIds) {
          send(
            id,
            { type: EXTENSION_MESSAGE_TYPES.login, user },
            EXTENSION_HELPER_MESSAGE_TIMEOUT_MS,
          );
          send(
            id,
            { type: EXTENSION_MESSAGE_TYPES.lastLoginHostname, hostname: hostname() },
            EXTENSION_HELPER_MESSAGE_TIMEOUT_MS,
          );
        }
      } else {
        lastSentIdentity = identityKey(null);
        for (const id of extensionIds) {
          send(id, { type: EXTENSION_MESSAGE_TYPES.logout }, EXTENSION_HELPER_MESSAGE_TIMEOUT_MS);
        }
      }
    },
    start(store) {
      identityStore = store;
      let stopped = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // After the current change has run its course: a login or logout broadcast the store
      // sends right after changing the user already tells the extension, and wins.
      let syncQueued = false;
      const unsubscribe = store.subscribe(() => {
        if (syncQueued) return;
        syncQueued = true;
        queueMicrotask(() => {
          syncQueued = false;
          if (!stopped) syncIdentity();
        });
      });
      let tries = 0;
      const tryOnce = async () => {
        tries += 1;
        const startedAt = now();
        const found = await probe();
        if (stopped) return;
        if (found) {
          answeringId = found.id;
          record({ installed: true, version: found.version });
          syncIdentity();
          return;
        }
        if (tries === EXTENSION_PROBE_RESET_TRY) record({ ...EXTENSION_NOT_INSTALLED });
        if (tries >= maxTries) return;
        timer = setTimeout(() => void tryOnce(), Math.max(0, intervalMs - (now() - startedAt)));
      };
      if (canMessage()) void tryOnce();
      else record({ ...EXTENSION_NOT_INSTALLED });
      return () => {
        stopped = true;
        clearTimeout(timer);
        unsubscribe();
        if (identityStore === store) identityStore = undefined;
      };
    },
  };
}
