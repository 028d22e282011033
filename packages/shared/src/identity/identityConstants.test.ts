// §9 identity constants.
import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS,
  COOKIE_CONSENT_VALIDITY_DAYS,
  EXPIRED_TOKEN_STORAGE_KEY,
  IDENTITY_CACHE_STORAGE_KEY,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_MIN_LENGTH,
  REFERRER_CONTEXT_LIFETIME_MS,
  SEASONAL_HOLIDAY_ENABLED_STORAGE_KEY,
  SEASONAL_HOLIDAY_FEATURES_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './identityConstants';

describe('§9 identity constants', () => {
  it('§9 referral code length 1 to 9, referrer context 10 minutes, cookie consent 365 days', () => {
    expect([REFERRAL_CODE_MIN_LENGTH, REFERRAL_CODE_MAX_LENGTH]).toEqual([1, 9]);
    expect(REFERRER_CONTEXT_LIFETIME_MS).toBe(600_000);
    expect(COOKIE_CONSENT_VALIDITY_DAYS).toBe(365);
  });

  it('§9 access-token cookie: 90 days, SameSite lax, with a path', () => {
    expect(ACCESS_TOKEN_COOKIE).toMatchObject({ maxAgeDays: 90, sameSite: 'Lax', path: '/' });
    expect(ACCESS_TOKEN_COOKIE_MAX_AGE_SECONDS).toBe(90 * 86_400);
  });

  it('§9 storage keys: the auth prefix, the seasonal keys and an expired-token key', () => {
    for (const key of [USER_STORAGE_KEY, IDENTITY_CACHE_STORAGE_KEY, EXPIRED_TOKEN_STORAGE_KEY]) {
      expect(key.startsWith('mote-auth-')).toBe(true);
    }
    expect(SEASONAL_HOLIDAY_ENABLED_STORAGE_KEY).toBe('seasonal-holiday-enabled');
    expect(SEASONAL_HOLIDAY_FEATURES_STORAGE_KEY).toBe('seasonal-holiday-features');
  });
});
