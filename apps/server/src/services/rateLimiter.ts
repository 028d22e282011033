import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SIGN_IN_ERROR_CODES, type RateLimitRule } from '@motes/shared';
import type { Db } from '../db/database.js';
import { rateLimits } from '../db/schema/index.js';
import { RateLimitedError } from '../domain/errors.js';

export interface RateLimitResult {
  allowed: boolean;
  /** Calls counted in the current window, this one included (capped at limit + 1). */
  count: number;
  /** Seconds until the current window ends (at least 1). */
  retryAfterSeconds: number;
}

type CountedRule = Pick<RateLimitRule, 'name' | 'limit' | 'windowMs'>;

/** The counter's row key: the rule's name and a hash of the subject (never the subject itself). */
export function rateLimitKey(ruleName: string, subject: string): string {
  return `${ruleName}:${createHash('sha256').update(subject).digest('hex').slice(0, 32)}`;
}

/**
 * Counts one call of `subject` (an email address, an IP) against `rule`. A window opens at a
 * subject's first call and lasts `windowMs`; the next call after it opens a new one.
 *
 * One atomic upsert, so concurrent calls on several server instances never lose a count, on
 * PGlite and PostgreSQL alike. Subjects are stored hashed: the table never holds an address.
 */
export async function hitRateLimit(
  db: Db,
  rule: CountedRule,
  subject: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const key = rateLimitKey(rule.name, subject);
  const windowOver = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - rule.windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // Both expressions read the row as it was before this update.
      set: {
        windowStart: sql`case when ${windowOver} then excluded.window_start else ${rateLimits.windowStart} end`,
        // Capped, so a flood cannot push the counter towards integer overflow.
        count: sql`case when ${windowOver} then 1 else least(${rateLimits.count} + 1, ${rule.limit + 1}) end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  if (!row) throw new Error('rate-limit upsert returned nothing');
  const windowEndsInMs = row.windowStart.getTime() + rule.windowMs - now.getTime();
  return {
    allowed: row.count <= rule.limit,
    count: row.count,
    retryAfterSeconds: Math.max(1, Math.ceil(windowEndsInMs / 1000)),
  };
}

/**
 * {@link hitRateLimit}, answering an exceeded limit with 429, the rule's message and a
 * Retry-After header (RFC 9110), which the §7 generic client honours for 429.
 */
export async function enforceRateLimit(
  db: Db,
  reply: FastifyReply,
  rule: RateLimitRule,
  subject: string,
): Promise<void> {
  const result = await hitRateLimit(db, rule, subject);
  if (result.allowed) return;
  // The error handler keeps headers set on the reply before the error.
  void reply.header('retry-after', String(result.retryAfterSeconds));
  throw new RateLimitedError(SIGN_IN_ERROR_CODES.rateLimited, rule.message, {
    retryAfterSeconds: result.retryAfterSeconds,
  });
}

/** Deletes counters whose window opened before `olderThan` (a daily job). Returns how many. */
export async function deleteStaleRateLimits(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, olderThan))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
