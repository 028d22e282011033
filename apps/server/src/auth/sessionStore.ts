import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { sessions, users } from '../db/schema/index.js';
import { hashSecret, newSecret } from './tokens.js';

/** §9: the access-token cookie lives 90 days; a session lives as long. */
export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;

export interface NewSession {
  userId: string;
  deviceId: string;
  clientType: string;
  userAgent?: string | undefined;
  method: 'otl' | 'oidc' | 'one-tap';
  /** A token derived by the caller (a sign-in link's one session); default: a new secret. */
  accessToken?: string;
}

/** Starts a session and returns its access token — the only time the token exists in clear. */
export async function createSession(
  db: Db,
  input: NewSession,
): Promise<{ accessToken: string; session: SessionRow }> {
  const accessToken = input.accessToken ?? newSecret();
  const [session] = await db
    .insert(sessions)
    .values({
      id: randomUUID(),
      tokenHash: hashSecret(accessToken),
      userId: input.userId,
      deviceId: input.deviceId,
      clientType: input.clientType,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      method: input.method,
      expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
    })
    .returning();
  if (!session) throw new Error('session insert returned nothing');
  return { accessToken, session };
}

/** The live session and user for an access token, or undefined (unknown, expired, revoked, deleted). */
export async function findSession(
  db: Db,
  accessToken: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecret(accessToken)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        isNull(users.deletedAt),
      ),
    );
  if (!row) return undefined;
  if (Date.now() - row.session.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(sessions.id, row.session.id));
  }
  return row;
}

/** Ends one session (sign out). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user on one device (§7 v1/i/deviceSignOut). Returns how many. */
export async function revokeDeviceSessions(
  db: Db,
  userId: string,
  deviceId: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), eq(sessions.deviceId, deviceId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Ends every session of a user except one ("sign out of other devices"). */
export async function revokeOtherSessions(
  db: Db,
  userId: string,
  keepSessionId: string,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** The user's live sessions, newest first (the account page's device list). */
export async function listSessions(db: Db, userId: string): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .orderBy(sql`${sessions.lastUsedAt} desc`);
}

/** Deletes sessions that ended more than a day ago (a daily job). */
export async function deleteEndedSessions(db: Db): Promise<number> {
  const cutoff = sql`now() - interval '1 day'`;
  const deleted = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, cutoff), lt(sessions.revokedAt, cutoff)))
    .returning({ id: sessions.id });
  return deleted.length;
}
