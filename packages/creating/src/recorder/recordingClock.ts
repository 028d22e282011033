// Issue 6 item 1: the recorder's elapsed time, paused time excluded. Pure: every function
// takes the current time, so the tests (and Playwright's clock) decide what time it is.

/** A running or paused clock. */
export interface RecordingClock {
  /** Time recorded before the current run. */
  accumulatedMs: number;
  /** When the current run started (the `now` given), or undefined while paused. */
  runningSince: number | undefined;
}

export function startClock(now: number): RecordingClock {
  return { accumulatedMs: 0, runningSince: now };
}

/** Time recorded so far. */
export function elapsedMs(clock: RecordingClock, now: number): number {
  const running = clock.runningSince === undefined ? 0 : Math.max(0, now - clock.runningSince);
  return clock.accumulatedMs + running;
}

/** Stops the clock, keeping the time recorded; a paused clock is returned as it is. */
export function pauseClock(clock: RecordingClock, now: number): RecordingClock {
  if (clock.runningSince === undefined) return clock;
  return { accumulatedMs: elapsedMs(clock, now), runningSince: undefined };
}

/** Starts a paused clock again; a running clock is returned as it is. */
export function resumeClock(clock: RecordingClock, now: number): RecordingClock {
  if (clock.runningSince !== undefined) return clock;
  return { ...clock, runningSince: now };
}
