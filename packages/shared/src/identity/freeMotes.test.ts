import { describe, expect, it } from 'vitest';
import {
  FREE_MOTE_UNKNOWN,
  FREE_MOTES_PER_PERIOD,
  freeMotePeriodStart,
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

  it('starts a period on the first instant of the calendar month in UTC', () => {
    expect(freeMotePeriodStart(new Date('2025-03-31T23:59:59Z')).toISOString()).toBe(
      '2025-03-01T00:00:00.000Z',
    );
    expect(freeMotePeriodStart(new Date('2025-04-01T00:00:00Z')).toISOString()).toBe(
      '2025-04-01T00:00:00.000Z',
    );
  });
});
