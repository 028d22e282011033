// §4 "Trial" and §6 rationing: which plan rules apply to a user.

/** §3: the productEnum of a trial plan. */
export const TRIAL_PRODUCT_ENUM = 'unlimited';
/** §9: "Free trial for read-aloud: described as 30 days". */
export const FREE_TRIAL_DAYS = 30;

export interface PlanFlags {
  productEnum: string | null | undefined;
  isVIP: boolean;
  isPaid: boolean;
}

/** §4/§3: productEnum 'unlimited' counts as trial unless the user is VIP or paid. */
export function isInTrial(flags: PlanFlags): boolean {
  return flags.productEnum === TRIAL_PRODUCT_ENUM && !flags.isVIP && !flags.isPaid;
}

/**
 * §6 "Free-mote rationing applies when applyFreeMoteRationing is set": we set it for a
 * signed-in user who is not VIP, not paid and not in a running free trial. Anonymous callers
 * are not rationed by count (their counters are unknown, §3).
 */
export function appliesFreeMoteRationing(input: {
  isLoggedIn: boolean;
  isVIP: boolean;
  isPaid: boolean;
  isInFreeTrial: boolean;
}): boolean {
  return input.isLoggedIn && !input.isVIP && !input.isPaid && !input.isInFreeTrial;
}
