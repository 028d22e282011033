import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  OIDC_SIGN_IN_ERROR_CODES,
  OIDC_SIGN_IN_RATE_LIMITS,
  OidcSignInAnswerSchema,
  SignInExchangeRequestSchema,
  type OidcSignInAnswer,
} from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { redeemLoginCode } from '../../auth/loginCodes.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import { clientOf } from '../../auth/requestAuth.js';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { refuseForeignPages } from '../../http/foreignPages.js';
import { parseRequest } from '../../http/validation.js';
import { enforceRateLimit } from '../../services/rateLimiter.js';
import { startSignedInSession } from '../../services/signIn/signInAnswer.js';

const INVALID_CODE_MESSAGE = 'This sign-in has expired or was already used. Please sign in again.';

/**
 * `POST i/signIn/exchange` {code}: the web page the OIDC callback redirected to trades its
 * one-time login code for a session on its device. The code is deleted in the same
 * transaction that creates the session, so it works once, and a failure burns nothing.
 */
export function loginCodeRoutes(deps: { db: Db; publicUrl: string }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    // The code's session is for this site's page, never another site's (issue 14).
    app.addHook('onRequest', refuseForeignPages([deps.publicUrl]));
    const signIn = publicAccess('sign-in: the caller has no session yet');
    app.post(
      namespacePath(API_ROUTES.signIn.exchange),
      signIn,
      async (request, reply): Promise<OidcSignInAnswer> => {
        const { code } = parseRequest(SignInExchangeRequestSchema, request.body);
        const client = clientOf(request);
        await enforceRateLimit(db, reply, OIDC_SIGN_IN_RATE_LIMITS.exchangesPerIp, request.ip);

        const answer = await db.transaction(async (tx) => {
          const grant = await redeemLoginCode(tx, code);
          const [user] = grant
            ? await tx
                .select()
                .from(users)
                .where(and(eq(users.id, grant.userId), isNull(users.deletedAt)))
            : [];
          if (!grant || !user) {
            throw new InvalidInputError(
              OIDC_SIGN_IN_ERROR_CODES.loginCodeInvalid,
              INVALID_CODE_MESSAGE,
            );
          }
          return startSignedInSession(tx, request, client, {
            user,
            isNewUser: grant.isNewUser,
            returnTo: grant.returnTo,
            invoker: grant.invoker,
            method: grant.method,
          });
        });
        void reply.header('cache-control', 'no-store');
        return OidcSignInAnswerSchema.parse(answer);
      },
    );
  };
}
