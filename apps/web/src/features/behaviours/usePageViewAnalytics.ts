// §2 "Analytics page names cover: loops, activity, home, profile, referral, notifications,
// manage users, admin insights, my classes." One page-view event (§7 `s/track/everything`)
// per arrival on a named page.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { PAGE_VIEWED_EVENT, analyticsPageName } from '@motes/shared';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { useCookieChoice } from './cookieChoiceStore';

/**
 * Sends `Page Viewed` with the §2 page name when the route changes to a named page. Only the
 * name goes with it, never the path or query (they can hold codes and ids), for every visitor
 * alike — minors get nothing extra. Nothing is sent until the visitor accepts analytics on the
 * cookie banner; the page they accept on is then counted.
 */
export function usePageViewAnalytics(): void {
  const { pathname } = useLocation();
  const { analytics } = useWebIdentity();
  const { analytics: allowed } = useCookieChoice();
  const lastPathname = useRef<string | undefined>(undefined);

  useEffect(() => {
    // Hash and query changes keep the pathname: the same page, not a new view.
    if (!allowed || lastPathname.current === pathname) return;
    lastPathname.current = pathname;
    const page = analyticsPageName(pathname);
    if (page) void analytics.track(PAGE_VIEWED_EVENT, { page });
  }, [allowed, pathname, analytics]);
}
