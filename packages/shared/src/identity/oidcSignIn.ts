// The API contract of sign-in with Google / any OpenID Connect provider, and Google one-tap
// (§7: the one-tap call sends the credential plus the current page URL).
import * as z from 'zod/mini';
import { API_ROUTES } from '../api/apiRoutes';
import { ReturnToSchema, SignInLoginSchema, SignUpDetailsSchema } from './signIn';
import type { RateLimitRule } from './signInErrors';

/** Where the browser goes to start an OIDC sign-in (a navigation, not an API-client call). */
export const OIDC_START_PATH = `/api/${API_ROUTES.signIn.oidcStart.path}`;
/** The web page the OIDC callback sends the browser to, with `?code=<one-time login code>`. */
export const LOGIN_COMPLETE_PATH = '/login/complete';

/**
 * Why an OIDC sign-in failed: the callback redirects to `/login?error=<code>` and the web app
 * shows {@link oidcLoginErrorText} for it.
 */
export const OIDC_LOGIN_ERROR_CODES = [
  /** The user declined at the provider. */
  'oidc_denied',
  /** The callback's state is unknown, already used, or not this browser's. */
  'oidc_state',
  /** The attempt took longer than its lifetime. */
  'oidc_expired',
  /** The provider does not vouch for the email address, so no account can be matched. */
  'oidc_email_unverified',
  /** The provider did not answer. */
  'oidc_unavailable',
  /** The provider answered with something we could not accept (bad token, bad code...). */
  'oidc_failed',
  /** This deployment has no OIDC client configured. */
  'oidc_disabled',
  /** The account the provider's identity or email belongs to was deleted. */
  'oidc_account_deleted',
  /** Too many sign-in attempts from this network. */
  'oidc_rate_limited',
] as const;
export type OidcLoginErrorCode = (typeof OIDC_LOGIN_ERROR_CODES)[number];

/** `GET i/signIn/providers`: which ways to sign in this deployment offers. */
export const SignInProvidersResponseSchema = z.object({
  oidc: z.object({ enabled: z.boolean(), displayName: z.string() }),
  /** The web app loads Google's one-tap script only when enabled, with this client id. */
  oneTap: z.object({ enabled: z.boolean(), clientId: z.optional(z.string()) }),
  emailLink: z.object({ enabled: z.literal(true) }),
});
export type SignInProvidersResponse = z.infer<typeof SignInProvidersResponseSchema>;

/**
 * `GET i/signIn/oidc/start` query. Every field is optional and an invalid one is dropped
 * rather than refused, because a person, not a program, lands on this URL.
 */
export const OidcStartQuerySchema = z.object({
  /** A same-site path to come back to after signing in (anything else is ignored). */
  returnTo: z.catch(z.optional(ReturnToSchema), undefined),
  /** §2 `/login?invoker=extension`. */
  invoker: z.catch(z.optional(z.literal('extension')), undefined),
  /** §2 `/r/{referralCode}`: used only if the sign-in creates a new account (§5). */
  referralCode: z.catch(SignUpDetailsSchema.shape.referralCode, undefined),
  /** §2 `/signup?institution_name=`: used only if the sign-in creates a new account. */
  institutionName: z.catch(SignUpDetailsSchema.shape.institutionName, undefined),
});
export type OidcStartQuery = z.infer<typeof OidcStartQuerySchema>;

/** `POST i/signIn/exchange`: trade the one-time login code from the callback for a session. */
export const SignInExchangeRequestSchema = z.object({
  code: z.string().check(z.minLength(16), z.maxLength(256)),
});
export type SignInExchangeRequest = z.infer<typeof SignInExchangeRequestSchema>;

/** `POST i/signIn/oneTap`: the ID token Google's one-tap handed the page, and that page. */
export const OneTapSignInRequestSchema = z.object({
  credential: z.string().check(z.minLength(1), z.maxLength(16_384)),
  pageUrl: z.string().check(z.maxLength(4096)),
});
export type OneTapSignInRequest = z.infer<typeof OneTapSignInRequestSchema>;

/**
 * The answer of a completed OIDC or one-tap sign-in: the same login as every sign-in method
 * ({@link SignInLoginSchema}), plus the §2 invoker the attempt started with.
 */
export const OidcSignInAnswerSchema = z.extend(SignInLoginSchema, {
  invoker: z.nullable(z.literal('extension')),
});
export type OidcSignInAnswer = z.infer<typeof OidcSignInAnswerSchema>;

/** `error` codes of the JSON sign-in calls (exchange, one-tap) beyond the shared ones. */
export const OIDC_SIGN_IN_ERROR_CODES = {
  /** 400: the login code is unknown, used or expired. */
  loginCodeInvalid: 'login_code_invalid',
  /** 404: one-tap is not configured on this deployment. */
  oneTapDisabled: 'one_tap_disabled',
  /** 401: the one-tap credential is not a valid, unused ID token for this client. */
  credentialInvalid: 'credential_invalid',
  /** 401: the provider does not vouch for the email address. */
  emailUnverified: 'email_unverified',
  /** 409: the account was deleted. */
  accountDeleted: 'account_deleted',
  /** 503: the provider (its keys) could not be reached. */
  providerUnavailable: 'provider_unavailable',
} as const;

const FIFTEEN_MINUTES_MS = 15 * 60 * 1000;

/**
 * Per-IP limits of the OIDC sign-in calls. Generous, because a whole class signs in at once
 * from one school address; they stop floods, not people.
 */
export const OIDC_SIGN_IN_RATE_LIMITS = {
  startsPerIp: {
    name: 'oidc-start-ip',
    limit: 300,
    windowMs: FIFTEEN_MINUTES_MS,
    message:
      'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  },
  oneTapsPerIp: {
    name: 'one-tap-ip',
    limit: 300,
    windowMs: FIFTEEN_MINUTES_MS,
    message:
      'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  },
  exchangesPerIp: {
    name: 'login-code-ip',
    limit: 300,
    windowMs: FIFTEEN_MINUTES_MS,
    message:
      'Too many sign-in attempts from your network. Please wait a few minutes and try again.',
  },
} as const satisfies Record<string, RateLimitRule>;
