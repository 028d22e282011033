// §4 "Identity store" state and its derived values. Pure functions of a state snapshot, so the
// web app's hooks and the extension can compute them without holding the store.
import type { IdentityStatus, MinorFlag, UserRecord } from '@motes/shared';
import {
  FALLBACK_DEVICE_STATUS,
  isFreeMoteQuotaExhausted,
  isInTrial,
  normalizeIsMinor,
} from '@motes/shared';

/** §4: idle until a status is loaded (from the cache or the server), then ready. */
export type IdentityPhase = 'idle' | 'ready';

/** A snapshot of the store. A new object on every change (for `useSyncExternalStore`). */
export interface IdentityState {
  readonly phase: IdentityPhase;
  /** §3 user/session record: anonymous, signed in, or signed out (anonymous id kept). */
  readonly user: UserRecord;
  /** The latest §3 identity status, or undefined before one is loaded. */
  readonly status: IdentityStatus | undefined;
  /** Where `status` came from: the local cache (§4 "loads first") or the server. */
  readonly statusSource: 'cache' | 'server' | undefined;
  /** The last failure to fetch or validate the status; cleared by the next success. */
  readonly statusError: Error | undefined;
  /** Settings waiting for the debounced save, or being saved. */
  readonly settingsSavePending: boolean;
  /** The last failed settings save; its values are kept and go with the next save. */
  readonly settingsSaveError: Error | undefined;
}

/** §4: the store is ready once a status is loaded. */
export function isReady(state: IdentityState): boolean {
  return state.phase === 'ready' && state.status !== undefined;
}

/** §4 "Authenticated means an access token is present." */
export function isAuthenticated(state: IdentityState): boolean {
  return state.user.accessToken !== '';
}

/** §4: logged in only when ready and auth.isLoggedIn is true. */
export function isLoggedIn(state: IdentityState): boolean {
  return isReady(state) && state.status?.auth.isLoggedIn === true;
}

/** §4: the device values, falling back to en-US and opt-out true before ready. */
export function deviceOf(state: IdentityState): IdentityStatus['device'] {
  return isReady(state) && state.status ? state.status.device : FALLBACK_DEVICE_STATUS;
}

/** §4/§3 trial: productEnum 'unlimited' without VIP or paid; false without a signed-in user. */
export function isInTrialState(state: IdentityState): boolean {
  const user = state.status?.user;
  return isLoggedIn(state) && user !== undefined && isInTrial(user);
}

/** §3 derived: the free-mote quota is exhausted. */
export function isQuotaExhausted(state: IdentityState): boolean {
  return isReady(state) && state.status !== undefined && isFreeMoteQuotaExhausted(state.status);
}

/**
 * §5 isMinor normalised to '1'/'0', from the status, else the stored record. Before anything
 * is known it is '0'; callers that gate on minors (§6 transcription) also wait for ready.
 */
export function minorFlagOf(state: IdentityState): MinorFlag {
  return normalizeIsMinor(state.status?.identity.isMinor ?? state.user.isMinor);
}

/** The id analytics and headers use: the signed-in user's id, else the anonymous id (§3). */
export function currentUserId(state: IdentityState): string {
  return state.user.userId ?? state.user.anonymousUserId;
}
