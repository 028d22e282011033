import { randomUUID } from 'node:crypto';
import { isAnonymousId } from '@motes/shared';
import type { RequestAuth } from '../auth/requestAuth.js';
import type { Db } from '../db/database.js';
import { analyticsEvents } from '../db/schema/index.js';

/** Keys never stored from any caller: secrets must not reach analytics. */
const SECRET_KEY = /token|secret|password|authorization|cookie/i;
/**
 * Keys never stored for minors (§6 privacy, DESIGN.md): email, email domain, and any address
 * of where they came from or were (referrer, referrer URL, entry and containing URLs).
 */
const MINOR_KEY = /email|referr|url$|^ip$/i;

export interface AnalyticsEventInput {
  kind: 'identify' | 'track' | 'event';
  name: string | null;
  payload: Record<string, unknown>;
  /** The client marked the event as allowed only for allow-listed user ids (§6). */
  restricted: boolean;
  auth: RequestAuth;
  ip: string | undefined;
}

export interface AnalyticsPolicy {
  /** §6: first user-id characters whose restricted events are kept. */
  userIdPrefixAllowlist: string;
}

/**
 * Stores one analytics event, applying the privacy rules; returns whether it was kept.
 * - The user id comes from the access token, never from the body; a body `userId` survives
 *   only when it is the caller's own id or an anonymous id, so nobody can file events, or
 *   have them exported or deleted, under someone else's account.
 * - Minors (a signed-in minor, or a payload saying isMinor '1'): no email, email domain, IP
 *   or referrer/URL fields.
 * - §6: a restricted event is kept only for a signed-in user whose id starts with a character
 *   on the allow-list.
 */
export async function recordAnalyticsEvent(
  db: Db,
  input: AnalyticsEventInput,
  policy: AnalyticsPolicy,
): Promise<boolean> {
  const user = input.auth.kind === 'user' ? input.auth.user : undefined;
  if (input.restricted && !isAllowListed(user?.id, policy.userIdPrefixAllowlist)) return false;
  const isMinor = Boolean(user?.isMinor) || input.payload.isMinor === '1';
  const payload = scrub(input.payload, isMinor) as Record<string, unknown>;
  const claimedUserId = payload.userId;
  if (claimedUserId !== undefined && claimedUserId !== user?.id && !isAnonymousId(claimedUserId)) {
    delete payload.userId;
  }
  await db.insert(analyticsEvents).values({
    id: randomUUID(),
    kind: input.kind,
    name: input.name,
    userId: user?.id ?? null,
    anonymousId: !user && isAnonymousId(claimedUserId) ? claimedUserId : null,
    ip: isMinor ? null : (input.ip ?? null),
    payload,
  });
  return true;
}

/** §6: the allow-list rule for restricted events. */
export function isAllowListed(userId: string | undefined, allowlist: string): boolean {
  const first = userId?.charAt(0);
  return Boolean(first) && allowlist.includes(first!);
}

function scrub(value: unknown, isMinor: boolean): unknown {
  if (Array.isArray(value)) return value.map((item) => scrub(item, isMinor));
  if (!value || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key) || (isMinor && MINOR_KEY.test(key))) continue;
    kept[key] = scrub(item, isMinor);
  }
  return kept;
}
