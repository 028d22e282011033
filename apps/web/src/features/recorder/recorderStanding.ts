// §9 "Max seconds per Mote: 60 when logged in and not VIP, not paid and not in trial. 300
// otherwise, including anonymous users", read from the identity store (§4).
import {
  currentUserId,
  isAuthenticated,
  isLoggedIn,
  isReady,
  type IdentityState,
} from '@motes/identity';
import { maxRecordingSeconds, type RecorderStanding } from '@motes/shared';

/** The caller's standing for the §9 limit; a running trial that expired no longer counts. */
export function recorderStandingOf(state: IdentityState): RecorderStanding {
  const user = isLoggedIn(state) ? state.status?.user : undefined;
  return {
    isLoggedIn: isLoggedIn(state),
    isVip: user?.isVIP ?? false,
    isPaid: user?.isPaid ?? false,
    isInTrial: user?.isInFreeTrial ?? false,
  };
}

/**
 * The §9 limit in seconds, or undefined while it cannot be known yet: a visitor with a
 * session token waits for the status (it may say 60 s), an anonymous one gets 300 s at once.
 */
export function recordingLimitFor(state: IdentityState): number | undefined {
  if (isAuthenticated(state) && !isReady(state) && !state.statusError) return undefined;
  return maxRecordingSeconds(recorderStandingOf(state));
}

/** The ids whose kept recordings this visitor may finish: their own, and this device's anonymous ones. */
export function recordingOwnerIds(state: IdentityState): string[] {
  return [state.user.userId, state.user.anonymousUserId].filter(
    (id): id is string => typeof id === 'string' && id !== '',
  );
}

/** The id a new recording is kept under (§3: the user id, else the anonymous id). */
export function recordingOwnerId(state: IdentityState): string {
  return currentUserId(state);
}
