import { randomUUID } from 'node:crypto';
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { mailOutbox } from '../db/schema/index.js';
import type { MailMessage } from './mailMessage.js';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * 'stored': kept in the outbox only (no SMTP configured); 'queued': waiting for the SMTP job
 * (its last error is kept while retries remain); 'sent'; 'failed': every attempt failed.
 */
export type MailStatus = 'stored' | 'queued' | 'sent' | 'failed';

/** Adds a message to the outbox. `db` may be a transaction. */
export async function insertOutboxMessage(
  db: Db,
  message: MailMessage,
  status: Extract<MailStatus, 'stored' | 'queued'>,
): Promise<OutboxRow> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      id: randomUUID(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      status,
    })
    .returning();
  if (!row) throw new Error('outbox insert returned nothing');
  return row;
}

export async function getOutboxMessage(db: Db, id: string): Promise<OutboxRow | undefined> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  return row;
}

/** The newest messages first. */
export async function listOutboxMessages(db: Db, limit: number): Promise<OutboxRow[]> {
  return db
    .select()
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', error: null, sentAt: sql`now()` })
    .where(eq(mailOutbox.id, id));
}

/** Keeps the error; the message stays 'queued' while the job queue will try again. */
export async function recordMailFailure(
  db: Db,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: final ? 'failed' : 'queued', error: error.slice(0, 2000) })
    .where(eq(mailOutbox.id, id));
}

/**
 * Deletes messages older than the cut-off (a daily job): they hold addresses and, for a
 * while, working sign-in links, and nobody needs them after a few weeks.
 */
export async function deleteOldMail(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(lt(mailOutbox.createdAt, olderThan))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
