import { OIDC_ATTEMPT_LIFETIME_MS } from '../../services/oidc/oidcAttempts.js';

/**
 * The browser that starts an OIDC sign-in carries its attempt's state in this cookie, and the
 * callback accepts a state only from the browser that holds it. Without this binding, an
 * attacker could start a sign-in as themselves, stop at the callback URL and send it to a
 * victim, who would then be signed in to the attacker's account (login CSRF).
 *
 * HttpOnly (no script needs it), SameSite=Lax (sent on the provider's top-level redirect
 * back to us, not on cross-site subrequests), scoped to the API, and Secure on an https site.
 */
const STATE_COOKIE_NAME = 'motes_oidc_state';
const COOKIE_PATH = '/api/';

export function stateCookie(state: string, secure: boolean): string {
  const maxAge = Math.round(OIDC_ATTEMPT_LIFETIME_MS / 1000);
  return `${STATE_COOKIE_NAME}=${state}; Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Removes the cookie: an attempt's state is good for one callback only. */
export function clearedStateCookie(secure: boolean): string {
  return `${STATE_COOKIE_NAME}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The state in a request's Cookie header, if any. */
export function stateFromCookies(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === STATE_COOKIE_NAME) {
      const value = part.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}
