import { eq, sql } from 'drizzle-orm';
import { FREE_MOTES_PER_PERIOD, freeMotePeriodStart } from '@motes/shared';
import type { Db } from '../db/database.js';
import { users } from '../db/schema/index.js';

/** The free-mote columns of a users row. */
export interface FreeMoteColumns {
  freeMotesUsed: number;
  freeMotesMintedAt: Date | null;
}

/**
 * Free motes used in the period containing `now`, and that period's start. A count stored
 * for an earlier period is stale and reads as 0 (§3 free-mote counters; no monthly sweep).
 */
export function freeMoteUsage(
  row: FreeMoteColumns,
  now: Date,
): { used: number; periodStart: Date } {
  const periodStart = freeMotePeriodStart(now);
  const current = row.freeMotesMintedAt !== null && row.freeMotesMintedAt >= periodStart;
  return { used: current ? row.freeMotesUsed : 0, periodStart };
}

/**
 * Takes one free mote for a rationed user, atomically (two recordings finishing at once cannot
 * both take the last one). Starts a new period when the stored one is over. Returns whether a
 * mote was available and the count after the call. For the motes issue: call this only when
 * the status says rationing applies, when a recording is saved.
 */
export async function takeFreeMote(
  db: Db,
  userId: string,
  now: Date = new Date(),
  perPeriod: number = FREE_MOTES_PER_PERIOD,
): Promise<{ taken: boolean; used: number }> {
  // An ISO string with a cast: both drivers (pg and PGlite) bind it the same way.
  const periodStart = sql`${freeMotePeriodStart(now).toISOString()}::timestamptz`;
  const inPeriod = sql`(${users.freeMotesMintedAt} is not null and ${users.freeMotesMintedAt} >= ${periodStart})`;
  const [row] = await db
    .update(users)
    .set({
      freeMotesUsed: sql`case when ${inPeriod} then ${users.freeMotesUsed} + 1 else 1 end`,
      freeMotesMintedAt: sql`case when ${inPeriod} then ${users.freeMotesMintedAt} else ${periodStart} end`,
    })
    .where(
      sql`${eq(users.id, userId)} and (not ${inPeriod} or ${users.freeMotesUsed} < ${perPeriod})`,
    )
    .returning({ used: users.freeMotesUsed });
  if (row) return { taken: true, used: row.used };
  const [current] = await db
    .select({ freeMotesUsed: users.freeMotesUsed, freeMotesMintedAt: users.freeMotesMintedAt })
    .from(users)
    .where(eq(users.id, userId));
  return { taken: false, used: current ? freeMoteUsage(current, now).used : 0 };
}
