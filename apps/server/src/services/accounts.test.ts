// One account per verified address, whichever sign-in method proves it (issue 3: one-time
// link and OIDC share this). §5: a referral code is kept only when the account is created.
import { afterEach, describe, expect, it } from 'vitest';
import { userIdentities, users } from '../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { openTestDatabase, TEST_DB_KIND, type TestDatabase } from '../../test/testDatabase.js';
import { DeletedAccountError, findOrCreateUserByEmail, linkIdentity } from './accounts.js';

describe(`accounts: find or create by verified email (${TEST_DB_KIND})`, () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('creates an account once, with sign-up details and the §4 onboarding goals', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const first = await findOrCreateUserByEmail(db, {
      email: ' Ada@Example.TEST ',
      signUp: { referralCode: 'ABC', institutionName: 'Hilltop High' },
    });
    expect(first.created).toBe(true);
    expect(first.user).toMatchObject({
      primaryEmail: 'ada@example.test',
      referredByCode: 'ABC',
      institutionName: 'Hilltop High',
      goals: {
        captureNameDetailsAfterEmailLogin: 'required',
        userOnboarding: 'required',
        productOnboarding: 'required',
      },
    });
    const again = await findOrCreateUserByEmail(db, {
      email: 'ada@example.test',
      signUp: { referralCode: 'XYZ' },
    });
    expect(again).toMatchObject({
      created: false,
      user: { id: first.user.id, referredByCode: 'ABC' },
    });
  });

  it('creates one account when two sign-ins for a new address race', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const results = await Promise.all(
      [1, 2, 3].map(() => findOrCreateUserByEmail(db, { email: 'race@example.test' })),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(new Set(results.map((result) => result.user.id)).size).toBe(1);
    expect(await db.select().from(users)).toHaveLength(1);
  });

  it("fills in a provider's profile only where the account has nothing", async () => {
    database = await openTestDatabase();
    const { db } = database;
    const user = await buildUser(db, {
      primaryEmail: 'kim@example.test',
      name: 'Kim',
      avatarUrl: null,
    });
    const { user: updated } = await findOrCreateUserByEmail(db, {
      email: 'kim@example.test',
      name: 'Kimberly From Google',
      givenName: 'Kimberly',
      avatarUrl: 'https://images.example/kim.png',
    });
    expect(updated).toMatchObject({
      id: user.id,
      name: 'Kim',
      givenName: 'Kimberly',
      avatarUrl: 'https://images.example/kim.png',
    });
  });

  it('refuses to bring back a deleted account', async () => {
    database = await openTestDatabase();
    const { db } = database;
    await buildUser(db, { primaryEmail: 'gone@example.test', deletedAt: new Date() });
    await expect(
      findOrCreateUserByEmail(db, { email: 'gone@example.test' }),
    ).rejects.toBeInstanceOf(DeletedAccountError);
  });

  it('links an identity to its user, refreshes it, and never moves it to another user', async () => {
    database = await openTestDatabase();
    const { db } = database;
    const owner = await buildUser(db);
    const other = await buildUser(db);
    await linkIdentity(db, owner.id, 'https://issuer.test', 'sub-1', 'Owner@Example.test');
    await linkIdentity(db, owner.id, 'https://issuer.test', 'sub-1', 'owner@example.test');
    await expect(
      linkIdentity(db, other.id, 'https://issuer.test', 'sub-1', 'other@example.test'),
    ).rejects.toThrow(/another user/);
    expect(await db.select().from(userIdentities)).toMatchObject([
      {
        userId: owner.id,
        provider: 'https://issuer.test',
        subject: 'sub-1',
        email: 'owner@example.test',
      },
    ]);
  });
});
