import { describe, expect, it } from 'vitest';
import { elapsedMs, pauseClock, resumeClock, startClock } from './recordingClock';

describe('the recording clock', () => {
  it('counts running time and leaves paused time out', () => {
    let clock = startClock(1_000);
    expect(elapsedMs(clock, 4_000)).toBe(3_000);
    clock = pauseClock(clock, 4_000);
    expect(elapsedMs(clock, 60_000)).toBe(3_000);
    clock = resumeClock(clock, 60_000);
    expect(elapsedMs(clock, 62_500)).toBe(5_500);
  });

  it('ignores a second pause or resume', () => {
    const paused = pauseClock(startClock(0), 2_000);
    expect(pauseClock(paused, 9_000)).toBe(paused);
    const running = resumeClock(paused, 3_000);
    expect(resumeClock(running, 8_000)).toBe(running);
    expect(elapsedMs(running, 4_000)).toBe(3_000);
  });

  it('never goes backwards when the clock reads earlier than the start', () => {
    expect(elapsedMs(startClock(5_000), 4_000)).toBe(0);
  });
});
