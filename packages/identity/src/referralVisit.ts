// §2 `/r/{code}`, §5 "valid only for signing up a new account", §8 the referral toast and the
// "referral code used" event (§7) with isNewUser false when used while logged in or known.
import type { ReferralDecision } from '@motes/shared';
import { decideReferralUse } from '@motes/shared';
import type { Analytics } from './analytics/createAnalytics';
import type { IdentityState } from './identityState';
import { isAuthenticated, isLoggedIn } from './identityState';

/**
 * Decides what a referral link does for the current visitor and sends the §7 event. "Known"
 * means someone has signed in on this device before (the record keeps the last user id).
 * The page shows `decision.toast` when rejected, or goes on to sign-up with the code.
 */
export function handleReferralVisit(
  code: unknown,
  state: IdentityState,
  analytics: Pick<Analytics, 'trackReferralCodeUsed'>,
): ReferralDecision {
  const decision = decideReferralUse(code, {
    isLoggedIn: isLoggedIn(state) || isAuthenticated(state),
    isKnownUser: Boolean(state.user.userId ?? state.user.lastUserId),
  });
  if (decision.kind !== 'invalid') {
    void analytics.trackReferralCodeUsed({ ...decision.event, referralCode: code as string });
  }
  return decision;
}
