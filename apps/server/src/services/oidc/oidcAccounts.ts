import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessionStore.js';
import type { Db } from '../../db/database.js';
import { userIdentities, users } from '../../db/schema/index.js';
import { DeletedAccountError, findOrCreateUserByEmail, linkIdentity } from '../accounts.js';
import type { OidcIdentityClaims } from './oidcRelyingParty.js';

/** The provider does not vouch for the address, so it cannot name (or create) an account. */
export class EmailNotVerifiedError extends Error {
  override name = 'EmailNotVerifiedError';
}

export interface SignUpExtras {
  referralCode?: string | undefined;
  institutionName?: string | undefined;
}

/**
 * The account a provider identity signs in to:
 * 1. the account already linked to (issuer, sub) — the provider's stable id for the person;
 * 2. else the account of the email address, only when the provider says it verified it.
 *    Linking on an unverified address would let anyone who can type someone else's address
 *    at some provider take over that person's Motes account;
 * 3. else a new account (with the sign-up extras: referral, institution).
 * Cases 2 and 3 link (issuer, sub) to the account, so the next sign-in takes path 1 even if
 * the address changes at the provider.
 * @throws EmailNotVerifiedError, DeletedAccountError
 */
export async function resolveOidcAccount(
  db: Db,
  claims: OidcIdentityClaims,
  signUp: SignUpExtras | undefined,
): Promise<{ user: UserRow; isNewUser: boolean }> {
  const [linked] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(eq(userIdentities.provider, claims.issuer), eq(userIdentities.subject, claims.subject)),
    );
  if (linked) {
    if (linked.user.deletedAt) throw new DeletedAccountError('the linked account was deleted');
    await linkIdentity(db, linked.user.id, claims.issuer, claims.subject, claims.email ?? null);
    return { user: linked.user, isNewUser: false };
  }

  const email = claims.email;
  if (!email || !claims.emailVerified) {
    throw new EmailNotVerifiedError('the provider did not verify the email address');
  }
  return db.transaction(async (tx) => {
    const { user, created } = await findOrCreateUserByEmail(tx, {
      email,
      name: claims.name,
      givenName: claims.givenName,
      familyName: claims.familyName,
      avatarUrl: claims.picture,
      signUp,
    });
    await linkIdentity(tx, user.id, claims.issuer, claims.subject, email);
    return { user, isNewUser: created };
  });
}
