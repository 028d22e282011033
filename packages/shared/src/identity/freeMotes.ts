// §3 free-mote counters and §9 "The number of free motes is rationed, and -1 means unknown".
import * as z from 'zod/mini';

/** §3/§9: a free-mote counter whose value is unknown (anonymous, or rationing does not apply). */
export const FREE_MOTE_UNKNOWN = -1;

/**
 * Free motes per rationing period. The spec does not give the number; market notes say the
 * free tier of products like this gives "about 20 recordings a month". A deployment may set
 * its own (`FREE_MOTES_PER_PERIOD`); this is the default the marketing pages quote.
 */
export const FREE_MOTES_PER_PERIOD = 20;

/**
 * Days in a rationing period (default; `FREE_MOTE_PERIOD_DAYS` on the server). A period is
 * rolling: it starts with the first free mote made when no period is running, and lasts this
 * many days (one rule for every user and time zone, and no calendar-month edge where a user
 * gets 40 motes in two days).
 */
export const FREE_MOTE_PERIOD_DAYS = 30;

/** A counter: a count (≥ 0) or {@link FREE_MOTE_UNKNOWN}. */
const CounterSchema = z.number().check(z.int(), z.gte(FREE_MOTE_UNKNOWN));

/** §3 entitlements.freeMotes. Epochs are milliseconds since 1970 (-1 when unknown). */
export const FreeMotesSchema = z.object({
  availableFreeMotes: CounterSchema,
  /** Start of the running rationing period (-1 when none is running: the next mote starts one). */
  freeMotesMintedEpoch: CounterSchema,
  totalFreeMotes: CounterSchema,
  usedFreeMotes: CounterSchema,
});
export type FreeMotes = z.infer<typeof FreeMotesSchema>;

/** Every counter unknown: the answer for anonymous callers and users without rationing. */
export function unknownFreeMotes(): FreeMotes {
  return {
    availableFreeMotes: FREE_MOTE_UNKNOWN,
    freeMotesMintedEpoch: FREE_MOTE_UNKNOWN,
    totalFreeMotes: FREE_MOTE_UNKNOWN,
    usedFreeMotes: FREE_MOTE_UNKNOWN,
  };
}

/** A running rationing period: when it began and when the next one can begin. */
export interface FreeMotePeriod {
  start: Date;
  resetsAt: Date;
}

/**
 * The rationing period running at `now`, which began at `mintedAt` (the first free mote of
 * the period) and lasts `periodDays`; undefined when none is running (never minted, or over):
 * the next free mote starts a new one.
 */
export function runningFreeMotePeriod(
  mintedAt: Date | null,
  now: Date,
  periodDays: number = FREE_MOTE_PERIOD_DAYS,
): FreeMotePeriod | undefined {
  if (!mintedAt) return undefined;
  const resetsAt = new Date(mintedAt.getTime() + periodDays * 24 * 60 * 60 * 1000);
  return now < resetsAt && mintedAt <= now ? { start: mintedAt, resetsAt } : undefined;
}

/** The part of an identity status {@link isFreeMoteQuotaExhausted} reads. */
export interface FreeMoteQuotaInput {
  entitlements: {
    applyFreeMoteRationing: boolean;
    freeMotes: Pick<FreeMotes, 'totalFreeMotes' | 'usedFreeMotes'>;
  };
}

/**
 * §3 derived rule: the quota is exhausted when rationing applies, both counts are known
 * (at least 0) and used is at least total.
 */
export function isFreeMoteQuotaExhausted(status: FreeMoteQuotaInput): boolean {
  const { applyFreeMoteRationing, freeMotes } = status.entitlements;
  const { totalFreeMotes: total, usedFreeMotes: used } = freeMotes;
  return applyFreeMoteRationing && total >= 0 && used >= 0 && used >= total;
}
