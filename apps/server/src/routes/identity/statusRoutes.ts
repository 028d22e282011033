import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { API_ROUTES, parseBearerToken, type IdentityStatus } from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { buildIdentityStatus } from '../../services/identityStatusBuilder.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { IdentityDeps } from './identityRoutes.js';

/**
 * `POST v1/i/status` (also GET, and without `v1/`): the §3 identity status for the caller.
 * Never 401/403: a missing or dead token gets the logged-out answer, from which the client
 * reconciles (§4: a logged-out answer while it holds a token forces its logout).
 */
export function statusRoutes(deps: IdentityDeps): FastifyPluginAsync {
  return async (app) => {
    const handler = async (request: FastifyRequest): Promise<IdentityStatus> => {
      const auth = request.auth;
      const accessToken = parseBearerToken(request.headers.authorization);
      const caller = auth.kind === 'user' && accessToken ? { ...auth, accessToken } : undefined;
      return buildIdentityStatus(caller, {
        acceptLanguage: request.headers['accept-language'],
        isStaff: request.actor.isStaff,
        now: new Date(),
        ...(deps.freeMotePolicy ? { freeMotePolicy: deps.freeMotePolicy } : {}),
      });
    };
    const open = publicAccess(
      '§3/§4: every caller learns its status; a dead token gets logged-out',
    );
    app.post(namespacePath(API_ROUTES.identity.status), open, handler);
    app.get(namespacePath(API_ROUTES.identity.getStatus), open, handler);
  };
}
