// The spec's sign-in texts (§8) and the sign-in messages of @motes/shared, worded through the
// interface's messages. The shared constants stay the source of truth: the API layer and
// analytics use them as they are, and en-US must read exactly the same (authMessages.test.ts).
import {
  isOidcLoginErrorCode,
  SIGN_IN_ERROR_CODES,
  type OidcLoginErrorCode,
  type SIGN_IN_MESSAGES,
} from '@motes/shared';
import type { Translate } from '../signed-in/apiProblem';

/** The provider named when the server does not say which one (§8 speaks of Google). */
const DEFAULT_PROVIDER = 'Google';

/** Message ids of the SIGN_IN_MESSAGES the pages show. */
export const SIGN_IN_MESSAGE_IDS = {
  linkUnknown: 'auth-link-unknown',
  linkUsed: 'auth-link-used',
  linkExpired: 'auth-link-expired',
  pollUnknown: 'auth-poll-unknown',
  pollWrongDevice: 'auth-poll-wrong-device',
  alreadyCompleted: 'auth-already-completed',
  accountDeleted: 'auth-account-deleted',
} as const satisfies Partial<Record<keyof typeof SIGN_IN_MESSAGES, string>>;

/** A SIGN_IN_MESSAGES key with a message of its own on the pages. */
export type ShownSignInMessage = keyof typeof SIGN_IN_MESSAGE_IDS;

/** The message key of an API error code, when the pages word that code themselves. */
export function signInMessageKeyOf(code: string | undefined): ShownSignInMessage | undefined {
  const entry = Object.entries(SIGN_IN_ERROR_CODES).find(([, value]) => value === code);
  const key = entry?.[0];
  return key && Object.hasOwn(SIGN_IN_MESSAGE_IDS, key) ? (key as ShownSignInMessage) : undefined;
}

/** The text of one of SIGN_IN_MESSAGES in the interface's language. */
export function signInMessageText(t: Translate, key: ShownSignInMessage): string {
  return t(SIGN_IN_MESSAGE_IDS[key]);
}

/** Message ids of the OIDC callback's error codes (§8 "Google login error state"). */
export const OIDC_ERROR_IDS = {
  oidc_denied: 'auth-oidc-denied',
  oidc_state: 'auth-oidc-state',
  oidc_expired: 'auth-oidc-expired',
  oidc_email_unverified: 'auth-oidc-email-unverified',
  oidc_unavailable: 'auth-login-default-error',
  oidc_failed: 'auth-google-login-failed',
  oidc_disabled: 'auth-oidc-disabled',
  oidc_account_deleted: 'auth-account-deleted',
  oidc_rate_limited: 'auth-oidc-rate-limited',
} as const satisfies Record<OidcLoginErrorCode, string>;

/** §8 default login error text: "Cannot currently login to Google, please try again later." */
export function defaultLoginErrorTextIn(t: Translate, providerName = DEFAULT_PROVIDER): string {
  return t('auth-login-default-error', { provider: providerName });
}

/** `oidcLoginErrorText` of @motes/shared in the interface's language. */
export function oidcLoginErrorTextIn(
  t: Translate,
  code: string | null | undefined,
  providerName = DEFAULT_PROVIDER,
): string {
  if (!isOidcLoginErrorCode(code)) return defaultLoginErrorTextIn(t, providerName);
  return t(OIDC_ERROR_IDS[code], { provider: providerName });
}
