// §2 "Analytics page names cover: loops, activity, home, profile, referral, notifications,
// manage users, admin insights, my classes." The §7 track payload's pageContext.

const EXACT: Readonly<Record<string, string>> = {
  '/': 'home',
  '/account': 'profile',
  '/activity': 'activity',
  '/my-loops': 'loops',
  '/my-classes': 'my classes',
  '/notifications': 'notifications',
  '/my-school/manage-users': 'manage users',
  '/my-school/analytics': 'admin insights',
};

/** The §2 analytics page name of `pathname`, or undefined for pages the list does not name. */
export function pageContextFor(pathname: string): string | undefined {
  if (pathname.startsWith('/r/')) return 'referral';
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return EXACT[trimmed];
}
