// Issue 3 deliverable 2: mail goes through SMTP when SMTP_URL is set — tested against a real
// SMTP server process on 127.0.0.1 (the smtp-server package), with AUTH, through the job queue.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs, mailOutbox } from '../db/schema/index.js';
import type { JobRow } from '../jobs/jobQueue.js';
import { apiClient } from '../../test/factories.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../test/testServer.js';
import { latestLinkFor, openLinkOk, requestLink } from '../routes/signIn/otlTestSupport.js';
import { createMailer, MAIL_JOB_TYPE } from './mailer.js';
import { decodeQuotedPrintable, startSmtpSink, type SmtpSink } from './smtpSinkTestSupport.js';

const message = {
  to: 'reader@example.test',
  subject: 'Hello',
  text: 'Plain body',
  html: '<p>Hi</p>',
};

async function waitFor<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`mail over SMTP to a real SMTP server process (${TEST_DB_KIND})`, () => {
  let sink: SmtpSink | undefined;
  let server: TestServer | undefined;
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await server?.stop();
    await database?.close();
    await sink?.stop();
    server = database = sink = undefined;
  });

  it('delivers the sign-in email through SMTP and marks it sent', async () => {
    sink = await startSmtpSink('motes', 's3cret');
    server = await getTestServer({
      SMTP_URL: `smtp://motes:s3cret@127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Motes <signin@motes.test>',
      JOBS_ENABLED: 'true',
    });
    const device = apiClient(server);
    await requestLink(device, { email: 'Learner@Example.test' });

    const mail = await sink.nextMail();
    expect(mail.from).toBe('signin@motes.test');
    expect(mail.to).toEqual(['learner@example.test']);
    expect(mail.raw).toMatch(/^Subject: Your Motes sign-in link\r?$/m);
    expect(mail.raw).toMatch(/^To: learner@example\.test\r?$/m);
    expect(mail.raw).toMatch(/^Content-Type: multipart\/alternative/m);
    expect(mail.raw).toContain('Content-Type: text/html');

    // The mailed link is the outbox's link, and it signs in.
    const { url, token } = await latestLinkFor(server.url, 'learner@example.test');
    expect(decodeQuotedPrintable(mail.raw)).toContain(url.href);
    expect((await openLinkOk(apiClient(server), token)).email).toBe('learner@example.test');

    const sent = await waitFor(async () => {
      const [row] = await server!.database.db.select().from(mailOutbox);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.error).toBeNull();
  });

  it('keeps a refused message queued with its error for the retry, then marks it failed', async () => {
    sink = await startSmtpSink('motes', 's3cret');
    database = await openTestDatabase();
    const { db } = database;
    const mailer = createMailer({
      smtpUrl: `smtp://motes:wrong@127.0.0.1:${sink.port}`,
      from: 'Motes <signin@motes.test>',
    });
    try {
      const { id, status } = await mailer.sendMail(db, message);
      expect(status).toBe('queued');
      const [job] = await db.select().from(jobs).where(eq(jobs.type, MAIL_JOB_TYPE));
      expect(job?.payload).toEqual({ mailId: id });

      const attempt = (attempts: number) => ({ ...job!, attempts }) as JobRow;
      // A failing attempt throws, so the job queue schedules the next one.
      await expect(mailer.deliver(db, attempt(1))).rejects.toThrow(/Invalid/);
      expect((await db.select().from(mailOutbox))[0]).toMatchObject({
        status: 'queued',
        error: expect.stringMatching(/Invalid username or password/),
      });
      await expect(mailer.deliver(db, attempt(job!.maxAttempts))).rejects.toThrow();
      expect((await db.select().from(mailOutbox))[0]).toMatchObject({ status: 'failed' });
    } finally {
      mailer.close();
    }
  });

  it('without SMTP_URL, stores mail in the outbox only and queues no job', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const mailer = createMailer({ smtpUrl: undefined, from: 'Motes <signin@motes.test>' });
    expect(mailer.delivery).toBe('outbox');
    expect(await mailer.sendMail(db, message)).toMatchObject({ status: 'stored' });
    expect(await db.select().from(mailOutbox)).toMatchObject([{ ...message, status: 'stored' }]);
    expect(await db.select().from(jobs).where(eq(jobs.type, MAIL_JOB_TYPE))).toHaveLength(0);
  });
});
