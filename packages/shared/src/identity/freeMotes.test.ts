import { describe, expect, it } from 'vitest';
import {
  FREE_MOTE_UNKNOWN,
  FREE_MOTES_PER_PERIOD,
  FREE_MOTE_PERIOD_DAYS,
  runningFreeMotePeriod,
  isFreeMoteQuotaExhausted,
  unknownFreeMotes,
} from './freeMotes';

const status = (
  applyFreeMoteRationing: boolean,
  totalFreeMotes: number,
  usedFreeMotes: number,
) => ({
  entitlements: { applyFreeMoteRationing, freeMotes: { totalFreeMotes, usedFreeMotes } },
});

describe('§3 free-mote counters', () => {
  it('uses -1 for unknown (§3, §9)', () => {
    expect(FREE_MOTE_UNKNOWN).toBe(-1);
    expect(Object.values(unknownFreeMotes())).toEqual([-1, -1, -1, -1]);
  });

  it('rations about 20 a month (market notes)', () => {
    expect(FREE_MOTES_PER_PERIOD).toBe(20);
  });

  it('is exhausted only when rationing applies, both counts are known and used >= total', () => {
    expect(isFreeMoteQuotaExhausted(status(true, 20, 20))).toBe(true);
    expect(isFreeMoteQuotaExhausted(status(true, 20, 25))).toBe(true);
    expect(isFreeMoteQuotaExhausted(status(true, 0, 0))).toBe(true);
    expect(isFreeMoteQuotaExhausted(status(true, 20, 19))).toBe(false);
    expect(isFreeMoteQuotaExhausted(status(false, 20, 20))).toBe(false);
    expect(isFreeMoteQuotaExhausted(status(true, -1, 5))).toBe(false);
    expect(isFreeMoteQuotaExhausted(status(true, 5, -1))).toBe(false);
    expect(isFreeMoteQuotaExhausted(status(true, -1, -1))).toBe(false);
  });

  it('runs a rolling period of 30 days from its first free mote', () => {
    const minted = new Date('2025-03-20T10:00:00Z');
    expect(FREE_MOTE_PERIOD_DAYS).toBe(30);
    expect(runningFreeMotePeriod(minted, new Date('2025-04-18T09:59:59Z'))).toEqual({
      start: minted,
      resetsAt: new Date('2025-04-19T10:00:00Z'),
    });
    // Over at exactly 30 days: the next mote starts a new period.
    expect(runningFreeMotePeriod(minted, new Date('2025-04-19T10:00:00Z'))).toBeUndefined();
    expect(runningFreeMotePeriod(null, new Date('2025-04-01T00:00:00Z'))).toBeUndefined();
    expect(runningFreeMotePeriod(minted, new Date('2025-03-25T00:00:00Z'), 7)?.resetsAt).toEqual(
      new Date('2025-03-27T10:00:00Z'),
    );
  });
});
