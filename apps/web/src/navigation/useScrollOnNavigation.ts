import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { hashTargetId } from '@motes/ui';

/**
 * Where the window scrolls after an in-app navigation (the part of react-router's data-mode
 * `ScrollRestoration` the app needs):
 *
 * - a new page starts at the top: a link or `navigate` (PUSH), or a redirect to another path
 *   (REPLACE);
 * - a new hash on the same page is left to the hash scroll (`useRouteHashScroll`, smooth), and
 *   the same hash asked for again goes back to its element;
 * - a REPLACE on the same path (e.g. query tabs) keeps the reader where they are;
 * - Back and Forward (POP) are left to the browser: with `history.scrollRestoration` left at
 *   'auto' it returns to where the reader was on that entry.
 *
 * A layout effect, so the new page never shows at the old page's position.
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(location);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = location;
    if (before.key === location.key || navigationType === 'POP') return;
    if (before.pathname !== location.pathname) {
      window.scrollTo(0, 0);
      return;
    }
    if (location.hash !== '') {
      if (location.hash !== before.hash) return;
      const id = hashTargetId(location.hash);
      const element = id === undefined ? null : document.getElementById(id);
      if (typeof element?.scrollIntoView === 'function') element.scrollIntoView();
      return;
    }
    if (navigationType === 'PUSH') window.scrollTo(0, 0);
  }, [location, navigationType]);
}
