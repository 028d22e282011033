// §2 "Analytics page names cover: loops, activity, home, profile, referral, notifications,
// manage users, admin insights, my classes." The name goes out as the §7 track payload's
// pageContext and with the page-view event.

/** §2: every analytics page name. */
export const ANALYTICS_PAGE_NAMES = [
  'loops',
  'activity',
  'home',
  'profile',
  'referral',
  'notifications',
  'manage users',
  'admin insights',
  'my classes',
] as const;
export type AnalyticsPageName = (typeof ANALYTICS_PAGE_NAMES)[number];

/** The page-view event sent on each route change to a named page (the name is ours). */
export const PAGE_VIEWED_EVENT = 'Page Viewed';

/**
 * Pathnames of each named page. "admin insights" is the school admin's usage page
 * (`account/analytics` redirects there, §2); `/admin` is the staff area, which §2 does not name.
 */
const EXACT: Readonly<Record<string, AnalyticsPageName>> = {
  '/': 'home',
  '/account': 'profile',
  '/activity': 'activity',
  '/my-loops': 'loops',
  '/my-classes': 'my classes',
  '/notifications': 'notifications',
  '/account/notifications': 'notifications',
  '/my-school/manage-users': 'manage users',
  '/my-school/analytics': 'admin insights',
};

/** The §2 analytics page name of `pathname`, or undefined for a page the list does not name. */
export function analyticsPageName(pathname: string): AnalyticsPageName | undefined {
  // `/r/{referralCode}` (§2 referral link).
  if (/^\/r\/[^/]+\/?$/.test(pathname)) return 'referral';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT[trimmed];
}
