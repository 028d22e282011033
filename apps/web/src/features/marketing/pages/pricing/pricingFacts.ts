// The plans' numbers that are ours to set (content brief "Plans"): one place, so the pricing
// page, its table and its questions say the same thing. The free-tier limits come from the
// spec constants in @motes/shared.
import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  FREE_TRIAL_DAYS,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
} from '@motes/shared';

/** The Unlimited plan's prices in US dollars. Online checkout is not open yet. */
export const UNLIMITED_PRICE_USD = { monthly: 9, yearly: 90 } as const;

/** The free-tier numbers, ready to pass to Fluent messages. */
export const FREE_TIER = {
  /** Free motes per rolling period of {@link FREE_TIER.periodDays} days. */
  motesPerPeriod: FREE_MOTES_PER_PERIOD,
  periodDays: FREE_MOTE_PERIOD_DAYS,
  trialDays: FREE_TRIAL_DAYS,
  /** Longest recording on the Free plan, in whole minutes. */
  shortMinutes: RECORDING_MAX_SECONDS_LIMITED / 60,
  /** Longest recording on paid plans and during the trial, in whole minutes. */
  longMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
} as const;

/** `amount` US dollars in the reader's locale, without cents ("$9" in en-US, "US$9" in en-GB). */
export function formatUsd(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}
