// What the app does with a path no page route matched (§2): a short alias or external
// redirect, a signed-in redirect, or the 404 page. Page routes are matched first by the
// router, so a real page always wins over an alias of the same path.
import {
  isExternalRedirectTarget,
  matchRedirect,
  REDIRECTS_CONFIG,
  type RedirectsConfig,
} from '@motes/shared';

/** The parts of the visited address that matter here. */
export interface VisitedLocation {
  pathname: string;
  search: string;
  hash: string;
}

export type UnmatchedPathPlan =
  /** An alias to a page of ours: replace the address in the app. */
  | { kind: 'navigate'; to: string }
  /** An alias to a site we do not run: replace the whole page. */
  | { kind: 'leave'; url: string }
  /** §2 signed-in redirect: sign in first if need be, then go to `to`. */
  | { kind: 'signedIn'; to: string }
  | { kind: 'notFound' };

const BASE = 'https://motes.invalid';

/**
 * Where a redirect lands, keeping what the visitor's link carried: its query parameters (for
 * example `utm_source`, §3 attribution) are added unless the target sets the same name, and
 * its hash is kept when the target has none.
 */
export function redirectDestination(target: string, visited: VisitedLocation): string {
  const external = isExternalRedirectTarget(target);
  const url = new URL(target, BASE);
  for (const [name, value] of new URLSearchParams(visited.search)) {
    if (!url.searchParams.has(name)) url.searchParams.append(name, value);
  }
  if (!url.hash && visited.hash) url.hash = visited.hash;
  return external ? url.toString() : `${url.pathname}${url.search}${url.hash}`;
}

/** The plan for a path that no page route matched. */
export function planUnmatchedPath(
  visited: VisitedLocation,
  config: RedirectsConfig = REDIRECTS_CONFIG,
): UnmatchedPathPlan {
  const match = matchRedirect(visited.pathname, config);
  if (!match) return { kind: 'notFound' };
  const destination = redirectDestination(match.target, visited);
  if (match.kind === 'signedIn') return { kind: 'signedIn', to: destination };
  if (isExternalRedirectTarget(match.target)) return { kind: 'leave', url: destination };
  return { kind: 'navigate', to: destination };
}
