import { count, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { deployment, jobs } from './schema/index.js';

describe(`database (${TEST_DB_KIND})`, () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('has every table of the schema after migrations', async () => {
    await database.db.insert(deployment).values({ id: 'd1' });
    const [row] = await database.db.select().from(deployment).where(eq(deployment.id, 'd1'));
    expect(row?.startCount).toBe(1);
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('rolls a failed transaction back whole', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(deployment).values({ id: 'kept-out' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const [row] = await database.db.select({ n: count() }).from(deployment);
    expect(row?.n).toBe(0);
  });

  // The measured PGlite pitfall: with one connection, a hand-sent BEGIN swallowed other
  // callers' writes into its rollback. Transactions through the API must not.
  it('keeps concurrent writes when another caller’s transaction rolls back', async () => {
    const rollingBack = database.db
      .transaction(async (tx) => {
        await tx.insert(jobs).values({ id: 'in-tx', type: 't' });
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('rollback');
      })
      .catch(() => undefined);
    const outside = Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        database.db.insert(jobs).values({ id: `outside-${i}`, type: 't' }),
      ),
    );
    await Promise.all([rollingBack, outside]);
    const rows = await database.db.select({ id: jobs.id }).from(jobs);
    expect(rows.map((r) => r.id).sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `outside-${i}`).sort(),
    );
  });

  it('answers ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
