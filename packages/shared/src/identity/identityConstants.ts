// §9 "Identity, locale and links": the identity numbers and storage keys, written
// once for the web app, the extension and the server.
import { AUTH_STORAGE_KEY_PREFIX } from '../storage/storageKeys';

/** §5/§9: a referral code is 1 to 9 characters long. */
export const REFERRAL_CODE_MIN_LENGTH = 1;
/** §5/§9: a referral code is 1 to 9 characters long. */
export const REFERRAL_CODE_MAX_LENGTH = 9;

/** §4/§9: a stored referrer context expires after 10 minutes. */
export const REFERRER_CONTEXT_LIFETIME_MS = 10 * 60 * 1000;

/** §5/§9: a cookie-consent answer is valid for 365 days. */
export const COOKIE_CONSENT_VALIDITY_DAYS = 365;

// The settings debounce (500 ms) lives in ./settings.ts and the default locale in ./locales.ts.

/**
 * §9 access-token cookie: 90 days, SameSite lax, Secure, a path. The name is not in the spec;
 * the server reads exactly this one. Secure is decided by the page's protocol (https only),
 * so that a plain-http development server still gets the cookie.
 */
export const ACCESS_TOKEN_COOKIE = Object.freeze({
  name: 'motes_access_token',
  maxAgeDays: 90,
  sameSite: 'Lax',
  path: '/',
} as const);

/** §9: the access-token cookie's lifetime in seconds (for `Max-Age`). */
export const ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS = ACCESS_TOKEN_COOKIE.maxAgeDays * 24 * 60 * 60;

/** §3: the user/session record, kept under the `{product}-auth-` prefix. */
export const USER_STORAGE_KEY = `${AUTH_STORAGE_KEY_PREFIX}user`;
/** §3/§4: the cached identity status ("Identity is cached locally"); removed on logout. */
export const IDENTITY_CACHE_STORAGE_KEY = `${AUTH_STORAGE_KEY_PREFIX}identity`;
/** §9: the expired-token marker; removed on logout (§4). */
export const EXPIRED_TOKEN_STORAGE_KEY = `${AUTH_STORAGE_KEY_PREFIX}expired-token`;

/** §9 seasonal storage key: the stored enabled choice. */
export const SEASONAL_HOLIDAY_ENABLED_STORAGE_KEY = 'seasonal-holiday-enabled';
/** §9 seasonal storage key: the stored features object (sound, visual). */
export const SEASONAL_HOLIDAY_FEATURES_STORAGE_KEY = 'seasonal-holiday-features';

/** §5: when the visitor accepted cookies. Not under the auth prefix: it outlives a sign-out. */
export const COOKIE_CONSENT_STORAGE_KEY = 'motes-cookie-consent';
/** §3: the stored referrer context (originalReferrer, originalEntryURL, ts). */
export const REFERRER_CONTEXT_STORAGE_KEY = 'motes-referrer-context';
/** §3: the utm attribution parameters captured from the entry URL. */
export const ATTRIBUTION_STORAGE_KEY = 'motes-attribution';
/** §3: extension status (installation status and version). */
export const EXTENSION_STATUS_STORAGE_KEY = 'motes-extension-status';
/** §7: session-storage key marking that "visit from outside" was sent in this session. */
export const VISIT_FROM_OUTSIDE_SESSION_KEY = 'motes-visit-from-outside-sent';
