// §2 "Page behaviours": when the URL hash is non-empty, the page scrolls smoothly to the
// element with that id, once per hash value.
import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../internal/usePrefersReducedMotion';

/** Options of {@link useHashScroll}. */
export interface HashScrollOptions {
  /** Where the element is looked for. Default: the document. */
  root?: Document | ShadowRoot;
  /** How often to look again while the element is not rendered yet, in ms. Default 100. */
  retryIntervalMs?: number;
  /** How long to keep looking for a lazily rendered element, in ms. Default 3000. */
  retryLimitMs?: number;
}

/** The element id a location hash points at (`#a%20b` → `a b`), or undefined for none. */
export function hashTargetId(hash: string): string | undefined {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Scrolls to the element whose id is `hash` (a location hash such as react-router's
 * `location.hash`), smoothly, or at once when the user asked for reduced motion. Each hash
 * value is handled once: a re-render does not scroll again, a different hash does, and so
 * does the first one again after another (or none) came between. Content rendered late (a
 * lazy route, data still loading) is waited for up to `retryLimitMs`.
 *
 * A page with a sticky header gives its targets `scroll-margin-top` so they are not hidden.
 */
export function useHashScroll(hash: string, options: HashScrollOptions = {}): void {
  const { root, retryIntervalMs = 100, retryLimitMs = 3000 } = options;
  const reducedMotion = usePrefersReducedMotion();
  const reducedMotionRef = useRef(reducedMotion);
  const handled = useRef<string | undefined>(undefined);

  useEffect(() => {
    reducedMotionRef.current = reducedMotion;
  }, [reducedMotion]);

  useEffect(() => {
    const id = hashTargetId(hash);
    if (id === undefined) {
      handled.current = undefined;
      return;
    }
    if (handled.current === hash) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let waited = 0;
    const attempt = () => {
      const element = (root ?? document).getElementById(id);
      if (element || waited >= retryLimitMs) {
        // Handled even when the element never came, so re-renders do not search again.
        handled.current = hash;
        // Engines without scrollIntoView (jsdom) simply stay where they are.
        if (typeof element?.scrollIntoView !== 'function') return;
        element.scrollIntoView({
          behavior: reducedMotionRef.current ? 'instant' : 'smooth',
          block: 'start',
        });
        return;
      }
      waited += retryIntervalMs;
      timer = setTimeout(attempt, retryIntervalMs);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [hash, root, retryIntervalMs, retryLimitMs]);
}
