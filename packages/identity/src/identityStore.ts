// §4 "Identity store": idle → ready; cached identity first, then a fresh one; login completion,
// logout, token update and status reconciliation; every tab logs out together. Framework-free:
// the web app binds it to React through `subscribe`/`getState`, the extension uses it as is.
import type { IdentityStatus, UserRecord } from '@motes/shared';
import {
  ACCESS_TOKEN_COOKIE,
  EXPIRED_TOKEN_STORAGE_KEY,
  IDENTITY_CACHE_STORAGE_KEY,
  LOGGED_OUT_EVENT,
  LOGIN_COMPLETED_EVENT,
  LOGOUT_ORIGIN_WEB,
  SettingsUpdateSchema,
  USER_STORAGE_KEY,
  createAnonymousUserRecord,
  loggedInUserRecord,
  loggedOutUserRecord,
  readUserRecord,
  validateLogin,
  validateTokenUpdate,
  withStatusProfile,
} from '@motes/shared';
import {
  accessTokenCookieAttributes,
  createDocumentCookieJar,
  isSecurePage,
} from './accessTokenCookie';
import { identityCalls } from './identityCalls';
import type { LogoutEvent } from './identityMessages';
import {
  IDENTITY_MISSING_MESSAGE,
  SETTINGS_NEED_LOGIN_MESSAGE,
  isForbiddenLogout,
} from './identityMessages';
import type { IdentityState } from './identityState';
import { isAuthenticated } from './identityState';
import { readCachedStatus, writeCachedStatus } from './identityStatusCache';
import { applySavedSettings } from './savedSettings';
import { createSettingsSaver } from './settingsSaver';
import type { IdentityStore, IdentityStoreOptions, LoginFlags } from './identityStoreTypes';
import type { TabMessage } from './tabSync';
import { createBrowserTabSync } from './tabSync';

/** Creates the identity store. Call `start()` once the app is ready to fetch. */
export function createIdentityStore(options: IdentityStoreOptions): IdentityStore {
  const { apiClient, storage, clientType, analytics } = options;
  const now = options.now ?? Date.now;
  const reportError = options.onError ?? ((error: unknown) => console.warn(error));
  const cookies =
    clientType === 'website'
      ? (options.cookies ??
        (typeof document === 'undefined' ? undefined : createDocumentCookieJar()))
      : undefined;
  const cookieAttributes = () =>
    accessTokenCookieAttributes(options.secureCookies ?? isSecurePage(), options.cookieDomain);
  const tabSync =
    options.tabSync === false ? undefined : (options.tabSync ?? createBrowserTabSync());
  const calls = identityCalls(apiClient);
  const listeners = new Set<(state: IdentityState) => void>();
  // Bumped on every session change: answers that left under an older session are dropped.
  let session = 0;
  let started: Promise<void> | undefined;
  let hasFreshStatus = false;

  let state: IdentityState = {
    phase: 'idle',
    user:
      readUserRecord(storage) ??
      saveUser(createAnonymousUserRecord(clientType, now(), options.randomUUID)),
    status: undefined,
    statusSource: undefined,
    statusError: undefined,
    settingsSavePending: false,
    settingsSaveError: undefined,
  };

  const settingsSaver = createSettingsSaver({
    debounceMs: options.settingsDebounceMs,
    send: (update) => calls.saveSettings(state.user.accessToken, update),
    onSaved: (response, update) => {
      const next = applySavedSettings(state.status, response, update);
      if (next.status) installStatus(next.status, 'server');
      setState({ settingsSaveError: undefined });
      if (next.needsRefresh) void refresh();
    },
    onFailed: (error) => setState({ settingsSaveError: error }),
    onPendingChange: () => setState({ settingsSavePending: settingsSaver.isPending }),
  });

  function setState(patch: Partial<IdentityState>): void {
    state = { ...state, ...patch };
    listeners.forEach((listener) => listener(state));
  }

  function saveUser(user: UserRecord): UserRecord {
    storage.set(USER_STORAGE_KEY, user);
    return user;
  }

  function setCookie(token: string): void {
    cookies?.set(ACCESS_TOKEN_COOKIE.name, token, cookieAttributes());
  }

  function removeCookie(): void {
    cookies?.remove(ACCESS_TOKEN_COOKIE.name, cookieAttributes());
  }

  /** Starts a new session epoch: in-flight status answers belong to the old one. */
  function newSession(): void {
    session += 1;
    calls.abortStatus();
  }

  function installStatus(
    status: IdentityStatus,
    source: 'cache' | 'server',
    patch: Partial<IdentityState> = {},
  ): void {
    const previous = state.status;
    setState({ ...patch, phase: 'ready', status, statusSource: source, statusError: undefined });
    if (source === 'cache') return;
    writeCachedStatus(storage, status);
    if (hasFreshStatus) options.onStatusChange?.(status, previous);
    hasFreshStatus = true;
  }

  async function refresh(): Promise<IdentityStatus | undefined> {
    const sentSession = session;
    const sentToken = state.user.accessToken;
    try {
      const status = await calls.fetchStatus(sentToken);
      // Superseded by a newer refresh, or the session changed meanwhile: the newer one decides.
      if (!status || sentSession !== session) return state.status;
      await reconcile(status, sentToken);
      return status;
    } catch (error) {
      if (sentSession === session) {
        setState({ statusError: error instanceof Error ? error : new Error(String(error)) });
      }
      return undefined;
    }
  }

  /** §4 status reconciliation. */
  async function reconcile(status: IdentityStatus, sentToken: string): Promise<void> {
    if (!status.auth.isLoggedIn && sentToken) {
      removeCookie();
      await logout({ error: 403 }, status);
      return;
    }
    const user =
      status.auth.isLoggedIn && status.user
        ? saveUser(withStatusProfile(state.user, status.user, status.identity.isMinor))
        : state.user;
    if (status.auth.isLoggedIn && status.auth.accessToken) setCookie(status.auth.accessToken);
    installStatus(status, 'server', { user });
  }

  async function completeLogin(login: unknown, flags: LoginFlags): Promise<void> {
    const valid = validateLogin(login);
    newSession();
    settingsSaver.takePending();
    const user = saveUser(loggedInUserRecord(state.user, valid));
    storage.remove(IDENTITY_CACHE_STORAGE_KEY);
    storage.remove(EXPIRED_TOKEN_STORAGE_KEY);
    setCookie(user.accessToken);
    setState({ user });
    // The token and the email stay out of analytics (a minor's email must never be sent).
    void analytics?.track(LOGIN_COMPLETED_EVENT, {
      userId: valid.userId,
      isNewUser: typeof valid.isNewUser === 'boolean' ? valid.isNewUser : undefined,
      withOTL: flags.withOTL,
      withEmail: flags.withEmail,
    });
    tabSync?.post({ type: 'session-changed' });
    options.broadcast?.({ type: 'login', user });
    await refresh();
    if (state.status?.auth.isLoggedIn) void analytics?.identify?.();
  }

  function updateAccessToken(token: unknown): void {
    const next = validateTokenUpdate(Boolean(state.user.accessToken && state.user.userId), token);
    newSession();
    const user = saveUser({ ...state.user, accessToken: next });
    setCookie(next);
    setState({ user });
    tabSync?.post({ type: 'session-changed' });
    options.broadcast?.({ type: 'login', user });
  }

  async function logout(event: LogoutEvent = {}, answer?: IdentityStatus): Promise<void> {
    const forced = isForbiddenLogout(event);
    const previous = state.user;
    const token = previous.accessToken;
    newSession();
    const unsaved = settingsSaver.takePending();
    const user = saveUser(loggedOutUserRecord(previous));
    setState({ user, settingsSaveError: undefined });
    removeCookie();
    // §4: a 403 means the server already refused this token: no call, only local cleanup.
    const serverCall =
      token && !forced ? calls.signOut(token, unsaved).catch(reportError) : undefined;
    if (token) {
      void analytics?.track(
        LOGGED_OUT_EVENT,
        { forced, origin: LOGOUT_ORIGIN_WEB },
        { userId: previous.userId ?? previous.anonymousUserId },
      );
    }
    storage.remove(IDENTITY_CACHE_STORAGE_KEY);
    storage.remove(EXPIRED_TOKEN_STORAGE_KEY);
    tabSync?.post({ type: 'logout' });
    options.broadcast?.({ type: 'logout' });
    if (answer) installStatus(answer, 'server');
    else setState({ phase: 'idle', status: undefined, statusSource: undefined });
    await serverCall;
    if (!answer) await refresh();
  }

  /** Another tab logged out or changed the session: follow it without calling the server. */
  function handleTabMessage(message: TabMessage): void {
    const stored = readUserRecord(storage);
    if (message.type === 'logout' || !stored?.accessToken) {
      if (!state.user.accessToken) return;
      newSession();
      settingsSaver.takePending();
      const user =
        stored && !stored.accessToken ? stored : saveUser(loggedOutUserRecord(state.user));
      setState({ user, phase: 'idle', status: undefined, statusSource: undefined });
    } else {
      if (stored.accessToken === state.user.accessToken) return;
      newSession();
      if (stored.userId !== state.user.userId) settingsSaver.takePending();
      setState({ user: stored });
    }
    refresh().catch(reportError);
  }
  const unsubscribeTabs = tabSync?.subscribe(handleTabMessage);

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= (async () => {
        const cached = readCachedStatus(storage, state.user);
        if (cached) installStatus(cached, 'cache');
        await refresh();
      })();
      return started;
    },
    refresh,
    completeLogin: async (login, flags) => completeLogin(login, flags),
    updateAccessToken,
    logout: (event) => logout(event),
    updateSettings(update) {
      if (!isAuthenticated(state)) throw new Error(SETTINGS_NEED_LOGIN_MESSAGE);
      settingsSaver.queue(SettingsUpdateSchema.parse(update));
    },
    flushSettings: () => settingsSaver.flush(),
    requireStatus() {
      if (state.status) return state.status;
      if (isAuthenticated(state)) return undefined;
      throw new Error(IDENTITY_MISSING_MESSAGE);
    },
    getAccessToken: () => state.user.accessToken || undefined,
    dispose() {
      unsubscribeTabs?.();
      tabSync?.close();
      settingsSaver.dispose();
      listeners.clear();
    },
  };
}
