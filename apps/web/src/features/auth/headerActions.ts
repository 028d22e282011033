// §2 "Navigation bar" rules for the sign-in actions, as far as this minimal header goes.
import { ONBOARDING_STEP_PATHS } from '@motes/shared';
import { INSTITUTION_NAME_PARAM } from './signupParams';
import { REFERRAL_CODE_PARAM } from '../referral/referralParams';

/** Which actions the header shows. */
export type HeaderActions =
  | { kind: 'none' }
  | { kind: 'anonymous'; signIn: boolean; signUp: boolean }
  | { kind: 'signedIn'; account: boolean };

const ONBOARDING_PATHS = new Set(Object.values(ONBOARDING_STEP_PATHS));

/**
 * §2: on the login page only sign-up shows, on the sign-up page only sign-in; the actions are
 * hidden on referral and institution sign-up pages; on onboarding pages a signed-in user sees
 * only Sign out. `isLoggedIn` undefined means not known yet: show nothing rather than flash
 * "Sign in" at someone who is signed in.
 */
export function headerActionsFor(
  pathname: string,
  search: string,
  isLoggedIn: boolean | undefined,
): HeaderActions {
  const params = new URLSearchParams(search);
  const isReferral =
    pathname.startsWith('/r/') || (pathname === '/signup' && params.has(REFERRAL_CODE_PARAM));
  const isInstitutionSignUp = pathname === '/signup' && params.has(INSTITUTION_NAME_PARAM);
  if (isReferral || isInstitutionSignUp || isLoggedIn === undefined) return { kind: 'none' };
  if (isLoggedIn) return { kind: 'signedIn', account: !ONBOARDING_PATHS.has(pathname) };
  if (pathname === '/login') return { kind: 'anonymous', signIn: false, signUp: true };
  if (pathname === '/signup') return { kind: 'anonymous', signIn: true, signUp: false };
  return { kind: 'anonymous', signIn: true, signUp: true };
}
