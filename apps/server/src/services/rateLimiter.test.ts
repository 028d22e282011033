import { afterEach, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema/index.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { deleteStaleRateLimits, hitRateLimit } from './rateLimiter.js';

const rule = { name: 'test-rule', limit: 3, windowMs: 60_000 };
const at = (seconds: number) => new Date(Date.UTC(2030, 0, 1, 12, 0, seconds));

describe(`rate limiter: fixed windows in rate_limits (${TEST_DB_KIND})`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('allows `limit` calls per window, then refuses with the seconds left in the window', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const results = [];
    for (const second of [0, 10, 20, 30])
      results.push(await hitRateLimit(db, rule, 'a', at(second)));
    expect(results.map((result) => result.allowed)).toEqual([true, true, true, false]);
    expect(results[3]).toMatchObject({ count: 4, retryAfterSeconds: 30 });
    // Another subject has its own counter.
    expect(await hitRateLimit(db, rule, 'b', at(30))).toMatchObject({ allowed: true, count: 1 });
  });

  it('opens a new window once the old one is over', async () => {
    database = await openTestDatabase();
    const { db } = database;
    for (const second of [0, 1, 2, 3]) await hitRateLimit(db, rule, 'a', at(second));
    expect(await hitRateLimit(db, rule, 'a', at(60))).toMatchObject({
      allowed: true,
      count: 1,
      retryAfterSeconds: 60,
    });
  });

  it('counts every one of many concurrent calls exactly once (atomic upsert)', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const wide = { ...rule, limit: 100 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(db, wide, 'burst', at(5))),
    );
    expect(results.map((result) => result.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });

  it('caps the stored count, stores no subject in clear, and sweeps old windows', async () => {
    database = await openTestDatabase();
    const { db } = database;
    for (let call = 0; call < 10; call += 1) await hitRateLimit(db, rule, 'me@example.com', at(1));
    await hitRateLimit(db, rule, 'recent', at(59));
    const rows = await db.select().from(rateLimits);
    expect(rows.map((row) => row.count).sort()).toEqual([1, 4]);
    expect(rows.every((row) => !row.key.includes('example.com'))).toBe(true);

    expect(await deleteStaleRateLimits(db, at(30))).toBe(1);
    expect((await db.select().from(rateLimits)).map((row) => row.count)).toEqual([1]);
  });
});
