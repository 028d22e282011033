import { describe, expect, it } from 'vitest';
import { levelFromSamples, levelPercent } from './levelMeter';

describe('the level meter', () => {
  it('is empty for silence and full for a full-scale signal', () => {
    expect(levelFromSamples(new Float32Array(512))).toBe(0);
    expect(levelFromSamples([])).toBe(0);
    expect(levelFromSamples(new Float32Array(512).fill(1))).toBe(1);
  });

  it('reads loudness on a decibel scale from −60 dB', () => {
    // A square wave of amplitude 0.1 is −20 dBFS: two thirds of the way up.
    const square = Array.from({ length: 256 }, (_, index) => (index % 2 ? 0.1 : -0.1));
    expect(levelFromSamples(square)).toBeCloseTo(2 / 3, 5);
    // −80 dBFS is below the floor.
    expect(levelFromSamples(new Float32Array(64).fill(0.0001))).toBe(0);
  });

  it('moves its announced value in steps of 5 %', () => {
    expect(levelPercent(0.66)).toBe(65);
    expect(levelPercent(0.68)).toBe(70);
    expect(levelPercent(-1)).toBe(0);
    expect(levelPercent(2)).toBe(100);
  });
});
