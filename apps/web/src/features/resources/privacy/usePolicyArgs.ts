import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  FREE_TRIAL_DAYS,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
  SIGN_IN_LINK_LIFETIME_MS,
  SIGN_IN_RATE_LIMITS,
} from '@motes/shared';
import type { MessageArgs } from '@motes/ui';
import { usePlanPrices } from '../../marketing/pages/pricing/usePlanPrices';
import { PRIVACY_EMAIL, SECURITY_EMAIL } from '../contactAddresses';

const MINUTE_MS = 60_000;

/**
 * The facts the policies quote, as Fluent variables: plan limits and prices (the same numbers
 * as /pricing), and the sign-in rules the server enforces. Every policy message gets them all;
 * a message uses the ones it names.
 */
export function usePolicyArgs(): MessageArgs {
  const prices = usePlanPrices();
  return {
    freeMotes: FREE_MOTES_PER_PERIOD,
    freeMotePeriodDays: FREE_MOTE_PERIOD_DAYS,
    freeMinutes: RECORDING_MAX_SECONDS_LIMITED / 60,
    paidMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
    trialDays: FREE_TRIAL_DAYS,
    monthly: prices.monthly,
    yearly: prices.yearly,
    linkMinutes: SIGN_IN_LINK_LIFETIME_MS / MINUTE_MS,
    linkRequests: SIGN_IN_RATE_LIMITS.linkRequestsPerEmail.limit,
    linkWindowMinutes: SIGN_IN_RATE_LIMITS.linkRequestsPerEmail.windowMs / MINUTE_MS,
    privacyEmail: PRIVACY_EMAIL,
    securityEmail: SECURITY_EMAIL,
  };
}
