import { describe, expect, it } from 'vitest';
import { formatClock, spellDuration } from './time';

describe('formatClock (§5 "Time display is mm:ss, with 00:00 for negatives")', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [65, '01:05'],
    [300, '05:00'],
    [599, '09:59'],
  ])('shows %s s as %s', (seconds, clock) => {
    expect(formatClock(seconds)).toBe(clock);
  });

  it('shows 00:00 for negatives (§5)', () => {
    expect(formatClock(-1)).toBe('00:00');
    expect(formatClock(-3600)).toBe('00:00');
  });

  it('cuts fractions and treats NaN and infinities as 0', () => {
    expect(formatClock(59.99)).toBe('00:59');
    expect(formatClock(Number.NaN)).toBe('00:00');
    expect(formatClock(Number.POSITIVE_INFINITY)).toBe('00:00');
  });

  it('lets minutes run past 59 instead of adding an hour field', () => {
    expect(formatClock(3600)).toBe('60:00');
    expect(formatClock(6000)).toBe('100:00');
  });
});

describe('spellDuration (§5 "A duration can also be spelled out in minutes and seconds")', () => {
  it.each([
    [65, '1 minute 5 seconds'],
    [61, '1 minute 1 second'],
    [125, '2 minutes 5 seconds'],
    [60, '1 minute'],
    [300, '5 minutes'],
    [1, '1 second'],
    [45, '45 seconds'],
    [0, '0 seconds'],
    [-10, '0 seconds'],
    [1.9, '1 second'],
  ])('spells %s s as "%s"', (seconds, words) => {
    expect(spellDuration(seconds)).toBe(words);
  });
});
