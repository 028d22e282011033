import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

/**
 * True when the user asked the system for less motion (WCAG 2.3.3). Animated pieces then
 * skip their timers as well as their CSS animations, so nothing waits on an invisible
 * transition.
 */
export function usePrefersReducedMotion(): boolean {
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
