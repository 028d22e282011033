// §2 cookie consent banner; §5 "valid for 365 days. After that, or if the stored value is
// unreadable, the banner shows again."
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../storage/memoryStorage';
import { createStorageWrapper } from '../storage/storageWrapper';
import {
  acceptCookieConsent,
  createCookieConsentRecord,
  shouldShowCookieConsent,
  shouldShowStoredCookieConsent,
} from './cookieConsent';

const DAY = 24 * 60 * 60 * 1000;
const acceptedAt = 1_750_000_000_000;

describe('§5 cookie consent', () => {
  it('§2 shows the banner until accepted', () => {
    expect(shouldShowCookieConsent(undefined, acceptedAt)).toBe(true);
    expect(shouldShowCookieConsent(createCookieConsentRecord(acceptedAt), acceptedAt)).toBe(false);
  });

  it('§5/§9 an acceptance is valid for 365 days, then the banner shows again', () => {
    const record = createCookieConsentRecord(acceptedAt);
    expect(shouldShowCookieConsent(record, acceptedAt + 365 * DAY - 1)).toBe(false);
    expect(shouldShowCookieConsent(record, acceptedAt + 365 * DAY)).toBe(true);
  });

  it.each(['yes', '{broken', { acceptedAt: 'yesterday' }, { acceptedAt: -1 }, null, 42])(
    '§5 an unreadable stored value (%j) shows the banner again',
    (stored) => {
      expect(shouldShowCookieConsent(stored, acceptedAt)).toBe(true);
    },
  );

  it('shows the banner for an acceptance dated in the future (clock changed)', () => {
    expect(shouldShowCookieConsent({ acceptedAt: acceptedAt + DAY }, acceptedAt)).toBe(true);
  });
});

describe('§5 cookie consent in storage', () => {
  it('§2/§5 hides the banner once accepted, shows it again after 365 days or when unreadable', () => {
    const backing = createMemoryStorage();
    const storage = createStorageWrapper(backing);
    expect(shouldShowStoredCookieConsent(storage, acceptedAt)).toBe(true);
    acceptCookieConsent(storage, acceptedAt);
    expect(shouldShowStoredCookieConsent(storage, acceptedAt + DAY)).toBe(false);
    expect(shouldShowStoredCookieConsent(storage, acceptedAt + 365 * DAY)).toBe(true);
    backing.setItem('motes-cookie-consent', '{not json');
    expect(shouldShowStoredCookieConsent(storage, acceptedAt + DAY)).toBe(true);
  });
});
