// §2 "Analytics page names cover: loops, activity, home, profile, referral, notifications,
// manage users, admin insights, my classes." The §7 track payload's pageContext; the map itself
// is written once in @motes/shared (analyticsPageNames.ts).
import { analyticsPageName } from '@motes/shared';

/** The §2 analytics page name of `pathname`, or undefined for pages the list does not name. */
export function pageContextFor(pathname: string): string | undefined {
  return analyticsPageName(pathname);
}
