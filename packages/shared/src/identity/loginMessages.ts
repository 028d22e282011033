// §8 Google login texts, and what the web app shows for each OIDC callback error code.
import type { OidcLoginErrorCode } from './oidcSignIn';
import { SIGN_IN_MESSAGES } from './signInErrors';

/** §8 "Google login failure": toast text. */
export const GOOGLE_LOGIN_FAILED_TOAST = 'Failed to login. Try again later';
/** §8 "Google login in progress": toast text. */
export const GOOGLE_LOGIN_IN_PROGRESS_TOAST = 'Logging you in. Please wait ...';
/** §8 "Google login error state": the text held when there is no error text. */
export const GOOGLE_LOGIN_DEFAULT_ERROR =
  'Cannot currently login to Google, please try again later.';

const GOOGLE = 'Google';

/** The §8 default error text for a provider; for Google exactly {@link GOOGLE_LOGIN_DEFAULT_ERROR}. */
export function defaultLoginErrorText(providerName: string = GOOGLE): string {
  return GOOGLE_LOGIN_DEFAULT_ERROR.replace(GOOGLE, providerName);
}

const ERROR_TEXTS: Record<OidcLoginErrorCode, (providerName: string) => string> = {
  oidc_denied: (name) =>
    `Signing in with ${name} was cancelled. Try again, or sign in with your email.`,
  oidc_state: () => 'That sign-in could not be checked. Please start it again from this page.',
  oidc_expired: () => 'That sign-in took too long. Please try again.',
  oidc_email_unverified: (name) =>
    `Your ${name} account's email address is not verified. Verify it with ${name}, or sign in with your email.`,
  oidc_unavailable: (name) => defaultLoginErrorText(name),
  oidc_failed: () => GOOGLE_LOGIN_FAILED_TOAST,
  oidc_disabled: (name) =>
    `Signing in with ${name} is not available here. Sign in with your email.`,
  oidc_account_deleted: () => SIGN_IN_MESSAGES.accountDeleted,
  oidc_rate_limited: () =>
    'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
};

/**
 * §8 "Google login error state": the text for the `error` code the OIDC callback put on
 * `/login?error=`, or the default text when there is none or it is not an OIDC code.
 */
export function oidcLoginErrorText(
  code: string | null | undefined,
  providerName: string = GOOGLE,
): string {
  const text =
    code && Object.hasOwn(ERROR_TEXTS, code) ? ERROR_TEXTS[code as OidcLoginErrorCode] : undefined;
  return text ? text(providerName) : defaultLoginErrorText(providerName);
}

/** True when `code` is one of the OIDC callback's error codes. */
export function isOidcLoginErrorCode(code: unknown): code is OidcLoginErrorCode {
  return typeof code === 'string' && Object.hasOwn(ERROR_TEXTS, code);
}
