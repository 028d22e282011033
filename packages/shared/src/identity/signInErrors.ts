// The error codes, messages and rate limits of the emailed-link sign-in (signIn.ts). Apart
// from the request schemas so that code which only checks a `returnTo` or an address does not
// carry these texts (issue 4: the home page's JavaScript budget).

/** The `error` codes of the sign-in calls' error bodies (ApiErrorBody). */
export const SIGN_IN_ERROR_CODES = {
  /** 404: no link has this token (mistyped, or swept long after it expired). */
  linkUnknown: 'sign_in_link_unknown',
  /** 410: the link was opened before. */
  linkUsed: 'sign_in_link_used',
  /** 410: the link's time ran out before it was opened. */
  linkExpired: 'sign_in_link_expired',
  /** 404: no sign-in has this poll token. */
  pollUnknown: 'sign_in_unknown',
  /** 409: the poll comes from another device than the one that asked for the link. */
  pollWrongDevice: 'sign_in_wrong_device',
  /** 410: the login was already handed to an earlier poll. */
  alreadyCompleted: 'sign_in_already_completed',
  /** 409: the idempotency key was already used for another address on this device. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: the address belongs to a deleted account. */
  accountDeleted: 'account_deleted',
  /** 429: a rate limit; the Retry-After header says when to try again. */
  rateLimited: 'rate_limited',
} as const;

/** The messages of {@link SIGN_IN_ERROR_CODES}, written for the person reading them. */
export const SIGN_IN_MESSAGES = {
  linkUnknown:
    'This sign-in link is not valid. Check that you copied the whole link, or ask for a new one.',
  linkUsed: 'This sign-in link was already used. Ask for a new one to sign in again.',
  linkExpired: 'This sign-in link has expired. Ask for a new one to sign in.',
  pollUnknown: 'This sign-in request is not known. Ask for a new sign-in link.',
  pollWrongDevice: 'This sign-in was requested on another device. Finish signing in there.',
  alreadyCompleted: 'This sign-in is already complete. Ask for a new link to sign in again.',
  idempotencyKeyReused: 'This sign-in request was already made for another email address.',
  accountDeleted: 'The account for this email address was deleted. Contact support to restore it.',
} as const;

/** A fixed-window rate limit: at most `limit` calls per `windowMs`, else 429 with `message`. */
export interface RateLimitRule {
  /** Names the counter; part of the stored key, so keep it stable. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/** Rate limits of the sign-in calls (issue 3 "Security": sign-in endpoints are rate-limited). */
export const SIGN_IN_RATE_LIMITS = {
  linkRequestsPerEmail: {
    name: 'otl-request-email',
    limit: 5,
    windowMs: FIFTEEN_MINUTES_MS,
    message: 'Too many sign-in requests for this email. Please wait a few minutes and try again.',
  },
  /** A school signs in whole classes from one address: 300 covers several classes at once. */
  linkRequestsPerIp: {
    name: 'otl-request-ip',
    limit: 300,
    windowMs: FIFTEEN_MINUTES_MS,
    message:
      'Too many sign-in requests from your network. Please wait a few minutes and try again.',
  },
  /** One client polls every 2 s (30 a minute); 1800 lets 60 devices behind one address wait at once. */
  pollsPerIp: {
    name: 'otl-poll-ip',
    limit: 1800,
    windowMs: 60 * 1000,
    message: 'Too many sign-in checks from your network. Please wait a minute and try again.',
  },
  linkOpensPerIp: {
    name: 'otl-open-ip',
    limit: 300,
    windowMs: FIFTEEN_MINUTES_MS,
    message:
      'Too many sign-in links opened from your network. Please wait a few minutes and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;
