// §2 Forced sign-out and §8 403 handling: the website goes to the sign-in page, the
// extension sends a logout message. Both are passed to createApiClient as `on403`.
import type { ApiError } from './apiError';

/** §2 sign-in page the forced sign-out goes to. */
export const LOGIN_PATH = '/login';

/**
 * §2 Forced sign-out URL: `/login?force=1&error=403&returnTo=<currentPath>` (URL-encoded).
 * @param currentPath path, query included, of the page the user was on.
 */
export function buildForcedSignOutUrl(currentPath: string): string {
  const params = new URLSearchParams({ force: '1', error: '403', returnTo: currentPath });
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** The browser's current path and query (for the website's 403 handler). */
export function currentBrowserPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * §8 website 403 handler: a forced sign-out to {@link buildForcedSignOutUrl}.
 * @param navigate the router's navigate, or `(url) => window.location.assign(url)`.
 * @param getCurrentPath defaults to the browser's path and query.
 */
export function createWebsite403Handler(
  navigate: (url: string) => void,
  getCurrentPath: () => string = currentBrowserPath,
): (error: ApiError) => void {
  return () => navigate(buildForcedSignOutUrl(getCurrentPath()));
}

/** The message the extension sends itself on a 403. The background logs out on receipt. */
export interface ExtensionLogoutMessage {
  type: 'logout';
  reason: 'forbidden';
}

export const EXTENSION_LOGOUT_MESSAGE: Readonly<ExtensionLogoutMessage> = Object.freeze({
  type: 'logout',
  reason: 'forbidden',
});

/**
 * §8 extension 403 handler: sends {@link EXTENSION_LOGOUT_MESSAGE}.
 * @param sendMessage e.g. `(message) => chrome.runtime.sendMessage(message)`; may return a promise.
 * @param onSendError called if sending fails (no listener, context invalidated); default console.warn.
 */
export function createExtension403Handler(
  sendMessage: (message: ExtensionLogoutMessage) => unknown,
  onSendError: (error: unknown) => void = (error) =>
    console.warn('Could not send the logout message', error),
): (error: ApiError) => void {
  return () => {
    try {
      Promise.resolve(sendMessage({ ...EXTENSION_LOGOUT_MESSAGE })).catch(onSendError);
    } catch (error) {
      onSendError(error);
    }
  };
}
