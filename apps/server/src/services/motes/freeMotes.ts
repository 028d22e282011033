import { eq, sql } from 'drizzle-orm';
import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  runningFreeMotePeriod,
  type FreeMotePeriod,
} from '@motes/shared';
import type { Db } from '../../db/database.js';
import { users } from '../../db/schema/index.js';

/** How many free motes a rationed user gets, per how many days (FREE_MOTES_PER_PERIOD, …). */
export interface FreeMotePolicy {
  perPeriod: number;
  periodDays: number;
}

export const DEFAULT_FREE_MOTE_POLICY: FreeMotePolicy = {
  perPeriod: FREE_MOTES_PER_PERIOD,
  periodDays: FREE_MOTE_PERIOD_DAYS,
};

/** The free-mote columns of a users row. */
export interface FreeMoteColumns {
  freeMotesUsed: number;
  freeMotesMintedAt: Date | null;
}

/**
 * Free motes used in the period running at `now`, and that period (undefined when none is
 * running). A count stored for a period that is over reads as 0 (§3 free-mote counters): the
 * next free mote starts a new period, so no sweep is needed.
 */
export function freeMoteUsage(
  row: FreeMoteColumns,
  now: Date,
  policy: FreeMotePolicy = DEFAULT_FREE_MOTE_POLICY,
): { used: number; period: FreeMotePeriod | undefined } {
  const period = runningFreeMotePeriod(
    row.freeMotesMintedAt,
    laterOf(now, row.freeMotesMintedAt),
    policy.periodDays,
  );
  return { used: period ? row.freeMotesUsed : 0, period };
}

/**
 * Takes one free mote for a rationed user, atomically (two recordings finishing at once cannot
 * both take the last one). Starts a new rolling period when none is running. Returns whether
 * a mote was available, the count after the call and the period it counts in. Runs inside the
 * caller's transaction when given one, so a mote that is not made gives its free mote back.
 */
export async function takeFreeMote(
  db: Db,
  userId: string,
  now: Date = new Date(),
  policy: FreeMotePolicy = DEFAULT_FREE_MOTE_POLICY,
): Promise<{ taken: boolean; used: number; period: FreeMotePeriod | undefined }> {
  // ISO strings with a cast: both drivers (pg and PGlite) bind them the same way.
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const periodOpenedAfter = sql`${new Date(now.getTime() - policy.periodDays * 86_400_000).toISOString()}::timestamptz`;
  // A period that began after `now` is running too: a mote made at the same time whose
  // request started later took the first free mote of the period first. Treating it as over
  // would start the count again at 1 and hand out more than the limit.
  const inPeriod = sql`(${users.freeMotesMintedAt} is not null and ${users.freeMotesMintedAt} > ${periodOpenedAfter})`;
  const [row] = await db
    .update(users)
    .set({
      freeMotesUsed: sql`case when ${inPeriod} then ${users.freeMotesUsed} + 1 else 1 end`,
      freeMotesMintedAt: sql`case when ${inPeriod} then ${users.freeMotesMintedAt} else ${nowSql} end`,
    })
    .where(
      sql`${eq(users.id, userId)} and (not ${inPeriod} or ${users.freeMotesUsed} < ${policy.perPeriod})`,
    )
    .returning({ used: users.freeMotesUsed, mintedAt: users.freeMotesMintedAt });
  if (row) {
    return {
      taken: true,
      used: row.used,
      period: runningFreeMotePeriod(row.mintedAt, laterOf(now, row.mintedAt), policy.periodDays),
    };
  }
  const [current] = await db
    .select({ freeMotesUsed: users.freeMotesUsed, freeMotesMintedAt: users.freeMotesMintedAt })
    .from(users)
    .where(eq(users.id, userId));
  const usage = current ? freeMoteUsage(current, now, policy) : { used: 0, period: undefined };
  return { taken: false, ...usage };
}

/** `now`, or the start of a period that began after it (see {@link takeFreeMote}). */
function laterOf(now: Date, mintedAt: Date | null): Date {
  return mintedAt && mintedAt > now ? mintedAt : now;
}
