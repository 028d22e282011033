import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { loginCodes } from '../db/schema/index.js';
import { hashSecret, newSecret } from './tokens.js';

/**
 * A login code travels in a URL (the redirect to the web app), where browser history, proxies
 * and referrers may see it. So it lives one minute, works once, and is worth nothing without
 * the exchange call that turns it into an access token in a response body.
 */
export const LOGIN_CODE_LIFETIME_MS = 60 * 1000;

export interface LoginCodeGrant {
  userId: string;
  method: 'oidc';
  isNewUser: boolean;
  returnTo: string | undefined;
  invoker: 'extension' | undefined;
}

/** Issues a one-time login code for a user who just proved who they are. */
export async function issueLoginCode(db: Db, grant: LoginCodeGrant): Promise<string> {
  const code = newSecret();
  await db.delete(loginCodes).where(lt(loginCodes.expiresAt, sql`now()`));
  await db.insert(loginCodes).values({
    codeHash: hashSecret(code),
    userId: grant.userId,
    method: grant.method,
    isNewUser: grant.isNewUser,
    returnTo: grant.returnTo ?? null,
    invoker: grant.invoker ?? null,
    // The database's clock, the same one redeemLoginCode compares against.
    expiresAt: sql`now() + make_interval(secs => ${LOGIN_CODE_LIFETIME_MS / 1000})`,
  });
  return code;
}

/**
 * Redeems a code: deletes it and returns its grant, or undefined when it is unknown, used or
 * expired. One DELETE … RETURNING, so two concurrent redeems cannot both succeed.
 */
export async function redeemLoginCode(db: Db, code: string): Promise<LoginCodeGrant | undefined> {
  const [row] = await db
    .delete(loginCodes)
    .where(and(eq(loginCodes.codeHash, hashSecret(code)), gt(loginCodes.expiresAt, sql`now()`)))
    .returning();
  if (!row) return undefined;
  return {
    userId: row.userId,
    method: 'oidc',
    isNewUser: row.isNewUser,
    returnTo: row.returnTo ?? undefined,
    invoker: row.invoker === 'extension' ? 'extension' : undefined,
  };
}
