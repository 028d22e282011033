import { describe, expect, it } from 'vitest';
import { formatUsd, UNLIMITED_PRICE_USD } from './pricingFacts';

describe('formatUsd', () => {
  it('shows whole US dollars in the reader’s locale', () => {
    expect(formatUsd(UNLIMITED_PRICE_USD.monthly, 'en-US')).toBe('$9');
    expect(formatUsd(UNLIMITED_PRICE_USD.yearly, 'en-GB')).toBe('US$90');
  });

  it('keeps the yearly price at ten months of the monthly one ("two months free")', () => {
    expect(UNLIMITED_PRICE_USD.yearly).toBe(UNLIMITED_PRICE_USD.monthly * 10);
  });
});
