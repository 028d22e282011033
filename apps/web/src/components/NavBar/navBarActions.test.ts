import { isProductToolBuilt } from '@motes/shared';
import { describe, expect, it } from 'vitest';
import { navActionHref, signInHref, signUpHref } from './navActionLinks';
import { isFocusedFlowPath, navBarPlan, type NavIdentityFacts } from './navBarActions';

const ANONYMOUS: NavIdentityFacts = { isLoggedIn: false, isStaff: false };
const SIGNED_IN: NavIdentityFacts = { isLoggedIn: true, isStaff: false };
const STAFF: NavIdentityFacts = { isLoggedIn: true, isStaff: true };
const UNKNOWN: NavIdentityFacts = { isLoggedIn: undefined, isStaff: false };

// §2's Account menu, plus My Annotations (issue 7 item 4, beside My Activity).
const ACCOUNT_MENU = ['my-account', 'my-activity', 'my-annotations', 'sign-out'];

describe('§2 navigation bar rules (navBarPlan)', () => {
  // §2: "Anonymous on the home page shows a "Login" action and a free-trial action." This
  // build has no trial (registry of tools: trial), so the action offers a free account until
  // it does (issue 14 honest pages).
  it('shows Login and the free-trial action, or Sign up free while there is no trial, on the home page', () => {
    expect(navBarPlan('/', '', ANONYMOUS)).toEqual({
      menus: true,
      actions: ['login', isProductToolBuilt('trial') ? 'start-free-trial' : 'sign-up-free'],
      accountMenu: null,
    });
  });

  // §2: "Other pages show "Sign in" and "Sign up free"."
  it.each(['/pricing', '/solutions/dictation', '/no/such/page'])(
    'shows Sign in and Sign up free to a visitor on %s',
    (pathname) => {
      expect(navBarPlan(pathname, '', ANONYMOUS).actions).toEqual(['sign-in', 'sign-up-free']);
    },
  );

  // §2: "On the login page only sign-up shows. On the sign-up page only sign-in shows."
  it('shows only sign-up on /login and only sign-in on /signup', () => {
    expect(navBarPlan('/login', '?returnTo=%2Faccount', ANONYMOUS).actions).toEqual([
      'sign-up-free',
    ]);
    expect(navBarPlan('/signup', '', ANONYMOUS).actions).toEqual(['sign-in']);
    // The steps of signing in count as the login page.
    expect(navBarPlan('/login/complete', '?code=abc', ANONYMOUS).actions).toEqual(['sign-up-free']);
  });

  // §2: "The bar's actions are hidden on referral and institution sign-up pages."
  it.each([
    ['/r/abc', '', ANONYMOUS],
    ['/r/abc', '', SIGNED_IN],
    ['/signup', '?referral_code=AB12', ANONYMOUS],
    ['/signup', '?institution_name=Riverside%20High', ANONYMOUS],
  ] as const)('hides every action on %s%s', (pathname, search, facts) => {
    expect(navBarPlan(pathname, search, facts)).toEqual({
      menus: true,
      actions: [],
      accountMenu: null,
    });
  });

  // §2: "Signed in: an Account menu ... My Account, My Activity, Sign out, and Admin only for
  // users on a built-in admin list."
  it('gives a signed-in user the Account menu, with Admin only for staff', () => {
    expect(navBarPlan('/', '', SIGNED_IN)).toEqual({
      menus: true,
      actions: [],
      accountMenu: ACCOUNT_MENU,
    });
    expect(navBarPlan('/pricing', '', STAFF).accountMenu).toEqual([
      'my-account',
      'my-activity',
      'my-annotations',
      'admin',
      'sign-out',
    ]);
  });

  // §2: "On onboarding and checkout pages only Admin and Sign out show."
  it.each([
    '/onboarding/survey',
    '/onboarding/product',
    '/complete-profile',
    '/checkout',
    '/checkout/redirect',
  ])('shows only Admin (staff) and Sign out on %s, without the menus', (pathname) => {
    expect(navBarPlan(pathname, '', SIGNED_IN)).toEqual({
      menus: false,
      actions: ['sign-out'],
      accountMenu: null,
    });
    expect(navBarPlan(pathname, '', STAFF).actions).toEqual(['admin', 'sign-out']);
  });

  // §2: "On the landing page a "Go to Dashboard" button shows."
  it('adds Go to Dashboard on /landing', () => {
    expect(navBarPlan('/landing', '', SIGNED_IN)).toEqual({
      menus: true,
      actions: ['go-to-dashboard'],
      accountMenu: ACCOUNT_MENU,
    });
    expect(navBarPlan('/landing', '', ANONYMOUS).actions).toEqual([
      'go-to-dashboard',
      'sign-in',
      'sign-up-free',
    ]);
  });

  // A stored token whose status has not answered yet: neither "Sign in" nor the account.
  it('shows no sign-in action while it is not known whether the visitor is signed in', () => {
    expect(navBarPlan('/', '', UNKNOWN)).toEqual({ menus: true, actions: [], accountMenu: null });
  });

  it('counts only onboarding and checkout paths as focused flows', () => {
    expect(isFocusedFlowPath('/onboarding/anything')).toBe(true);
    expect(isFocusedFlowPath('/checkout-complete')).toBe(true);
    expect(isFocusedFlowPath('/complete-profile')).toBe(true);
    expect(isFocusedFlowPath('/account')).toBe(false);
    expect(isFocusedFlowPath('/onboardingx')).toBe(false);
  });
});

// §2 "Login redirect helper": the current page is kept in returnTo.
describe('where the actions go', () => {
  it('signs in back to the current page, or plainly from home', () => {
    expect(signInHref('/pricing', '?plan=school')).toBe(
      '/login?returnTo=%2Fpricing%3Fplan%3Dschool',
    );
    expect(signInHref('/', '')).toBe('/login');
  });

  it('passes the sign-up page’s returnTo on to sign-in, and back', () => {
    expect(signInHref('/signup', '?returnTo=%2Faccount')).toBe('/login?returnTo=%2Faccount');
    expect(signInHref('/signup', '?returnTo=https%3A%2F%2Fevil.example')).toBe('/login');
    expect(signUpHref('/login', '?returnTo=%2Faccount')).toBe('/signup?returnTo=%2Faccount');
    expect(signUpHref('/pricing', '')).toBe('/signup');
  });

  it('sends the free trial to /signup, the dashboard to /activity and Admin to /admin', () => {
    expect(navActionHref('start-free-trial', '/', '')).toBe('/signup');
    expect(navActionHref('login', '/', '')).toBe('/login');
    expect(navActionHref('go-to-dashboard', '/landing', '')).toBe('/activity');
    expect(navActionHref('admin', '/onboarding/survey', '')).toBe('/admin');
  });
});
