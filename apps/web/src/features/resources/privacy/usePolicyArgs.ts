import {
  FREE_MOTE_PERIOD_DAYS,
  FREE_MOTES_PER_PERIOD,
  RECORDING_MAX_SECONDS_LIMITED,
  RECORDING_MAX_SECONDS_STANDARD,
  SIGN_IN_LINK_LIFETIME_MS,
  SIGN_IN_RATE_LIMITS,
} from '@motes/shared';
import type { MessageArgs } from '@motes/ui';
import { PRIVACY_EMAIL, SECURITY_EMAIL } from '../contactAddresses';

const MINUTE_MS = 60_000;

/**
 * The facts the policies quote, as Fluent variables: the free account's limits and the §9
 * recording limits (the same numbers as /pricing), and the sign-in rules the server enforces.
 * Every policy message gets them all; a message uses the ones it names.
 */
export function usePolicyArgs(): MessageArgs {
  return {
    freeMotes: FREE_MOTES_PER_PERIOD,
    freeMotePeriodDays: FREE_MOTE_PERIOD_DAYS,
    limitedSeconds: RECORDING_MAX_SECONDS_LIMITED,
    standardSeconds: RECORDING_MAX_SECONDS_STANDARD,
    standardMinutes: RECORDING_MAX_SECONDS_STANDARD / 60,
    linkMinutes: SIGN_IN_LINK_LIFETIME_MS / MINUTE_MS,
    linkRequests: SIGN_IN_RATE_LIMITS.linkRequestsPerEmail.limit,
    linkWindowMinutes: SIGN_IN_RATE_LIMITS.linkRequestsPerEmail.windowMs / MINUTE_MS,
    privacyEmail: PRIVACY_EMAIL,
    securityEmail: SECURITY_EMAIL,
  };
}
