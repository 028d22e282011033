// §2 "Page behaviours" and §6: when the Google one-tap sign-in prompt may be shown.

/**
 * §2: one-tap is suppressed on paths starting with these. The spec says "starting with", and
 * we follow it to the letter: `/r` also covers `/record` and `/ready`, and `/login` covers
 * `/login/complete` (the page that finishes a sign-in).
 */
export const ONE_TAP_SUPPRESSED_PATH_PREFIXES = ['/signup', '/login', '/onboarding', '/r'] as const;

/** What {@link shouldOfferOneTap} needs to know about the page. */
export interface OneTapPageContext {
  /** Whether the identity store says the user is signed in. */
  isLoggedIn: boolean;
  /** `location.pathname`. */
  pathname: string;
  /** True when the page runs inside a frame (`window.self !== window.top`). */
  isInFrame: boolean;
  /** `location.search`, with or without its leading `?`. */
  search: string;
}

/**
 * §2/§6: the Google one-tap prompt is offered only to unauthenticated users, never on the
 * suppressed paths, never inside a frame (another site could overlay it to trick a click),
 * and never when the query has `embed=true`.
 */
export function shouldOfferOneTap(page: OneTapPageContext): boolean {
  if (page.isLoggedIn || page.isInFrame) return false;
  if (ONE_TAP_SUPPRESSED_PATH_PREFIXES.some((prefix) => page.pathname.startsWith(prefix))) {
    return false;
  }
  const embed = new URLSearchParams(page.search).get('embed');
  return embed?.toLowerCase() !== 'true';
}
