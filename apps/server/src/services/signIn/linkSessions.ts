// A sign-in link starts at most one session per device (issue 14 item 7). The opening browser
// may retry `open` within SIGN_IN_LINK_REOPEN_MS (§7: a call that timed out may have been
// done), and the requesting device's poll may complete after the same browser opened the link:
// each must get the session the first answer started, not a new one.
//
// Tokens are stored only as hashes, so the first answer's token cannot be read back. Instead
// the token of a link's session on a device is derived: HMAC(server key, link id, device id).
// The same link and device always give the same token, so a repeat finds the live session by
// its hash and answers with it. The key never leaves the server (SIGNING_SECRET or the
// database's own secret), so knowing a link, even its token, gives no way to compute a session.
import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createSession, type NewSession } from '../../auth/sessionStore.js';
import { hashSecret } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { sessions } from '../../db/schema/index.js';
import { loadSigningKey } from '../motes/moteAudioLinks.js';

/** The `signing_secrets` row (and SIGNING_SECRET label) of link sessions' tokens. */
export const LINK_SESSIONS_PURPOSE = 'sign-in-link-sessions';

/** The key is read once, on first need; a failed read is tried again next time. */
export function linkSessionKeyOf(
  db: Db,
  configuredSecret: string | undefined,
): () => Promise<Buffer> {
  let loading: Promise<Buffer> | undefined;
  return () => {
    loading ??= loadSigningKey(db, configuredSecret, LINK_SESSIONS_PURPOSE).catch(
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/** The access token of `linkId`'s session on `deviceId`: 32 bytes, like a random token. */
export function linkSessionToken(key: Buffer, linkId: string, deviceId: string): string {
  return createHmac('sha256', key).update(`${linkId}\n${deviceId}`).digest('base64url');
}

/**
 * The link's session on the input's device: started now the first time, the same one after.
 * Undefined when that session was ended (signed out, revoked, expired): a used link does not
 * start it again.
 */
export async function sessionOfLink(
  db: Db,
  key: Buffer,
  linkId: string,
  input: Omit<NewSession, 'accessToken'>,
): Promise<{ accessToken: string; created: boolean } | undefined> {
  const accessToken = linkSessionToken(key, linkId, input.deviceId);
  const [existing] = await db
    .select({
      live: sql<boolean>`${sessions.revokedAt} is null and ${sessions.expiresAt} > now()`,
    })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSecret(accessToken)));
  if (existing) return existing.live ? { accessToken, created: false } : undefined;
  await createSession(db, { ...input, accessToken });
  return { accessToken, created: true };
}
