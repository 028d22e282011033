import { createTransport } from 'nodemailer';
import type { Db } from '../db/database.js';
import { enqueueJob, type JobRow } from '../jobs/jobQueue.js';
import type { ServerConfig } from '../config.js';
import type { MailMessage } from './mailMessage.js';
import {
  getOutboxMessage,
  insertOutboxMessage,
  markMailSent,
  recordMailFailure,
  type MailStatus,
} from './outbox.js';

/** The job that delivers one outbox message over SMTP. */
export const MAIL_JOB_TYPE = 'mail.send';
/** With the runner's 1 s doubling backoff, 8 attempts span about two minutes of SMTP trouble. */
const MAIL_MAX_ATTEMPTS = 8;

export interface Mailer {
  /** 'smtp' when SMTP_URL is set; 'outbox' keeps mail in the database only (/dev/outbox). */
  readonly delivery: 'outbox' | 'smtp';
  /**
   * Stores the message in the outbox and, with SMTP, queues a job that sends it (retried by
   * the job queue). Never talks to the SMTP server itself, so a request that sends mail is
   * as fast as a database write. `db` may be a transaction: the mail then exists only if the
   * transaction commits.
   */
  sendMail(db: Db, message: MailMessage): Promise<{ id: string; status: MailStatus }>;
  /** The {@link MAIL_JOB_TYPE} handler: sends the job's message and records the outcome. */
  deliver(db: Db, job: JobRow): Promise<unknown>;
  close(): void;
}

type MailConfig = ServerConfig['mail'];

/** The server's mailer, from MAIL_FROM and SMTP_URL. */
export function createMailer(config: MailConfig): Mailer {
  const transport = config.smtpUrl
    ? createTransport({
        url: config.smtpUrl,
        // nodemailer's defaults wait minutes; a job should fail fast and be retried instead.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : undefined;

  return {
    delivery: transport ? 'smtp' : 'outbox',

    async sendMail(db, message) {
      const row = await insertOutboxMessage(db, message, transport ? 'queued' : 'stored');
      if (transport) {
        await enqueueJob(
          db,
          MAIL_JOB_TYPE,
          { mailId: row.id },
          { maxAttempts: MAIL_MAX_ATTEMPTS, idempotencyKey: `${MAIL_JOB_TYPE}:${row.id}` },
        );
      }
      return { id: row.id, status: row.status as MailStatus };
    },

    async deliver(db, job) {
      const mailId = (job.payload as { mailId?: unknown }).mailId;
      const message = typeof mailId === 'string' ? await getOutboxMessage(db, mailId) : undefined;
      // Deleted by the retention sweep, or already sent by an earlier attempt.
      if (!message || message.status === 'sent') return { skipped: true };
      if (!transport) {
        await recordMailFailure(db, message.id, 'SMTP_URL is not set on this server', true);
        return { skipped: true };
      }
      try {
        const info = await transport.sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
        await markMailSent(db, message.id);
        return { messageId: info.messageId };
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        await recordMailFailure(db, message.id, text, job.attempts >= job.maxAttempts);
        throw error;
      }
    },

    close() {
      transport?.close();
    },
  };
}
