import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { normaliseEmailAddress } from '@motes/shared';
import type { Db } from '../db/database.js';
import { userIdentities, users } from '../db/schema/index.js';
import type { UserRow } from '../auth/sessionStore.js';

/** What a sign-in method knows about the person once their email address is verified. */
export interface VerifiedEmailProfile {
  email: string;
  name?: string | null | undefined;
  givenName?: string | null | undefined;
  familyName?: string | null | undefined;
  avatarUrl?: string | null | undefined;
  /** Kept only when the account is created now (§5: a referral is for new accounts only). */
  signUp?: { referralCode?: string | undefined; institutionName?: string | undefined } | undefined;
}

/** The address belongs to a deleted account; signing in must not bring it back silently. */
export class DeletedAccountError extends Error {
  override name = 'DeletedAccountError';
}

/**
 * The account of a verified email address, created when there is none. Used by every sign-in
 * method (one-time link, OIDC), so one person has one account whichever way they sign in.
 * Profile fields fill only what an existing account lacks: a name the user typed is never
 * overwritten by a provider's. `db` may be a transaction.
 * @throws DeletedAccountError when the address belongs to a deleted account.
 */
export async function findOrCreateUserByEmail(
  db: Db,
  profile: VerifiedEmailProfile,
): Promise<{ user: UserRow; created: boolean }> {
  const email = normaliseEmailAddress(profile.email);
  const existing = await findUserByEmail(db, email);
  if (existing) return { user: await fillBlanks(db, existing, profile), created: false };

  const [inserted] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      primaryEmail: email,
      name: profile.name ?? null,
      givenName: profile.givenName ?? null,
      familyName: profile.familyName ?? null,
      avatarUrl: profile.avatarUrl ?? null,
      referredByCode: profile.signUp?.referralCode ?? null,
      institutionName: profile.signUp?.institutionName ?? null,
      goals: initialGoals(profile),
    })
    // Two sign-ins for the same new address at once: the second finds the first's account.
    .onConflictDoNothing({ target: users.primaryEmail })
    .returning();
  if (inserted) return { user: inserted, created: true };
  const winner = await findUserByEmail(db, email);
  if (!winner) throw new Error(`account for ${email} vanished after an insert conflict`);
  return { user: winner, created: false };
}

/**
 * Records that `provider` (e.g. 'email' or an OIDC issuer) knows this user as `subject`, and
 * when it was last used. Linking an identity that belongs to another user is refused: the
 * caller decides what to do, nothing is moved between accounts silently.
 * @throws Error when (provider, subject) is linked to a different user.
 */
export async function linkIdentity(
  db: Db,
  userId: string,
  provider: string,
  subject: string,
  email: string | null,
): Promise<void> {
  const [row] = await db
    .insert(userIdentities)
    .values({ provider, subject, userId, email: email ? normaliseEmailAddress(email) : null })
    .onConflictDoUpdate({
      target: [userIdentities.provider, userIdentities.subject],
      set: { lastUsedAt: sql`now()`, email: sql`excluded.email` },
      // Only the owner's own row is touched; another user's row comes back empty.
      setWhere: eq(userIdentities.userId, userId),
    })
    .returning({ userId: userIdentities.userId });
  if (!row) throw new Error(`identity ${provider}/${subject} belongs to another user`);
}

async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.primaryEmail, email));
  if (row?.deletedAt) throw new DeletedAccountError(`the account of ${email} was deleted`);
  return row;
}

async function fillBlanks(db: Db, user: UserRow, profile: VerifiedEmailProfile): Promise<UserRow> {
  const blanks = {
    ...(!user.name && profile.name ? { name: profile.name } : {}),
    ...(!user.givenName && profile.givenName ? { givenName: profile.givenName } : {}),
    ...(!user.familyName && profile.familyName ? { familyName: profile.familyName } : {}),
    ...(!user.avatarUrl && profile.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
  };
  if (Object.keys(blanks).length === 0) return user;
  const [updated] = await db
    .update(users)
    .set({ ...blanks, updatedAt: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  return updated ?? user;
}

/**
 * §4 "Next required step": a new account goes through details (only when the sign-in method
 * gave no name, i.e. after an email login), then the survey, then the product onboarding.
 */
function initialGoals(profile: VerifiedEmailProfile): Record<string, 'required'> {
  return {
    ...(profile.name ? {} : { captureNameDetailsAfterEmailLogin: 'required' as const }),
    userOnboarding: 'required',
    productOnboarding: 'required',
  };
}
