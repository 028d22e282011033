// §3 "Stored referrer context: originalReferrer (string), originalEntryURL (URL), ts (positive
// integer)", §5 its validation, §4/§9 "Referrer context expires after 10 minutes".
import * as z from 'zod/mini';
import { REFERRER_CONTEXT_LIFETIME_MS } from './identityConstants';

/** §5: non-empty originalReferrer, a valid URL, a positive integer ts (epoch ms). */
export const ReferrerContextSchema = z.object({
  originalReferrer: z.string().check(z.minLength(1)),
  originalEntryURL: z.url(),
  ts: z.number().check(z.int(), z.positive()),
});
export type ReferrerContext = z.infer<typeof ReferrerContextSchema>;

/** §4: true once the context is more than 10 minutes old (or dated in the future by a clock change). */
export function isReferrerContextExpired(context: ReferrerContext, now: number): boolean {
  const age = now - context.ts;
  return age > REFERRER_CONTEXT_LIFETIME_MS || age < 0;
}

/** §5/§4: the stored value when it is valid and not expired, else undefined. */
export function readReferrerContext(stored: unknown, now: number): ReferrerContext | undefined {
  const parsed = ReferrerContextSchema.safeParse(stored);
  if (!parsed.success || isReferrerContextExpired(parsed.data, now)) return undefined;
  return parsed.data;
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).host;
  } catch {
    return undefined;
  }
}

/** True when `referrer` is a URL on another host than `pageUrl` (an outside visit). */
export function isExternalReferrer(referrer: string, pageUrl: string): boolean {
  const referrerHost = hostOf(referrer);
  return referrerHost !== undefined && referrerHost !== hostOf(pageUrl);
}

/**
 * A context for a visit that arrived from another site, or undefined when the referrer is
 * empty or the same site (moving around the site must not overwrite where the visitor came from).
 */
export function createReferrerContext(
  referrer: string,
  entryUrl: string,
  now: number,
): ReferrerContext | undefined {
  if (!isExternalReferrer(referrer, entryUrl)) return undefined;
  const parsed = ReferrerContextSchema.safeParse({
    originalReferrer: referrer,
    originalEntryURL: entryUrl,
    ts: Math.trunc(now),
  });
  return parsed.success ? parsed.data : undefined;
}
