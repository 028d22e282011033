import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  API_ROUTES,
  LOGIN_COMPLETE_PATH,
  OIDC_SIGN_IN_RATE_LIMITS,
  OidcStartQuerySchema,
  type OidcLoginErrorCode,
} from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { issueLoginCode } from '../../auth/loginCodes.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { Db } from '../../db/database.js';
import { DeletedAccountError } from '../../services/accounts.js';
import { EmailNotVerifiedError, resolveOidcAccount } from '../../services/oidc/oidcAccounts.js';
import { saveAttempt, takeAttempt } from '../../services/oidc/oidcAttempts.js';
import {
  OidcRejectedError,
  OidcRelyingParty,
  OidcUnavailableError,
} from '../../services/oidc/oidcRelyingParty.js';
import { hitRateLimit } from '../../services/rateLimiter.js';
import {
  clearedStateCookie,
  stateCookie,
  stateFromCookies,
} from '../../services/signIn/oidcStateCookie.js';

export interface OidcRouteDeps {
  db: Db;
  /** Undefined when no OIDC client is configured: both routes then say so. */
  relyingParty: OidcRelyingParty | undefined;
  /** Whether the site is served over https (the state cookie is then Secure). */
  secureCookies: boolean;
}

/** Where the browser goes back to in the web app when it cannot be signed in. */
interface FailureTarget {
  returnTo?: string | undefined;
  invoker?: 'extension' | undefined;
}

/**
 * `GET i/signIn/oidc/start` and `GET i/signIn/oidc/callback`: the authorization-code flow with
 * PKCE, state and nonce. Both are browser navigations, so every outcome is a redirect into the
 * web app — `/login/complete?code=` on success, `/login?error=` otherwise — never a JSON body.
 */
export function oidcRoutes(deps: OidcRouteDeps): FastifyPluginAsync {
  const { db, relyingParty, secureCookies } = deps;
  return async (app) => {
    const signIn = publicAccess('sign-in: the caller has no session yet');
    app.get(namespacePath(API_ROUTES.signIn.oidcStart), signIn, async (request, reply) => {
      noStore(reply);
      const query = OidcStartQuerySchema.parse(request.query ?? {});
      const target: FailureTarget = { returnTo: query.returnTo, invoker: query.invoker };
      if (!relyingParty) return redirectToLogin(reply, 'oidc_disabled', target);

      const limit = await hitRateLimit(db, OIDC_SIGN_IN_RATE_LIMITS.startsPerIp, request.ip);
      if (!limit.allowed) return redirectToLogin(reply, 'oidc_rate_limited', target);

      const secrets = OidcRelyingParty.newAttemptSecrets();
      let authorizationUrl: URL;
      try {
        authorizationUrl = await relyingParty.authorizationUrl(secrets);
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC provider unavailable at sign-in start');
        return redirectToLogin(reply, 'oidc_unavailable', target);
      }
      const signUp =
        query.referralCode || query.institutionName
          ? { referralCode: query.referralCode, institutionName: query.institutionName }
          : undefined;
      await saveAttempt(db, secrets, { returnTo: query.returnTo, invoker: query.invoker, signUp });
      void reply.header('set-cookie', stateCookie(secrets.state, secureCookies));
      return reply.redirect(authorizationUrl.href, 302);
    });

    app.get(namespacePath(API_ROUTES.signIn.oidcCallback), signIn, async (request, reply) => {
      noStore(reply);
      // The state is good for this one callback, whatever its outcome.
      void reply.header('set-cookie', clearedStateCookie(secureCookies));
      if (!relyingParty) return redirectToLogin(reply, 'oidc_disabled', {});

      const query = request.query as Record<string, unknown>;
      const state = typeof query.state === 'string' ? query.state : undefined;
      const browserState = stateFromCookies(request.headers.cookie);
      if (!state || state !== browserState) {
        request.log.warn('OIDC callback state does not match this browser');
        return redirectToLogin(reply, 'oidc_state', {});
      }
      const attempt = await takeAttempt(db, state);
      if (!attempt) return redirectToLogin(reply, 'oidc_state', {});
      const target: FailureTarget = { returnTo: attempt.returnTo, invoker: attempt.invoker };
      if (attempt.expired) return redirectToLogin(reply, 'oidc_expired', target);
      if (typeof query.error === 'string') {
        return redirectToLogin(
          reply,
          query.error === 'access_denied' ? 'oidc_denied' : 'oidc_failed',
          target,
        );
      }

      try {
        const claims = await relyingParty.redeemCallback(rawQuery(request), attempt);
        const { user, isNewUser } = await resolveOidcAccount(db, claims, attempt.signUp);
        const code = await issueLoginCode(db, {
          userId: user.id,
          method: 'oidc',
          isNewUser,
          returnTo: attempt.returnTo,
          invoker: attempt.invoker,
        });
        return reply.redirect(`${LOGIN_COMPLETE_PATH}?${new URLSearchParams({ code })}`, 302);
      } catch (error) {
        const code = callbackErrorCode(error);
        // Messages only: provider errors can quote claims, and claims hold email addresses.
        const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        if (code === 'oidc_failed' && !(error instanceof OidcRejectedError)) {
          request.log.error({ err: error }, 'OIDC callback failed');
        } else {
          request.log.warn({ oidcError: code, detail }, 'OIDC sign-in refused');
        }
        return redirectToLogin(reply, code, target);
      }
    });
  };
}

function callbackErrorCode(error: unknown): OidcLoginErrorCode {
  if (error instanceof OidcUnavailableError) return 'oidc_unavailable';
  if (error instanceof EmailNotVerifiedError) return 'oidc_email_unverified';
  if (error instanceof DeletedAccountError) return 'oidc_account_deleted';
  return 'oidc_failed';
}

/** The callback's query string exactly as the provider sent it (code, state, iss...). */
function rawQuery(request: FastifyRequest): string {
  const index = request.url.indexOf('?');
  return index < 0 ? '' : request.url.slice(index);
}

/** `/login?error=<code>`, keeping where the user was going (§2 /login accepts both). */
function redirectToLogin(reply: FastifyReply, error: OidcLoginErrorCode, target: FailureTarget) {
  const query = new URLSearchParams({ error });
  if (target.returnTo) query.set('returnTo', target.returnTo);
  if (target.invoker) query.set('invoker', target.invoker);
  return reply.redirect(`/login?${query}`, 302);
}

/**
 * These answers carry one-time values (the provider's code in our URL, our login code in the
 * redirect): no cache may keep them, and the next page must not see them as its referrer.
 */
function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
  void reply.header('referrer-policy', 'no-referrer');
}
