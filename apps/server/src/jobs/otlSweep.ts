import type { Db } from '../db/database.js';
import { deleteOldMail } from '../mail/outbox.js';
import { deleteStaleRateLimits } from '../services/rateLimiter.js';
import { deleteExpiredSignInLinks } from '../services/signIn/otlLinks.js';

/** Rate-limit windows are at most 15 minutes; a day covers any rule with room to spare. */
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60 * 1000;
/** Sent mail is kept this long for support questions ("I never got the email"). */
export const MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** The daily sweep of sign-in leftovers: expired links, old rate-limit counters, old mail. */
export async function sweepSignInLeftovers(
  db: Db,
  now: Date = new Date(),
): Promise<{ links: number; rateLimits: number; mail: number }> {
  return {
    links: await deleteExpiredSignInLinks(db),
    rateLimits: await deleteStaleRateLimits(db, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)),
    mail: await deleteOldMail(db, new Date(now.getTime() - MAIL_RETENTION_MS)),
  };
}
