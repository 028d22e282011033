import type { FastifyRequest } from 'fastify';
import type { OidcSignInAnswer } from '@motes/shared';
import type { clientOf } from '../../auth/requestAuth.js';
import { createSession, type UserRow } from '../../auth/sessionStore.js';
import type { Db } from '../../db/database.js';
import { adoptDeviceMotes } from '../../services/motes/moteAdopter.js';

export interface CompletedSignIn {
  user: UserRow;
  isNewUser: boolean;
  returnTo: string | undefined;
  invoker: 'extension' | undefined;
  method: 'oidc' | 'one-tap';
}

/**
 * Starts a session on the calling device and returns the login answer. The access token
 * exists in clear only in this response body: never in a URL, a cookie set by us, or a log.
 */
export async function startSignedInSession(
  db: Db,
  request: FastifyRequest,
  client: ReturnType<typeof clientOf>,
  signIn: CompletedSignIn,
): Promise<OidcSignInAnswer> {
  const { accessToken } = await createSession(db, {
    userId: signIn.user.id,
    deviceId: client.deviceId,
    clientType: client.clientType,
    userAgent: request.headers['user-agent'],
    method: signIn.method,
  });
  // What this device made while signed out becomes the account's (issue 6 item 9).
  await adoptDeviceMotes(db, client.deviceId, signIn.user);
  return {
    accessToken,
    userId: signIn.user.id,
    primaryEmailAddress: signIn.user.primaryEmail,
    isNewUser: signIn.isNewUser,
    returnTo: signIn.returnTo ?? null,
    invoker: signIn.invoker ?? null,
  };
}
