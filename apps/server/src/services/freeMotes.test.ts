import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { buildUser } from '../../test/factories.js';
import { freeMoteUsage, takeFreeMote } from './freeMotes.js';

describe(`free-mote counter (${TEST_DB_KIND})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const march = new Date('2025-03-15T10:00:00Z');
  const april = new Date('2025-04-02T10:00:00Z');

  it('counts up to the period limit, then refuses (§3 rationing)', async () => {
    const user = await buildUser(database.db);
    expect(await takeFreeMote(database.db, user.id, march, 2)).toEqual({ taken: true, used: 1 });
    expect(await takeFreeMote(database.db, user.id, march, 2)).toEqual({ taken: true, used: 2 });
    expect(await takeFreeMote(database.db, user.id, march, 2)).toEqual({ taken: false, used: 2 });
  });

  it('starts again at the next calendar month', async () => {
    const user = await buildUser(database.db);
    await takeFreeMote(database.db, user.id, march, 2);
    await takeFreeMote(database.db, user.id, march, 2);
    expect(await takeFreeMote(database.db, user.id, april, 2)).toEqual({ taken: true, used: 1 });
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.freeMotesMintedAt?.toISOString()).toBe('2025-04-01T00:00:00.000Z');
  });

  it('never hands out more than the limit to concurrent recordings', async () => {
    const user = await buildUser(database.db);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => takeFreeMote(database.db, user.id, march, 5)),
    );
    expect(results.filter((result) => result.taken)).toHaveLength(5);
  });

  it('reads a count from an earlier period as 0', () => {
    const stale = { freeMotesUsed: 7, freeMotesMintedAt: new Date('2025-03-01T00:00:00Z') };
    expect(freeMoteUsage(stale, april).used).toBe(0);
    expect(freeMoteUsage(stale, march).used).toBe(7);
    expect(freeMoteUsage({ freeMotesUsed: 0, freeMotesMintedAt: null }, march)).toEqual({
      used: 0,
      periodStart: new Date('2025-03-01T00:00:00Z'),
    });
  });
});
