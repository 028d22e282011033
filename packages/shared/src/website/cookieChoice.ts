// §2 "A cookie consent banner is shown until accepted", §5/§9 valid 365 days. Besides Accept,
// the banner offers "Necessary only" (GDPR: refusing must be as easy as accepting); both are
// answers that hide the banner for 365 days, and the record says whether analytics may run.
import * as z from 'zod/mini';
import { CookieConsentRecordSchema, shouldShowCookieConsent } from '../identity/cookieConsent';
import { COOKIE_CONSENT_STORAGE_KEY } from '../identity/identityConstants';
import type { StorageWrapper } from '../storage/storageWrapper';

/**
 * The stored answer: the §5 consent record plus whether the visitor allowed analytics. A record
 * without the flag (an Accept stored by `acceptCookieConsent`) allows them.
 */
export const CookieChoiceRecordSchema = z.extend(CookieConsentRecordSchema, {
  analytics: z.optional(z.boolean()),
});
export type CookieChoiceRecord = z.infer<typeof CookieChoiceRecordSchema>;

/** The visitor's answer as it applies at a moment. */
export interface CookieChoice {
  /** False when the banner must show (§5: nothing stored, unreadable, or older than 365 days). */
  answered: boolean;
  /** Analytics and error monitoring may run: only after an Accept that is still valid. */
  analytics: boolean;
}

/** Reads a stored value (already JSON-parsed) at `now`, epoch ms. */
export function cookieChoiceOf(stored: unknown, now: number): CookieChoice {
  if (shouldShowCookieConsent(stored, now)) return { answered: false, analytics: false };
  const parsed = CookieChoiceRecordSchema.safeParse(stored);
  return { answered: true, analytics: parsed.success && parsed.data.analytics !== false };
}

/** The visitor's answer stored through the §5 storage wrapper. */
export function readCookieChoice(storage: StorageWrapper, now: number): CookieChoice {
  return cookieChoiceOf(storage.get(COOKIE_CONSENT_STORAGE_KEY), now);
}

/** Stores an answer given at `now`: Accept (`analytics` true) or Necessary only (false). */
export function storeCookieChoice(storage: StorageWrapper, analytics: boolean, now: number): void {
  const record: CookieChoiceRecord = { acceptedAt: Math.trunc(now), analytics };
  storage.set(COOKIE_CONSENT_STORAGE_KEY, record);
}
