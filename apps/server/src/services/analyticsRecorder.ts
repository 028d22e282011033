import { randomUUID } from 'node:crypto';
import { isAnonymousId } from '@motes/shared';
import type { EventMutationType } from '@motes/shared';
import type { RequestAuth } from '../auth/requestAuth.js';
import type { Db } from '../db/database.js';
import { analyticsEvents } from '../db/schema/index.js';
import {
  MINOR_EVENT_FIELDS,
  MINOR_IDENTIFY_FIELDS,
  MINOR_TRACK_FIELDS,
  isEventName,
  keepAllowedFields,
  type FieldAllowList,
} from './analyticsAllowList.js';

/** Keys never stored from any caller: secrets must not reach analytics. */
const SECRET_KEY = /token|secret|password|authorization|cookie/i;

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
 * - A caller who is or may be a child ({@link mayBeMinor}) gets the allow-list of
 *   `analyticsAllowList.ts`: only the listed fields are kept, and the event is stored with no
 *   user id, anonymous id or IP address (no tracking identifiers, DESIGN.md). It is counted,
 *   never tied to a person, so there is nothing of it to export or delete later.
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
  if (mayBeMinor(input)) {
    if (input.kind === 'track' && !(input.name && isEventName(input.name))) return false;
    await db.insert(analyticsEvents).values({
      id: randomUUID(),
      kind: input.kind,
      name: input.name,
      userId: null,
      anonymousId: null,
      ip: null,
      payload: keepAllowedFields(input.payload, minorAllowList(input)),
    });
    return true;
  }
  const payload = scrub(input.payload) as Record<string, unknown>;
  const claimedUserId = payload.userId;
  if (claimedUserId !== undefined && claimedUserId !== user?.id && !isAnonymousId(claimedUserId)) {
    delete payload.userId;
  }
  await db.insert(analyticsEvents).values({
    id: randomUUID(),
    kind: input.kind,
    name: input.name,
    userId: user?.id ?? null,
    anonymousId: null,
    ip: input.ip ?? null,
    payload,
  });
  return true;
}

/**
 * Whose events get the minors' allow-list: a signed-in minor (the account's own `isMinor`,
 * decided by the server), a caller whose payload says isMinor '1', and every caller who is not
 * signed in (anonymous, or a dead token). A visitor who has not signed in may be a pupil on a
 * school computer and nothing tells us otherwise, so they are treated as a child; an adult's
 * attribution (UTM fields, referrer) is stored from their identify call once they sign in.
 */
export function mayBeMinor(input: Pick<AnalyticsEventInput, 'auth' | 'payload'>): boolean {
  if (input.auth.kind !== 'user') return true;
  return input.auth.user.isMinor || input.payload.isMinor === '1';
}

function minorAllowList(input: AnalyticsEventInput): FieldAllowList {
  if (input.kind === 'identify') return MINOR_IDENTIFY_FIELDS;
  if (input.kind === 'track') return MINOR_TRACK_FIELDS;
  return MINOR_EVENT_FIELDS[input.payload.type as EventMutationType] ?? {};
}

/** §6: the allow-list rule for restricted events. */
export function isAllowListed(userId: string | undefined, allowlist: string): boolean {
  const first = userId?.charAt(0);
  return Boolean(first) && allowlist.includes(first!);
}

/** An adult's payload less anything that looks like a secret, at any depth. */
function scrub(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => scrub(item));
  if (!value || typeof value !== 'object') return value;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (SECRET_KEY.test(key)) continue;
    kept[key] = scrub(item);
  }
  return kept;
}
