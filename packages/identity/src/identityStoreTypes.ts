// The identity store's contract (§4): its options and public API, for the apps that build on it.
import type { ApiClient } from '@motes/api-client';
import type {
  ClientType,
  IdentityStatus,
  SettingsUpdateInput,
  StorageWrapper,
} from '@motes/shared';
import type { CookieJar } from './accessTokenCookie';
import type { IdentityAnalyticsSink } from './analytics/analyticsSink';
import type { IdentityBroadcastMessage, LogoutEvent } from './identityMessages';
import type { IdentityState } from './identityState';
import type { TabSync } from './tabSync';

export interface IdentityStoreOptions {
  apiClient: ApiClient;
  /** The §5 storage wrapper over local storage (extension: its own storage adapter). */
  storage: StorageWrapper;
  clientType: ClientType;
  /** Website only. Default: `document.cookie` when there is a document. */
  cookies?: CookieJar;
  /** The product's domain for the cookie (§9); default the page's host. */
  cookieDomain?: string;
  /** Default: true on https pages. */
  secureCookies?: boolean;
  /** Tells the extension about logins and logouts (§7). */
  broadcast?: (message: IdentityBroadcastMessage) => void;
  /** Cross-tab messages. Default: BroadcastChannel + `storage` events; `false` turns them off. */
  tabSync?: TabSync | false;
  analytics?: IdentityAnalyticsSink;
  /** §4 "Later changes are … passed to a mutation callback": every status change after the first fresh one. */
  onStatusChange?: (status: IdentityStatus, previous: IdentityStatus | undefined) => void;
  /** Failures that do not reach a caller (the server logout call, background refreshes). */
  onError?: (error: unknown) => void;
  now?: () => number;
  randomUUID?: () => string;
  /** §9 500 ms by default; tests shorten it. */
  settingsDebounceMs?: number;
}

export interface LoginFlags {
  withOTL: boolean;
  withEmail: boolean;
}

export interface IdentityStore {
  getState(): IdentityState;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: (state: IdentityState) => void): () => void;
  /** §4: loads the cached identity, then fetches a fresh one. Safe to call twice. */
  start(): Promise<void>;
  /** Fetches `i/status`, validates it (§5) and reconciles (§4). Resolves undefined on failure (see `statusError`). */
  refresh(): Promise<IdentityStatus | undefined>;
  /**
   * §4 login completion: validates (§5, §8 texts), stores the user, sends the login-complete
   * event with the flags, then refreshes the user. Rejects with the §8 error when invalid.
   */
  completeLogin(login: unknown, flags: LoginFlags): Promise<void>;
  /** §4/§5 token update. @throws the §8 token-update errors. */
  updateAccessToken(token: unknown): void;
  /** §4 logout; with `error: 403` (string or number) only local cleanup runs. */
  logout(event?: LogoutEvent): Promise<void>;
  /** §7 settings, saved 500 ms after the last change. @throws when not authenticated or invalid (a zod `$ZodError`). */
  updateSettings(update: SettingsUpdateInput): void;
  /** Saves queued settings now. */
  flushSettings(): Promise<void>;
  /** §5: the status; throws when missing unless the user is authenticated (then undefined). */
  requireStatus(): IdentityStatus | undefined;
  getAccessToken(): string | undefined;
  /** Stops listening to other tabs and drops queued settings. */
  dispose(): void;
}
