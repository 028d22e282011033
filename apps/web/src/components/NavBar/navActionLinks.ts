// Where the navigation bar's actions go (§2 "Navigation bar" with the "Login redirect helper").
import { buildLoginRedirectUrl, LOGIN_PATH } from '@motes/api-client';
import { readReturnTo, RETURN_TO_PARAM } from '../../features/onboarding/onboardingNavigation';
import type { NavAction } from './navBarActions';

export const SIGN_UP_PATH = '/signup';
/** §2: the Account menu's entries and the landing page's "Go to Dashboard" (My Activity). */
export const ACCOUNT_PATH = '/account';
export const ACTIVITY_PATH = '/activity';
/** Issue 7 item 4: the Highlighter's highlights and the vocabulary list. */
export const MY_ANNOTATIONS_PATH = '/my-annotations';
export const ADMIN_PATH = '/admin';

function withReturnTo(path: string, returnTo: string | undefined): string {
  return returnTo ? `${path}?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo })}` : path;
}

/**
 * "Sign in" keeps the current page in `returnTo` (§2 login redirect helper). From the home
 * page it is plain `/login` (home is where sign-in ends anyway); from the sign-up page it
 * passes on the sign-up's own `returnTo` rather than coming back to the sign-up form.
 */
export function signInHref(pathname: string, search: string): string {
  if (pathname === '/') return LOGIN_PATH;
  if (pathname === SIGN_UP_PATH) return withReturnTo(LOGIN_PATH, readReturnTo(search));
  return buildLoginRedirectUrl(LOGIN_PATH, `${pathname}${search}`);
}

/** "Sign up free" / "Start Free Trial": from the login page it passes on its `returnTo`. */
export function signUpHref(pathname: string, search: string): string {
  return pathname === LOGIN_PATH ? withReturnTo(SIGN_UP_PATH, readReturnTo(search)) : SIGN_UP_PATH;
}

/** The target of each action that is a link (Sign out is a button). */
export function navActionHref(
  action: Exclude<NavAction, 'sign-out'>,
  pathname: string,
  search: string,
): string {
  switch (action) {
    case 'login':
    case 'sign-in':
      return signInHref(pathname, search);
    case 'start-free-trial':
    case 'sign-up-free':
      return signUpHref(pathname, search);
    case 'go-to-dashboard':
      return ACTIVITY_PATH;
    case 'admin':
      return ADMIN_PATH;
  }
}
