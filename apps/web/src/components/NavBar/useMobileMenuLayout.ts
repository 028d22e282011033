import { useSyncExternalStore } from 'react';
import { MOBILE_MENU_BREAKPOINT_PX } from '@motes/shared';

// §2 and §9: the mobile menu shows below 991.98 px.
const QUERY = `(max-width: ${MOBILE_MENU_BREAKPOINT_PX}px)`;

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

/** True while the viewport is narrower than the §9 mobile menu breakpoint. */
export function useMobileMenuLayout(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = mediaQuery();
      query?.addEventListener('change', onChange);
      return () => query?.removeEventListener('change', onChange);
    },
    () => mediaQuery()?.matches ?? false,
    () => false,
  );
}
