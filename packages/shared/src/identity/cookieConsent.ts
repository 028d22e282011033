// §2 "A cookie consent banner is shown until accepted." §5 "Cookie consent is valid for 365 days.
// After that, or if the stored value is unreadable, the banner shows again."
import * as z from 'zod/mini';
import type { StorageWrapper } from '../storage/storageWrapper';
import { COOKIE_CONSENT_STORAGE_KEY, COOKIE_CONSENT_VALIDITY_DAYS } from './identityConstants';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What is stored when the visitor accepts: the time of acceptance, epoch ms. */
export const CookieConsentRecordSchema = z.object({
  acceptedAt: z.number().check(z.int(), z.positive()),
});
export type CookieConsentRecord = z.infer<typeof CookieConsentRecordSchema>;

/** The record to store when the visitor accepts at `now`. */
export function createCookieConsentRecord(now: number): CookieConsentRecord {
  return { acceptedAt: Math.trunc(now) };
}

/**
 * §5: true when the banner must show: nothing stored, an unreadable value, an acceptance older
 * than 365 days, or one dated in the future (a wrong clock must not hide the banner for good).
 */
export function shouldShowCookieConsent(stored: unknown, now: number): boolean {
  const parsed = CookieConsentRecordSchema.safeParse(stored);
  if (!parsed.success) return true;
  const age = now - parsed.data.acceptedAt;
  return age < 0 || age >= COOKIE_CONSENT_VALIDITY_DAYS * DAY_MS;
}

/** §2/§5: whether the banner shows, reading the stored answer through the §5 wrapper. */
export function shouldShowStoredCookieConsent(storage: StorageWrapper, now: number): boolean {
  return shouldShowCookieConsent(storage.get(COOKIE_CONSENT_STORAGE_KEY), now);
}

/** §2: records that the visitor accepted at `now` (the banner then stays hidden 365 days). */
export function acceptCookieConsent(storage: StorageWrapper, now: number): void {
  storage.set(COOKIE_CONSENT_STORAGE_KEY, createCookieConsentRecord(now));
}
