import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  isSafeReturnTo,
  OIDC_SIGN_IN_ERROR_CODES,
  OIDC_SIGN_IN_RATE_LIMITS,
  OidcSignInAnswerSchema,
  OneTapSignInRequestSchema,
  SIGN_IN_MESSAGES,
  type OidcSignInAnswer,
} from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { clientOf } from '../../auth/requestAuth.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { Db } from '../../db/database.js';
import {
  ConflictError,
  NotFoundError,
  UnauthenticatedError,
  UnavailableError,
} from '../../domain/errors.js';
import { refuseForeignPages } from '../../http/foreignPages.js';
import { parseRequest } from '../../http/validation.js';
import { DeletedAccountError } from '../../services/accounts.js';
import { EmailNotVerifiedError, resolveOidcAccount } from '../../services/oidc/oidcAccounts.js';
import {
  OidcUnavailableError,
  type OidcIdentityClaims,
  type OidcRelyingParty,
} from '../../services/oidc/oidcRelyingParty.js';
import { claimIdTokenOnce } from '../../services/oidc/usedIdTokens.js';
import { enforceRateLimit } from '../../services/rateLimiter.js';
import { startSignedInSession } from '../../services/signIn/signInAnswer.js';

export interface OneTapRouteDeps {
  db: Db;
  /** Undefined unless one-tap is enabled and an OIDC client is configured. */
  relyingParty: OidcRelyingParty | undefined;
  /** The site's origin: a page URL on it becomes the returnTo of the answer. */
  publicUrl: string;
}

/**
 * `POST i/signIn/oneTap` {credential, pageUrl} (§7: "the credential plus the current page
 * URL"): signs in with the ID token Google's one-tap gave the page. The token is verified
 * against the configured issuer's keys with our client id as audience, and accepted once.
 */
export function oneTapRoutes(deps: OneTapRouteDeps): FastifyPluginAsync {
  const { db, relyingParty, publicUrl } = deps;
  return async (app) => {
    // A credential another site's page holds must not become a session for it (issue 14).
    app.addHook('onRequest', refuseForeignPages([publicUrl]));
    const signIn = publicAccess('sign-in: the caller has no session yet');
    app.post(
      namespacePath(API_ROUTES.signIn.oneTap),
      signIn,
      async (request, reply): Promise<OidcSignInAnswer> => {
        if (!relyingParty) {
          throw new NotFoundError(
            OIDC_SIGN_IN_ERROR_CODES.oneTapDisabled,
            'One-tap sign-in is not available here.',
          );
        }
        const body = parseRequest(OneTapSignInRequestSchema, request.body);
        const client = clientOf(request);
        await enforceRateLimit(db, reply, OIDC_SIGN_IN_RATE_LIMITS.oneTapsPerIp, request.ip);

        const claims = await verifiedClaims(relyingParty, body.credential, db, request.log);
        const answer = await db.transaction(async (tx) => {
          const { user, isNewUser } = await resolveOrExplain(tx, claims);
          return startSignedInSession(tx, request, client, {
            user,
            isNewUser,
            returnTo: returnPathOf(body.pageUrl, publicUrl),
            invoker: undefined,
            method: 'one-tap',
          });
        });
        void reply.header('cache-control', 'no-store');
        return OidcSignInAnswerSchema.parse(answer);
      },
    );
  };
}

async function verifiedClaims(
  relyingParty: OidcRelyingParty,
  credential: string,
  db: Db,
  log: { warn: (object: object, message: string) => void },
): Promise<OidcIdentityClaims> {
  let verified;
  try {
    verified = await relyingParty.verifyIdToken(credential);
  } catch (error) {
    if (error instanceof OidcUnavailableError) {
      log.warn({ err: error }, 'OIDC provider keys unavailable for one-tap');
      throw new UnavailableError(
        OIDC_SIGN_IN_ERROR_CODES.providerUnavailable,
        'Cannot reach the sign-in provider right now. Please try again later.',
      );
    }
    // Only the reason is logged, never the credential (it is a bearer secret until it expires).
    log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'one-tap refused');
    throw invalidCredential();
  }
  if (!(await claimIdTokenOnce(db, credential, verified.expiresAt))) throw invalidCredential();
  return verified.claims;
}

async function resolveOrExplain(db: Db, claims: OidcIdentityClaims) {
  try {
    return await resolveOidcAccount(db, claims, undefined);
  } catch (error) {
    if (error instanceof EmailNotVerifiedError) {
      throw new UnauthenticatedError(
        OIDC_SIGN_IN_ERROR_CODES.emailUnverified,
        'Your Google account email address is not verified. Sign in with your email instead.',
      );
    }
    if (error instanceof DeletedAccountError) {
      throw new ConflictError(
        OIDC_SIGN_IN_ERROR_CODES.accountDeleted,
        SIGN_IN_MESSAGES.accountDeleted,
      );
    }
    throw error;
  }
}

/**
 * 401, never 403: a 403 tells the §8 client to force a sign-out, which makes no sense for
 * someone who is signing in.
 */
function invalidCredential(): UnauthenticatedError {
  return new UnauthenticatedError(
    OIDC_SIGN_IN_ERROR_CODES.credentialInvalid,
    'This sign-in could not be verified. Please try again.',
  );
}

/** The same-site path of the page one-tap ran on, to stay there after signing in. */
function returnPathOf(pageUrl: string, publicUrl: string): string | undefined {
  let url: URL;
  try {
    url = new URL(pageUrl);
  } catch {
    return undefined;
  }
  if (url.origin !== publicUrl) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return isSafeReturnTo(path) ? path : undefined;
}
