// §3 referrer context and attribution parameters, captured when a visitor lands, kept for the
// §7 payloads: the referrer context for 10 minutes (§4/§9), the utm fields until replaced.
import type { Attribution, ReferrerContext, StorageWrapper } from '@motes/shared';
import {
  ATTRIBUTION_STORAGE_KEY,
  AttributionSchema,
  REFERRER_CONTEXT_STORAGE_KEY,
  captureAttribution,
  createReferrerContext,
  hasAttribution,
  readReferrerContext,
} from '@motes/shared';

/** The stored referrer context when valid (§5) and younger than 10 minutes (§4); an expired one is removed. */
export function readStoredReferrerContext(
  storage: StorageWrapper,
  now: number,
): ReferrerContext | undefined {
  const stored = storage.get(REFERRER_CONTEXT_STORAGE_KEY);
  if (stored === undefined) return undefined;
  const context = readReferrerContext(stored, now);
  if (!context) storage.remove(REFERRER_CONTEXT_STORAGE_KEY);
  return context;
}

/**
 * Records where this visit came from, unless a live context exists (the first outside referrer
 * of a visit is the one that counts; moving around the site must not replace it).
 */
export function rememberReferrerContext(
  storage: StorageWrapper,
  page: { referrer: string; href: string },
  now: number,
): ReferrerContext | undefined {
  const live = readStoredReferrerContext(storage, now);
  if (live) return live;
  const created = createReferrerContext(page.referrer, page.href, now);
  if (created) storage.set(REFERRER_CONTEXT_STORAGE_KEY, created);
  return created;
}

/** Stores the utm fields of `url` when it has any (a new campaign replaces the old one). */
export function rememberAttribution(storage: StorageWrapper, url: string): Attribution {
  const attribution = captureAttribution(url);
  if (hasAttribution(attribution)) storage.set(ATTRIBUTION_STORAGE_KEY, attribution);
  return attribution;
}

/** The stored utm fields, or `{}`. */
export function readStoredAttribution(storage: StorageWrapper): Attribution {
  return storage.get(ATTRIBUTION_STORAGE_KEY, AttributionSchema) ?? {};
}
