// Issue 3 deliverable 2: expired sign-in links and old rate-limit counters are swept daily.
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { mailOutbox, rateLimits, signInLinks } from '../db/schema/index.js';
import { DAILY_JOB_TYPES } from './dailyJobs.js';
import { JOB_TYPES, jobHandlers } from './handlers.js';
import type { JobRow } from './jobQueue.js';
import { hitRateLimit } from '../services/rateLimiter.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { createSignInLink } from '../services/signIn/otlLinks.js';
import { MAIL_RETENTION_MS } from './otlSweep.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe(`the daily sign-in sweep (${TEST_DB_KIND})`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('runs daily and deletes expired links, stale counters and old mail only', async () => {
    expect(DAILY_JOB_TYPES).toContain(JOB_TYPES.sweepSignIn);
    database = await openTestDatabase();
    const { db } = database;
    const link = (email: string) =>
      createSignInLink(db, {
        email,
        returnTo: undefined,
        signUp: undefined,
        deviceId: 'device-12345678',
        clientType: 'website',
        requestIp: '127.0.0.1',
      });
    await link('fresh@example.test');
    await link('stale@example.test');
    await db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.email, 'stale@example.test'));
    const rule = { name: 'sweep-test', limit: 5, windowMs: 60_000 };
    await hitRateLimit(db, rule, 'old', new Date(Date.now() - 2 * DAY_MS));
    await hitRateLimit(db, rule, 'new');
    await db.insert(mailOutbox).values([
      {
        id: 'old',
        to: 'a@example.test',
        subject: 's',
        text: 't',
        status: 'sent',
        createdAt: new Date(Date.now() - MAIL_RETENTION_MS - DAY_MS),
      },
      { id: 'new', to: 'a@example.test', subject: 's', text: 't', status: 'stored' },
    ]);

    const sweep = jobHandlers(db)[JOB_TYPES.sweepSignIn]!;
    const signal = new AbortController().signal;
    expect(await sweep({} as JobRow, { signal })).toEqual({ links: 1, rateLimits: 1, mail: 1 });
    expect((await db.select().from(signInLinks)).map((row) => row.email)).toEqual([
      'fresh@example.test',
    ]);
    expect(await db.select().from(rateLimits)).toHaveLength(1);
    expect((await db.select().from(mailOutbox)).map((row) => row.id)).toEqual(['new']);
  });
});
