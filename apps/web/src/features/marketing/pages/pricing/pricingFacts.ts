// The numbers the pricing page quotes, in one place, so the cards, the table and the answers
// say the same thing. All of them are spec constants from @motes/shared: there are no prices,
// because no plan can be bought in this build (registry: paid_plans, checkout).
import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
} from '@motes/shared';

/** What is free today, ready to pass to Fluent messages. */
export const FREE_TIER = {
  /** Free motes per rolling period of {@link FREE_TIER.periodDays} days (signed-in users). */
  motesPerPeriod: FREE_MOTES_PER_PERIOD,
  periodDays: FREE_MOTE_PERIOD_DAYS,
  /** §9: seconds per mote when signed in and not VIP, not paid and not in trial. */
  limitedSeconds: RECORDING_MAX_SECONDS_LIMITED,
  /** §9: seconds per mote otherwise, anonymous visitors included. */
  standardSeconds: RECORDING_MAX_SECONDS_STANDARD,
  standardMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
} as const;
