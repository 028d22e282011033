import { lt, sql } from 'drizzle-orm';
import { hashSecret } from '../../auth/tokens.js';
import type { Db } from '../../db/database.js';
import { usedIdTokens } from '../../db/schema/index.js';

/**
 * Marks an ID token as used. True the first time; false when it was used before, so a one-tap
 * credential captured from a page or a log cannot open a second session while it is still
 * valid. Rows are kept until the token expires, then swept on later calls.
 */
export async function claimIdTokenOnce(db: Db, idToken: string, expiresAt: Date): Promise<boolean> {
  await db.delete(usedIdTokens).where(lt(usedIdTokens.expiresAt, sql`now()`));
  const inserted = await db
    .insert(usedIdTokens)
    .values({ tokenHash: hashSecret(idToken), expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: usedIdTokens.tokenHash });
  return inserted.length === 1;
}
