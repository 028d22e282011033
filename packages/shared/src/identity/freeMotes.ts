// §3 free-mote counters and §9 "The number of free motes is rationed, and -1 means unknown".
import * as z from 'zod/mini';

/** §3/§9: a free-mote counter whose value is unknown (anonymous, or rationing does not apply). */
export const FREE_MOTE_UNKNOWN = -1;

/**
 * Free motes per rationing period. The spec does not give the number; market notes say the
 * free tier of products like this gives "about 20 recordings a month".
 */
export const FREE_MOTES_PER_PERIOD = 20;

/** A counter: a count (≥ 0) or {@link FREE_MOTE_UNKNOWN}. */
const CounterSchema = z.number().check(z.int(), z.gte(FREE_MOTE_UNKNOWN));

/** §3 entitlements.freeMotes. Epochs are milliseconds since 1970 (-1 when unknown). */
export const FreeMotesSchema = z.object({
  availableFreeMotes: CounterSchema,
  /** Start of the current rationing period (a calendar month, UTC). */
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

/**
 * Start of the rationing period that contains `now`: the first instant of its calendar
 * month in UTC (one rule for every server instance, whatever its time zone).
 */
export function freeMotePeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
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
