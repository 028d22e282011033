// §9 Timing: the spec's numbers are used untouched unless a test scales them.
import { describe, expect, it } from 'vitest';
import { scaleMs } from './timing';

describe('timing scale', () => {
  it('§9 keeps spec values exactly by default', () => {
    expect(scaleMs(4000)).toBe(4000);
    expect(scaleMs(4000, {})).toBe(4000);
  });

  it('scales, rounds and never goes below 1 ms', () => {
    expect(scaleMs(4000, { scale: 0.025 })).toBe(100);
    expect(scaleMs(300, { scale: 0.025 })).toBe(8);
    expect(scaleMs(10, { scale: 0.001 })).toBe(1);
  });

  it('rejects a scale that is not a positive number', () => {
    for (const scale of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scaleMs(1, { scale })).toThrow(RangeError);
    }
  });
});
