import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../../test/testDatabase.js';
import { buildUser } from '../../../test/factories.js';
import { freeMoteUsage, takeFreeMote } from './freeMotes.js';

describe(`free-mote counter (${TEST_DB_KIND})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  const march = new Date('2025-03-15T10:00:00Z');
  const policy = { perPeriod: 2, periodDays: 30 };
  const take = (userId: string, now: Date, perPeriod = 2) =>
    takeFreeMote(database.db, userId, now, { ...policy, perPeriod }).then(({ taken, used }) => ({
      taken,
      used,
    }));

  it('counts up to the period limit, then refuses (§3 rationing)', async () => {
    const user = await buildUser(database.db);
    expect(await take(user.id, march)).toEqual({ taken: true, used: 1 });
    expect(await take(user.id, march)).toEqual({ taken: true, used: 2 });
    expect(await take(user.id, march)).toEqual({ taken: false, used: 2 });
  });

  it('starts a new rolling period 30 days after the first free mote of the last one', async () => {
    const user = await buildUser(database.db);
    await take(user.id, march);
    await take(user.id, new Date('2025-03-20T10:00:00Z'));
    // 29 days later: still the same period, still exhausted.
    expect(await take(user.id, new Date('2025-04-13T10:00:00Z'))).toEqual({
      taken: false,
      used: 2,
    });
    const later = new Date('2025-04-14T10:00:00Z');
    const result = await takeFreeMote(database.db, user.id, later, policy);
    expect(result).toMatchObject({ taken: true, used: 1 });
    expect(result.period?.resetsAt.toISOString()).toBe('2025-05-14T10:00:00.000Z');
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.freeMotesMintedAt?.toISOString()).toBe(later.toISOString());
  });

  it('never hands out more than the limit to concurrent recordings', async () => {
    const user = await buildUser(database.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => take(user.id, march, 5)));
    expect(results.filter((result) => result.taken)).toHaveLength(5);
  });

  it('counts a mote that started its request before the period began in that period', async () => {
    // Two motes made at once: the one whose request started later may take the first free
    // mote (its speech was quicker), so the other one's `now` is before the period began.
    const user = await buildUser(database.db);
    expect(await take(user.id, new Date(march.getTime() + 3_000), 3)).toEqual({
      taken: true,
      used: 1,
    });
    const result = await takeFreeMote(database.db, user.id, march, { ...policy, perPeriod: 3 });
    expect(result).toMatchObject({ taken: true, used: 2 });
    expect(result.period?.resetsAt.toISOString()).toBe('2025-04-14T10:00:03.000Z');
    expect(await take(user.id, march, 3)).toEqual({ taken: true, used: 3 });
    expect(await take(user.id, march, 3)).toEqual({ taken: false, used: 3 });
  });

  it('reads a count from a period that is over as 0', () => {
    const stale = { freeMotesUsed: 7, freeMotesMintedAt: new Date('2025-03-01T00:00:00Z') };
    expect(freeMoteUsage(stale, new Date('2025-04-02T10:00:00Z')).used).toBe(0);
    expect(freeMoteUsage(stale, march).used).toBe(7);
    expect(freeMoteUsage({ freeMotesUsed: 0, freeMotesMintedAt: null }, march)).toEqual({
      used: 0,
      period: undefined,
    });
  });
});
