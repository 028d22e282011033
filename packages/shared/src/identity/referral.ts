// §5 "A referral link is built only when the referrer code is 1 to 9 characters long. Otherwise
// it is an error and the link is empty." and "A referral link (`/r/{code}`) is valid only for
// signing up a new account." §8: the toast shown when it is used while logged in or known.
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_CODE_MIN_LENGTH } from './identityConstants';

/** §2: path prefix of a referral link. */
export const REFERRAL_PATH_PREFIX = '/r/';

/** Not in the spec: the error a too-short or too-long code gives. */
export const INVALID_REFERRAL_CODE_MESSAGE = `A referral code must be ${REFERRAL_CODE_MIN_LENGTH} to ${REFERRAL_CODE_MAX_LENGTH} characters long`;

/** §8: the text of the referral toast. */
export const REFERRAL_SIGNUP_ONLY_MESSAGE =
  'Whoops - The referral link you clicked can only be used when signing up for a new account';

/** §8: the referral toast: top centre, 5 s. The shape fits @motes/ui's `ToastOptions`. */
export const REFERRAL_SIGNUP_ONLY_TOAST = Object.freeze({
  message: REFERRAL_SIGNUP_ONLY_MESSAGE,
  type: 'error',
  position: 'top-center',
  duration: 5000,
} as const);

/** §5: true when `code` is a string of 1 to 9 characters (counted as Unicode code points). */
export function isValidReferralCode(code: unknown): code is string {
  if (typeof code !== 'string') return false;
  const length = [...code].length;
  return length >= REFERRAL_CODE_MIN_LENGTH && length <= REFERRAL_CODE_MAX_LENGTH;
}

/** A built referral link: `link` is empty exactly when `error` is set. */
export type ReferralLinkResult = { link: string; error?: undefined } | { link: ''; error: string };

/**
 * §5: builds `/r/{code}` (prefixed with `origin` when given, e.g. for a copy-link button).
 * A code outside 1–9 characters gives `{ link: '', error }`.
 */
export function buildReferralLink(code: unknown, origin = ''): ReferralLinkResult {
  if (!isValidReferralCode(code)) return { link: '', error: INVALID_REFERRAL_CODE_MESSAGE };
  return {
    link: `${origin.replace(/\/+$/, '')}${REFERRAL_PATH_PREFIX}${encodeURIComponent(code)}`,
  };
}

/** Who opened a referral link. "Known" means someone has signed in on this device before. */
export interface ReferralVisitor {
  isLoggedIn: boolean;
  isKnownUser: boolean;
}

/** What to do with a referral link, and the §7 "referral code used" variables to send. */
export type ReferralDecision =
  | { kind: 'invalid'; error: string }
  | { kind: 'signUp'; code: string; event: { isNewUser: true; isLoggedIn: false } }
  | {
      kind: 'rejected';
      toast: typeof REFERRAL_SIGNUP_ONLY_TOAST;
      event: { isNewUser: false; isLoggedIn: boolean };
    };

/**
 * §5/§8: a valid code from a new visitor leads to sign-up; from a logged-in or known user it
 * shows the §8 toast and the event goes with isNewUser false; an invalid code is an error.
 */
export function decideReferralUse(code: unknown, visitor: ReferralVisitor): ReferralDecision {
  if (!isValidReferralCode(code)) return { kind: 'invalid', error: INVALID_REFERRAL_CODE_MESSAGE };
  if (visitor.isLoggedIn || visitor.isKnownUser) {
    return {
      kind: 'rejected',
      toast: REFERRAL_SIGNUP_ONLY_TOAST,
      event: { isNewUser: false, isLoggedIn: visitor.isLoggedIn },
    };
  }
  return { kind: 'signUp', code, event: { isNewUser: true, isLoggedIn: false } };
}
