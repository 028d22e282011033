// §9 "Recording and quota": how long one mote may be.

/** §9: the limit, in seconds, for signed-in users who are not VIP, not paid and not in trial. */
export const RECORDING_MAX_SECONDS_LIMITED = 60;

/** §9: the limit, in seconds (5 min), for everyone else, anonymous visitors included. */
export const RECORDING_MAX_SECONDS_STANDARD = 300;

/** Who is recording, as far as the §9 limit cares. */
export interface RecorderStanding {
  isLoggedIn: boolean;
  isVip: boolean;
  isPaid: boolean;
  isInTrial: boolean;
}

/**
 * §9: 60 s when logged in and not VIP, not paid and not in trial; 300 s otherwise, including
 * anonymous users. (The spec also describes 300 s as the anonymous/free figure; the rule
 * as written is followed.)
 */
export function maxRecordingSeconds(standing: RecorderStanding): number {
  const limited = standing.isLoggedIn && !standing.isVip && !standing.isPaid && !standing.isInTrial;
  return limited ? RECORDING_MAX_SECONDS_LIMITED : RECORDING_MAX_SECONDS_STANDARD;
}
