import { describe, expect, it } from 'vitest';
import { appliesFreeMoteRationing, isInTrial } from './trial';

describe('§4 trial', () => {
  it("counts productEnum 'unlimited' as trial unless VIP or paid", () => {
    expect(isInTrial({ productEnum: 'unlimited', isVIP: false, isPaid: false })).toBe(true);
    expect(isInTrial({ productEnum: 'unlimited', isVIP: true, isPaid: false })).toBe(false);
    expect(isInTrial({ productEnum: 'unlimited', isVIP: false, isPaid: true })).toBe(false);
    expect(isInTrial({ productEnum: 'free', isVIP: false, isPaid: false })).toBe(false);
    expect(isInTrial({ productEnum: undefined, isVIP: false, isPaid: false })).toBe(false);
  });
});

describe('§6 free-mote rationing', () => {
  const base = { isLoggedIn: true, isVIP: false, isPaid: false, isInFreeTrial: false };
  it('applies to signed-in users who are not VIP, not paid and not in trial', () => {
    expect(appliesFreeMoteRationing(base)).toBe(true);
    expect(appliesFreeMoteRationing({ ...base, isLoggedIn: false })).toBe(false);
    expect(appliesFreeMoteRationing({ ...base, isVIP: true })).toBe(false);
    expect(appliesFreeMoteRationing({ ...base, isPaid: true })).toBe(false);
    expect(appliesFreeMoteRationing({ ...base, isInFreeTrial: true })).toBe(false);
  });
});
