// Issue 6 item 1: the §9 maximum length as the recorder shows it: a countdown over the last
// seconds, then an automatic stop at the limit (see recordingLimits.ts for the limit itself).

/** The countdown shows over this many last seconds before the §9 limit. */
export const RECORDING_COUNTDOWN_SECONDS = 10;

/** Where a recording stands against its limit. */
export interface RecordingLimitState {
  /** Whole seconds left, rounded up (a clock showing 10 means 9.x s remain); 0 at the limit. */
  remainingSeconds: number;
  /** The number to show in the countdown (10 … 1), or undefined before the last seconds. */
  countdown: number | undefined;
  /** The limit is reached: the recording must stop now. */
  reached: boolean;
}

/**
 * Where a recording that has run `elapsedMs` (paused time excluded) stands against a limit of
 * `limitSeconds` (§9 `maxRecordingSeconds`).
 */
export function recordingLimitState(elapsedMs: number, limitSeconds: number): RecordingLimitState {
  const leftMs = Math.max(0, limitSeconds * 1000 - Math.max(0, elapsedMs));
  const remainingSeconds = Math.ceil(leftMs / 1000);
  const reached = leftMs === 0;
  return {
    remainingSeconds,
    countdown:
      !reached && remainingSeconds <= RECORDING_COUNTDOWN_SECONDS ? remainingSeconds : undefined,
    reached,
  };
}
