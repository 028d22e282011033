import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { jobs } from '../db/schema/index.js';
import {
  claimJobs,
  completeJob,
  deleteFinishedJobs,
  enqueueJob,
  failJob,
  getJob,
} from './jobQueue.js';

describe(`job queue (${TEST_DB_KIND})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('enqueues once per idempotency key', async () => {
    const first = await enqueueJob(database.db, 'mail', { to: 'a' }, { idempotencyKey: 'k1' });
    const again = await enqueueJob(database.db, 'mail', { to: 'a' }, { idempotencyKey: 'k1' });
    expect(first.created).toBe(true);
    expect(again).toEqual({ id: first.id, created: false });
  });

  it('never hands one job to two claimers', async () => {
    for (let i = 0; i < 6; i += 1) await enqueueJob(database.db, 'work', { i });
    const [a, b] = await Promise.all([
      claimJobs(database.db, ['work'], 4, 60_000),
      claimJobs(database.db, ['work'], 4, 60_000),
    ]);
    const ids = [...a, ...b].map((job) => job.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(6);
    expect([...a, ...b].every((job) => job.status === 'running' && job.attempts === 1)).toBe(true);
  });

  it('only claims due jobs of the asked types', async () => {
    await enqueueJob(database.db, 'later', {}, { runAt: new Date(Date.now() + 60_000) });
    await enqueueJob(database.db, 'other', {});
    expect(await claimJobs(database.db, ['later', 'work'], 5, 60_000)).toHaveLength(0);
  });

  it('retries a failed job after its backoff, then dead-letters it on the last attempt', async () => {
    const { id } = await enqueueJob(database.db, 'flaky', {}, { maxAttempts: 2 });
    const [first] = await claimJobs(database.db, ['flaky'], 1, 60_000);
    expect(await failJob(database.db, first!, 'try again', 0)).toBe('retry');
    expect((await getJob(database.db, id))?.status).toBe('queued');

    const [second] = await claimJobs(database.db, ['flaky'], 1, 60_000);
    expect(second?.attempts).toBe(2);
    expect(await failJob(database.db, second!, 'still broken', 0)).toBe('dead');
    const dead = await getJob(database.db, id);
    expect(dead).toMatchObject({ status: 'dead', lastError: 'still broken', attempts: 2 });
    expect(await claimJobs(database.db, ['flaky'], 1, 60_000)).toHaveLength(0);
  });

  it('waits out the backoff before a retry', async () => {
    await enqueueJob(database.db, 'flaky', {});
    const [job] = await claimJobs(database.db, ['flaky'], 1, 60_000);
    await failJob(database.db, job!, 'later', 60_000);
    expect(await claimJobs(database.db, ['flaky'], 1, 60_000)).toHaveLength(0);
  });

  it('gives an expired claim to another worker and ignores the first worker’s late result', async () => {
    const { id } = await enqueueJob(database.db, 'slow', {});
    const [stale] = await claimJobs(database.db, ['slow'], 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [taken] = await claimJobs(database.db, ['slow'], 1, 60_000);
    expect(taken?.id).toBe(id);
    expect(taken?.attempts).toBe(2);
    await completeJob(database.db, stale!, { from: 'stale' });
    expect((await getJob(database.db, id))?.status).toBe('running');
    await completeJob(database.db, taken!, { from: 'fresh' });
    expect(await getJob(database.db, id)).toMatchObject({
      status: 'succeeded',
      result: { from: 'fresh' },
    });
  });

  it('dead-letters a job whose worker keeps dying', async () => {
    const { id } = await enqueueJob(database.db, 'crashy', {}, { maxAttempts: 1 });
    await claimJobs(database.db, ['crashy'], 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await claimJobs(database.db, ['crashy'], 1, 60_000)).toHaveLength(0);
    expect((await getJob(database.db, id))?.status).toBe('dead');
  });

  it('sweeps finished jobs past retention only', async () => {
    await enqueueJob(database.db, 'x', {});
    const [job] = await claimJobs(database.db, ['x'], 1, 60_000);
    await completeJob(database.db, job!, null);
    expect(await deleteFinishedJobs(database.db, new Date(Date.now() - 60_000))).toBe(0);
    await database.db.update(jobs).set({ updatedAt: sql`now() - interval '8 days'` });
    expect(await deleteFinishedJobs(database.db, new Date(Date.now() - 60_000))).toBe(1);
  });
});
