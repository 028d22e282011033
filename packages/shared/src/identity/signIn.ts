// §7 `v1/i/signIn/clientOTL`: sign-in by an emailed one-time link. The spec shows neither the
// payload nor the answer, so the shapes, limits and texts here are ours. The client asks for a
// link, polls (§7 polling helper, §9 2000 ms / 120000 ms) until the link is opened on any
// device, then completes the §4 login with the access token from the poll's answer.
import * as z from 'zod/mini';
import { POLL_INTERVAL_MS } from '../api/httpDefaults';
import { REFERRAL_CODE_MAX_LENGTH, REFERRAL_CODE_MIN_LENGTH } from './identityConstants';

/** A sign-in link works for this long after it was requested, and only once. */
export const SIGN_IN_LINK_LIFETIME_MS = 15 * 60 * 1000;
/** §7/§9: how often the requesting client asks whether the link was opened. */
export const SIGN_IN_POLL_INTERVAL_MS = POLL_INTERVAL_MS;
/**
 * How long after opening a link the same browser may open it again and be answered as the
 * first time: §7 retries `i/` calls that time out, and the first attempt may have opened the
 * link already. Past this, or from another device, the link is used.
 */
export const SIGN_IN_LINK_REOPEN_MS = 2 * 60 * 1000;

/** The web page an emailed link opens: `{PUBLIC_URL}/login/link?token=…`. */
export const SIGN_IN_LINK_PAGE_PATH = '/login/link';
/** The query parameter of {@link SIGN_IN_LINK_PAGE_PATH} that carries the link's secret. */
export const SIGN_IN_LINK_TOKEN_PARAM = 'token';

/** RFC 5321 limits a forward path to 256 octets, so an address has at most 254. */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address, like name@example.com.';
export const INVALID_RETURN_TO_MESSAGE = 'returnTo must be a path on this site, like /my-classes.';
const RETURN_TO_MAX_LENGTH = 2048;
const INSTITUTION_NAME_MAX_LENGTH = 200;
const SECRET_MAX_LENGTH = 200;

/** The one spelling of an address that accounts, links and rate limits use: trimmed, lower case. */
export function normaliseEmailAddress(value: string): string {
  return value.trim().toLowerCase();
}

/** An email address, normalised by {@link normaliseEmailAddress} before it is checked. */
export const EmailAddressSchema = z.pipe(
  z
    .string({ error: INVALID_EMAIL_MESSAGE })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.maxLength(EMAIL_ADDRESS_MAX_LENGTH, { error: INVALID_EMAIL_MESSAGE }),
    ),
  z.email({ error: INVALID_EMAIL_MESSAGE }),
);

/**
 * True for a path on this site (`/my-classes?tab=1`). Anything else — an absolute URL,
 * `//host` or `/\host` (browsers read both as another host) — would make the sign-in an
 * open redirect.
 */
export function isSafeReturnTo(value: string): boolean {
  return (
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\') &&
    // Control characters (a tab or newline inside `/\t/host`) are dropped by URL parsers.
    !hasControlCharacter(value)
  );
}

function hasControlCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** §2 `returnTo`: where the user goes after signing in. */
export const ReturnToSchema = z
  .string()
  .check(
    z.maxLength(RETURN_TO_MAX_LENGTH, { error: INVALID_RETURN_TO_MESSAGE }),
    z.refine(isSafeReturnTo, { error: INVALID_RETURN_TO_MESSAGE }),
  );

/** §2 `/signup?institution_name=…` and `/r/{referralCode}`: kept with a new account only (§5). */
export const SignUpDetailsSchema = z.object({
  referralCode: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(REFERRAL_CODE_MIN_LENGTH),
        z.maxLength(REFERRAL_CODE_MAX_LENGTH),
      ),
  ),
  institutionName: z.optional(
    z.string().check(z.trim(), z.minLength(1), z.maxLength(INSTITUTION_NAME_MAX_LENGTH)),
  ),
});
export type SignUpDetails = z.infer<typeof SignUpDetailsSchema>;

/**
 * `POST v1/i/signIn/clientOTL` body. Needs the §7 device id header.
 *
 * `idempotencyKey`: one random value per "send me a link" (a UUID). The §7 client retries
 * `i/` calls after a timeout; a retry with the same key (same device, same address) mails
 * nothing new and answers with a fresh poll token for the link already mailed.
 */
export const OtlRequestSchema = z.object({
  email: EmailAddressSchema,
  returnTo: z.optional(ReturnToSchema),
  signUp: z.optional(SignUpDetailsSchema),
  idempotencyKey: z.optional(z.string().check(z.minLength(16), z.maxLength(128))),
});
export type OtlRequestInput = z.input<typeof OtlRequestSchema>;

/**
 * `POST v1/i/signIn/clientOTL` answer. The same whether or not an account exists for the
 * address, so the call cannot be used to find out who has an account.
 */
export const OtlRequestResponseSchema = z.object({
  /** Secret for {@link OtlPollRequestSchema}; only the requesting device holds it. */
  pollToken: z.string(),
  /** When the emailed link stops working (ISO 8601). */
  expiresAt: z.iso.datetime(),
  pollIntervalMs: z.number().check(z.int(), z.positive()),
});
export type OtlRequestResponse = z.infer<typeof OtlRequestResponseSchema>;

/** `POST v1/i/signIn/clientOTL/poll` body. Sent from the device that asked for the link. */
export const OtlPollRequestSchema = z.object({
  pollToken: z.string().check(z.minLength(1), z.maxLength(SECRET_MAX_LENGTH)),
});
export type OtlPollRequest = z.infer<typeof OtlPollRequestSchema>;

/**
 * A completed sign-in: what §5 login needs (accessToken, userId, primaryEmailAddress) plus
 * whether the account was just created and where to go next. The access token only ever
 * travels in a response body like this one, never in a URL.
 */
export const SignInLoginSchema = z.object({
  accessToken: z.string().check(z.minLength(1)),
  userId: z.string().check(z.minLength(1)),
  primaryEmailAddress: z.string().check(z.minLength(1)),
  isNewUser: z.boolean(),
  returnTo: z.nullable(z.string()),
});
export type SignInLogin = z.infer<typeof SignInLoginSchema>;

/**
 * `POST v1/i/signIn/clientOTL/poll` answer: keep polling while `pending`; stop on `expired`
 * (ask for a new link) or `complete`. The login is handed out once: polling again after
 * `complete` is a 410 error with code `sign_in_already_completed`.
 */
export const OtlPollResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending') }),
  z.object({ status: z.literal('expired') }),
  z.object({ status: z.literal('complete'), login: SignInLoginSchema }),
]);
export type OtlPollResponse = z.infer<typeof OtlPollResponseSchema>;

/** `POST v1/i/signIn/clientOTL/open` body: the token from the emailed link's URL. */
export const OtlOpenRequestSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(SECRET_MAX_LENGTH)),
});
export type OtlOpenRequest = z.infer<typeof OtlOpenRequestSchema>;

/**
 * `POST v1/i/signIn/clientOTL/open` answer. The requesting device's poll completes now. When
 * the opening browser sent a device id header it is signed in too (`login`): it may be
 * another device than the one that asked (a phone's mail app), and it is the one the user is
 * looking at.
 */
export const OtlOpenResponseSchema = z.object({
  status: z.literal('opened'),
  email: z.string(),
  isNewUser: z.boolean(),
  login: z.optional(SignInLoginSchema),
});
export type OtlOpenResponse = z.infer<typeof OtlOpenResponseSchema>;
