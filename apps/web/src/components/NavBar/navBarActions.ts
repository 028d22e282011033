// §2 "Navigation bar": which menus and actions the bar shows, as a pure function of the page
// and of what is known about the visitor.
import { isProductToolBuilt, ONBOARDING_STEP_PATHS } from '@motes/shared';
import { INSTITUTION_NAME_PARAM } from '../../features/auth/signupParams';
import { REFERRAL_CODE_PARAM } from '../../features/referral/referralParams';

/** What the bar needs to know about the visitor. */
export interface NavIdentityFacts {
  /** Undefined while not known (a token is stored but the status has not answered yet). */
  isLoggedIn: boolean | undefined;
  /** §6: on the deployment's staff list (the status's `user.isGodMode`). */
  isStaff: boolean;
}

/** Every action the bar can show directly (each has the label `nav-action-{action}`). */
export const NAV_ACTIONS = [
  'login',
  'start-free-trial',
  'sign-in',
  'sign-up-free',
  'go-to-dashboard',
  'admin',
  'sign-out',
] as const;
export type NavAction = (typeof NAV_ACTIONS)[number];

/** Every item of the signed-in Account menu (each has the label `nav-account-{item}`). */
export const ACCOUNT_MENU_ITEMS = [
  'my-account',
  'my-activity',
  'my-annotations',
  'admin',
  'sign-out',
] as const;
export type AccountMenuItem = (typeof ACCOUNT_MENU_ITEMS)[number];

/** What the navigation bar shows on a page. */
export interface NavBarPlan {
  /** Product, Pricing and the Solutions and Resources menus. */
  menus: boolean;
  actions: readonly NavAction[];
  /** The Account menu headed by the user's email, or null when it is not shown. */
  accountMenu: readonly AccountMenuItem[] | null;
}

const ONBOARDING_PATHS = new Set<string>(Object.values(ONBOARDING_STEP_PATHS));

/** §2 "onboarding and checkout pages": `/onboarding/*`, `/complete-profile`, `/checkout*`. */
export function isFocusedFlowPath(pathname: string): boolean {
  return (
    ONBOARDING_PATHS.has(pathname) ||
    pathname === '/onboarding' ||
    pathname.startsWith('/onboarding/') ||
    pathname.startsWith('/checkout')
  );
}

/** §2: referral pages (`/r/{code}`, and sign-up reached from one) and institution sign-up. */
function hidesActions(pathname: string, params: URLSearchParams): boolean {
  if (pathname.startsWith('/r/')) return true;
  return (
    pathname === '/signup' &&
    (params.has(REFERRAL_CODE_PARAM) || params.has(INSTITUTION_NAME_PARAM))
  );
}

/**
 * The §2 navigation bar rules:
 * - anonymous on the home page: "Login" and a free-trial action; elsewhere "Sign in" and
 *   "Sign up free"; on the login page only sign-up, on the sign-up page only sign-in;
 * - no actions on referral and institution sign-up pages;
 * - signed in: the Account menu (My Account, My Activity, My Annotations — the Highlighter's
 *   highlights, issue 7 — Admin for staff only, Sign out);
 * - on onboarding and checkout pages only Admin (staff) and Sign out, and no menus, so the
 *   user finishes the step they are on;
 * - on the landing page a "Go to Dashboard" button.
 *
 * While it is not known whether the visitor is signed in, no sign-in action shows: better
 * nothing for a moment than "Sign in" flashed at someone who is signed in.
 */
export function navBarPlan(pathname: string, search: string, facts: NavIdentityFacts): NavBarPlan {
  const focused = isFocusedFlowPath(pathname);
  const plan = (actions: NavAction[], accountMenu: AccountMenuItem[] | null = null) => ({
    menus: !focused,
    actions: pathname === '/landing' ? ['go-to-dashboard' as const, ...actions] : actions,
    accountMenu,
  });
  const staff = (item: 'admin'): 'admin'[] => (facts.isStaff ? [item] : []);

  if (hidesActions(pathname, new URLSearchParams(search))) return plan([]);
  if (facts.isLoggedIn === undefined) return plan([]);
  if (facts.isLoggedIn) {
    if (focused) return plan([...staff('admin'), 'sign-out']);
    return plan([], ['my-account', 'my-activity', 'my-annotations', ...staff('admin'), 'sign-out']);
  }
  // The login page and its steps (`/login/link`, `/login/complete`).
  if (pathname === '/login' || pathname.startsWith('/login/')) return plan(['sign-up-free']);
  if (pathname === '/signup') return plan(['sign-in']);
  // §2 offers "Start Free Trial" on the home page; until this build has a trial (the
  // registry of tools, issue 14 honest pages) it offers what signing up gives today.
  if (pathname === '/')
    return plan(['login', isProductToolBuilt('trial') ? 'start-free-trial' : 'sign-up-free']);
  return plan(['sign-in', 'sign-up-free']);
}
