// §2 "Login redirect helper: the current page is kept in the `returnTo` query parameter. The
// target is left unchanged when `returnTo` is already set to it, or when the target is the root."

const PLACEHOLDER_ORIGIN = 'http://placeholder.invalid';
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

function pathOf(pathWithQuery: string): string {
  return new URL(pathWithQuery, PLACEHOLDER_ORIGIN).pathname;
}

/**
 * §2 login redirect helper: adds `returnTo=<currentPath>` to `target` (a path like `/login`,
 * or an absolute URL). Returns `target` unchanged when:
 * - the target is the root (`/`);
 * - the target's `returnTo` already equals `currentPath`;
 * - `currentPath` is the target's own page (a `returnTo` to itself would loop).
 * The last two cover both readings of "returnTo is already set to it".
 */
export function buildLoginRedirectUrl(target: string, currentPath: string): string {
  const url = new URL(target, PLACEHOLDER_ORIGIN);
  if (url.pathname === '/') return target;
  if (url.searchParams.get('returnTo') === currentPath) return target;
  if (pathOf(currentPath) === url.pathname) return target;
  url.searchParams.set('returnTo', currentPath);
  return ABSOLUTE_URL.test(target) ? url.href : `${url.pathname}${url.search}${url.hash}`;
}
