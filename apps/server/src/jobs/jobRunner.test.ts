import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from '../../test/tempDirs.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import type { DatabaseConfig } from '../config.js';
import { openDatabase, type Database } from '../db/database.js';
import { claimJobs, enqueueJob, getJob } from './jobQueue.js';
import { JobRunner, type JobHandler } from './jobRunner.js';

async function waitFor<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition not met; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe(`job runner (${TEST_DB_KIND})`, () => {
  const toClose: Array<{ close(): Promise<void> } | JobRunner> = [];
  afterEach(async () => {
    for (const item of toClose.reverse())
      await (item instanceof JobRunner ? item.stop() : item.close());
    toClose.length = 0;
  });

  async function database(): Promise<TestDatabase> {
    const db = await openTestDatabase();
    toClose.push(db);
    return db;
  }

  it('runs a job and stores its result', async () => {
    const { db } = await database();
    const runner = new JobRunner(
      db,
      { echo: async (job) => ({ echoed: job.payload }) },
      { idleDelayMs: 10 },
    );
    toClose.push(runner);
    runner.start();
    const { id } = await enqueueJob(db, 'echo', { word: 'hello' });
    const done = await waitFor(
      () => getJob(db, id),
      (job) => job?.status === 'succeeded',
    );
    expect(done?.result).toEqual({ echoed: { word: 'hello' } });
  });

  it('retries with backoff until the handler succeeds', async () => {
    const { db } = await database();
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      if (calls < 3) throw new Error(`failure ${calls}`);
      return 'ok';
    };
    const runner = new JobRunner(db, { flaky }, { idleDelayMs: 10, backoffMs: () => 10 });
    toClose.push(runner);
    runner.start();
    const { id } = await enqueueJob(db, 'flaky', {});
    const done = await waitFor(
      () => getJob(db, id),
      (job) => job?.status === 'succeeded',
    );
    expect(done).toMatchObject({ attempts: 3, result: 'ok', lastError: null });
  });

  it('dead-letters a job that always fails, keeping the last error', async () => {
    const { db } = await database();
    const runner = new JobRunner(
      db,
      { broken: async () => Promise.reject(new Error('no luck')) },
      {
        idleDelayMs: 10,
        backoffMs: () => 5,
      },
    );
    toClose.push(runner);
    runner.start();
    const { id } = await enqueueJob(db, 'broken', {}, { maxAttempts: 3 });
    const dead = await waitFor(
      () => getJob(db, id),
      (job) => job?.status === 'dead',
    );
    expect(dead).toMatchObject({ attempts: 3, lastError: 'no luck' });
  });

  it('keeps a long job claimed past its visibility timeout', async () => {
    const { db } = await database();
    const runner = new JobRunner(
      db,
      { long: () => new Promise((resolve) => setTimeout(() => resolve('finished'), 1200)) },
      { idleDelayMs: 10, visibilityMs: 400 },
    );
    toClose.push(runner);
    runner.start();
    const { id } = await enqueueJob(db, 'long', {});
    const done = await waitFor(
      () => getJob(db, id),
      (job) => job?.status === 'succeeded',
    );
    expect(done?.attempts).toBe(1);
  });

  it('finishes a job that was running when the process died, after a restart', async () => {
    let config: DatabaseConfig;
    let first: Database;
    if (TEST_DB_KIND === 'pglite') {
      config = {
        kind: 'pglite',
        dataDir: tempDir('jobs-restart'),
      };
      first = await openDatabase(config);
    } else {
      const testDb = await database();
      config = testDb.config;
      first = await openDatabase(config);
    }
    const { id } = await enqueueJob(first.db, 'resumable', { n: 1 });
    // A worker claims it and "dies": its claim simply runs out.
    await claimJobs(first.db, ['resumable'], 1, 50);
    await first.close();

    const second = await openDatabase(config);
    toClose.push(second);
    const runner = new JobRunner(
      second.db,
      { resumable: async () => 'resumed' },
      { idleDelayMs: 20 },
    );
    toClose.push(runner);
    runner.start();
    const done = await waitFor(
      () => getJob(second.db, id),
      (job) => job?.status === 'succeeded',
    );
    expect(done).toMatchObject({ attempts: 2, result: 'resumed' });
  });

  it('stop() waits for the running job and claims nothing more', async () => {
    const { db } = await database();
    let finished = 0;
    const runner = new JobRunner(
      db,
      { slow: () => new Promise((resolve) => setTimeout(() => resolve((finished += 1)), 150)) },
      { idleDelayMs: 10, concurrency: 1 },
    );
    runner.start();
    const a = await enqueueJob(db, 'slow', {});
    const b = await enqueueJob(db, 'slow', {}, { runAt: new Date(Date.now() + 5) });
    await waitFor(
      () => getJob(db, a.id),
      (job) => job?.status === 'running',
    );
    await runner.stop();
    expect(finished).toBe(1);
    expect((await getJob(db, a.id))?.status).toBe('succeeded');
    expect((await getJob(db, b.id))?.status).toBe('queued');
  });
});
