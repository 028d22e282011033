import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_TYPE_HEADER, DEVICE_ID_HEADER, parseBearerToken } from '@motes/shared';
import type { Db } from '../db/database.js';
import { HttpError } from '../http/errors.js';
import { findSession, type SessionRow, type UserRow } from './sessionStore.js';

/**
 * Who is calling. `invalid` means a token was sent but names no live session (expired,
 * revoked, or its account deleted): protected routes answer 403 so the client signs out (§8).
 */
export type RequestAuth =
  | { kind: 'anonymous' }
  | { kind: 'invalid' }
  | { kind: 'user'; user: UserRow; session: SessionRow };

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth;
  }
}

/**
 * Reads the access token from the Authorization header only. The website also keeps the
 * token in a cookie (§4, §9), but the API never authenticates by cookie: a browser attaches
 * cookies to requests other sites trigger, headers it does not — so there is no CSRF to defend.
 * Tokens are never logged (Fastify's request log has no headers).
 */
export function installRequestAuth(app: FastifyInstance, db: Db): void {
  // Fastify forbids object defaults on decorators (they would be shared by every request).
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request) => {
    const token = parseBearerToken(request.headers.authorization);
    if (!token) {
      request.auth = { kind: 'anonymous' };
      return;
    }
    const found = await findSession(db, token);
    request.auth = found ? { kind: 'user', ...found } : { kind: 'invalid' };
  });
}

/** The caller's device id and client type from the §7 common headers (validated). */
export function clientOf(request: FastifyRequest): {
  deviceId: string;
  clientType: 'website' | 'extension';
} {
  const deviceId = request.headers[DEVICE_ID_HEADER];
  const clientType = request.headers[CLIENT_TYPE_HEADER];
  if (typeof deviceId !== 'string' || !/^[A-Za-z0-9._:-]{8,128}$/.test(deviceId)) {
    throw new HttpError(
      400,
      'device_id_required',
      `Send a device id in the ${DEVICE_ID_HEADER} header.`,
    );
  }
  return { deviceId, clientType: clientType === 'extension' ? 'extension' : 'website' };
}
