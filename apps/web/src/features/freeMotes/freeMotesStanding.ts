// Issue 6 item 8: what the interface says about the §3 free-mote counters.
import { FREE_MOTE_UNKNOWN, isFreeMoteQuotaExhausted, type IdentityStatus } from '@motes/shared';

/**
 * Where the signed-in user stands with free motes: `unknown` — rationing does not apply or a
 * count is -1 (§3: show nothing); `left` — some remain; `exhausted` — the §3 rule holds.
 * `resetsAt` is undefined while no period is running (the next mote starts one).
 */
export type FreeMotesStanding =
  | { kind: 'unknown' }
  | { kind: 'left'; available: number; total: number; resetsAt: Date | undefined }
  | { kind: 'exhausted'; total: number; resetsAt: Date | undefined };

/** Reads the §3 counters of `status` (undefined before a status is loaded). */
export function freeMotesStanding(status: IdentityStatus | undefined): FreeMotesStanding {
  if (!status?.auth.isLoggedIn) return { kind: 'unknown' };
  const { applyFreeMoteRationing, freeMotes, quotaResetsAt } = status.entitlements;
  const { totalFreeMotes: total, usedFreeMotes: used } = freeMotes;
  if (!applyFreeMoteRationing || total < 0 || used < 0) return { kind: 'unknown' };
  const resetsAt = quotaResetsAt === FREE_MOTE_UNKNOWN ? undefined : new Date(quotaResetsAt);
  if (isFreeMoteQuotaExhausted(status)) return { kind: 'exhausted', total, resetsAt };
  const available =
    freeMotes.availableFreeMotes >= 0 ? freeMotes.availableFreeMotes : Math.max(0, total - used);
  return { kind: 'left', available, total, resetsAt };
}
