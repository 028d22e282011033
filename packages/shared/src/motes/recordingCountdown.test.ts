import { describe, expect, it } from 'vitest';
import { RECORDING_COUNTDOWN_SECONDS, recordingLimitState } from './recordingCountdown';
import { RECORDING_MAX_SECONDS_LIMITED, maxRecordingSeconds } from './recordingLimits';

describe('the recorder against the §9 limit', () => {
  const limit = RECORDING_MAX_SECONDS_LIMITED;

  it('shows no countdown before the last 10 seconds', () => {
    expect(RECORDING_COUNTDOWN_SECONDS).toBe(10);
    expect(recordingLimitState(0, limit)).toEqual({
      remainingSeconds: 60,
      countdown: undefined,
      reached: false,
    });
    expect(recordingLimitState(49_999, limit).countdown).toBeUndefined();
  });

  it('counts down 10 … 1 over the last 10 seconds', () => {
    expect(recordingLimitState(50_000, limit).countdown).toBe(10);
    expect(recordingLimitState(50_001, limit).countdown).toBe(10);
    expect(recordingLimitState(55_500, limit).countdown).toBe(5);
    expect(recordingLimitState(59_999, limit).countdown).toBe(1);
  });

  it('is reached at the limit and stays reached past it', () => {
    expect(recordingLimitState(60_000, limit)).toEqual({
      remainingSeconds: 0,
      countdown: undefined,
      reached: true,
    });
    expect(recordingLimitState(61_234, limit).reached).toBe(true);
  });

  it('reads a negative time as the start', () => {
    expect(recordingLimitState(-5, limit)).toMatchObject({ remainingSeconds: 60, reached: false });
  });

  // §9: anonymous visitors get 300 s; the countdown starts at 290 s.
  it('works with the 300-second limit', () => {
    const standard = maxRecordingSeconds({
      isLoggedIn: false,
      isVip: false,
      isPaid: false,
      isInTrial: false,
    });
    expect(recordingLimitState(289_000, standard).countdown).toBeUndefined();
    expect(recordingLimitState(290_000, standard).countdown).toBe(10);
  });
});
