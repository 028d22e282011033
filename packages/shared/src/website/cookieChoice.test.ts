// §2 "A cookie consent banner is shown until accepted"; §5/§9 valid 365 days, shown again when
// expired or unreadable.
import { describe, expect, it } from 'vitest';
import { acceptCookieConsent } from '../identity/cookieConsent';
import { COOKIE_CONSENT_STORAGE_KEY } from '../identity/identityConstants';
import { createMemoryStorage } from '../storage/memoryStorage';
import { createStorageWrapper } from '../storage/storageWrapper';
import { cookieChoiceOf, readCookieChoice, storeCookieChoice } from './cookieChoice';

const DAY = 24 * 60 * 60 * 1000;
const now = 1_750_000_000_000;

describe('cookie choice', () => {
  it('§2 is unanswered (banner shows) until the visitor answers; analytics stay off', () => {
    expect(cookieChoiceOf(undefined, now)).toEqual({ answered: false, analytics: false });
  });

  it('stores Accept and Necessary only, both valid for 365 days (§9)', () => {
    const storage = createStorageWrapper(createMemoryStorage());
    storeCookieChoice(storage, true, now);
    expect(readCookieChoice(storage, now + 364 * DAY)).toEqual({ answered: true, analytics: true });
    expect(readCookieChoice(storage, now + 365 * DAY)).toEqual({
      answered: false,
      analytics: false,
    });
    storeCookieChoice(storage, false, now);
    expect(readCookieChoice(storage, now + DAY)).toEqual({ answered: true, analytics: false });
  });

  it('§5 treats an unreadable stored value as no answer', () => {
    expect(cookieChoiceOf('yes', now)).toEqual({ answered: false, analytics: false });
    expect(cookieChoiceOf({ acceptedAt: 'yesterday' }, now)).toEqual({
      answered: false,
      analytics: false,
    });
  });

  it('reads an Accept stored by the shared §5 helper as allowing analytics', () => {
    const storage = createStorageWrapper(createMemoryStorage());
    acceptCookieConsent(storage, now);
    expect(readCookieChoice(storage, now)).toEqual({ answered: true, analytics: true });
    expect(storage.get(COOKIE_CONSENT_STORAGE_KEY)).toEqual({ acceptedAt: now });
  });
});
