import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  DeviceSignOutSchema,
  type SessionListResponse,
  type SessionSummary,
  type SignOutResponse,
} from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { authorise } from '../../authorisation/authorise.js';
import { policy, publicAccess } from '../../authorisation/routeAccess.js';
import {
  listSessions,
  revokeDeviceSessions,
  revokeOtherSessions,
  revokeSession,
  type SessionRow,
} from '../../auth/sessionStore.js';
import { parseRequest } from '../../http/validation.js';
import type { IdentityDeps } from './identityRoutes.js';

/** Sign-out calls and the account page's device list. */
export function sessionRoutes(deps: IdentityDeps): FastifyPluginAsync {
  return async (app) => {
    /**
     * The §4 logout mutation: ends the session making the call. It never fails for auth
     * reasons: a caller without a live session is already signed out (0 sessions ended), and
     * a retried call must not turn a finished logout into an error.
     */
    const signOut = publicAccess('sign-out never fails: a caller without a session is signed out');
    app.post(
      namespacePath(API_ROUTES.identity.signOut),
      signOut,
      async (request): Promise<SignOutResponse> => {
        if (request.auth.kind !== 'user') return { endedSessions: 0 };
        await revokeSession(deps.db, request.auth.session.id);
        return { endedSessions: 1 };
      },
    );

    /**
     * §7 `v1/i/deviceSignOut` {deviceId?}: ends the caller's sessions on one device, by
     * default the device of the calling session. Only the caller's own sessions are touched:
     * another user's device id ends nothing.
     */
    app.post(
      namespacePath(API_ROUTES.identity.deviceSignOut),
      policy('session.endOwn'),
      async (request): Promise<SignOutResponse> => {
        const { user, session } = authorise(request.actor, 'session.endOwn');
        const { deviceId } = parseRequest(DeviceSignOutSchema, request.body ?? {});
        const endedSessions = await revokeDeviceSessions(
          deps.db,
          user.id,
          deviceId ?? session.deviceId,
        );
        return { endedSessions };
      },
    );

    /** The account page's "signed-in devices": live sessions, no token hashes. */
    app.get(
      namespacePath(API_ROUTES.identity.sessions),
      policy('session.list'),
      async (request): Promise<SessionListResponse> => {
        const { user, session } = authorise(request.actor, 'session.list');
        const rows = await listSessions(deps.db, user.id);
        return { sessions: rows.map((row) => summaryOf(row, session.id)) };
      },
    );

    /** "Sign out of other devices": ends every session but the calling one. */
    const revokeOthers = policy('session.endOwn');
    app.post(
      namespacePath(API_ROUTES.identity.revokeOtherSessions),
      revokeOthers,
      async (request): Promise<SignOutResponse> => {
        const { user, session } = authorise(request.actor, 'session.endOwn');
        return { endedSessions: await revokeOtherSessions(deps.db, user.id, session.id) };
      },
    );
  };
}

function summaryOf(row: SessionRow, currentSessionId: string): SessionSummary {
  return {
    id: row.id,
    deviceId: row.deviceId,
    clientType: row.clientType,
    userAgent: row.userAgent,
    method: row.method as SessionSummary['method'],
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isCurrent: row.id === currentSessionId,
  };
}
