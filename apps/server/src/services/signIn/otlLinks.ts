import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import {
  SIGN_IN_LINK_LIFETIME_MS,
  SIGN_IN_LINK_REOPEN_MS,
  type SignUpDetails,
} from '@motes/shared';
import type { Db } from '../../db/database.js';
import { signInLinks, users } from '../../db/schema/index.js';
import { hashSecret, newSecret } from '../../auth/tokens.js';
import type { UserRow } from '../../auth/sessionStore.js';
import { findOrCreateUserByEmail, linkIdentity } from '../../services/accounts.js';

// The one-time link's life: 'pending' (mailed) → 'opened' (clicked; the account exists now)
// → 'consumed' (the requesting device's poll took its session). Every step is one
// conditional UPDATE, so two clicks or two polls racing each other cannot both win.

export type SignInLinkRow = typeof signInLinks.$inferSelect;

/** The email identity's provider name in user_identities (subject: the address). */
export const EMAIL_IDENTITY_PROVIDER = 'email';

export interface NewSignInLink {
  email: string;
  returnTo: string | undefined;
  signUp: SignUpDetails | undefined;
  deviceId: string;
  clientType: string;
  requestIp: string;
  idempotencyKey?: string | undefined;
}

/**
 * Creates a link; returns its two secrets, which exist in clear only in this answer.
 * Undefined when a link with the same device and idempotency key exists already (a retry
 * that raced the first request): {@link replaySignInLink} answers it.
 */
export async function createSignInLink(
  db: Db,
  input: NewSignInLink,
): Promise<{ linkToken: string; pollToken: string; expiresAt: Date } | undefined> {
  const linkToken = newSecret();
  const pollToken = newSecret();
  const expiresAt = new Date(Date.now() + SIGN_IN_LINK_LIFETIME_MS);
  const inserted = await db
    .insert(signInLinks)
    .values({
      id: randomUUID(),
      email: input.email,
      linkTokenHash: hashSecret(linkToken),
      pollTokenHash: hashSecret(pollToken),
      deviceId: input.deviceId,
      clientType: input.clientType,
      requestIp: input.requestIp,
      returnTo: input.returnTo ?? null,
      signUp: input.signUp ?? null,
      idempotencyKey: input.idempotencyKey ?? null,
      expiresAt,
    })
    .onConflictDoNothing({ target: [signInLinks.deviceId, signInLinks.idempotencyKey] })
    .returning({ id: signInLinks.id });
  return inserted.length > 0 ? { linkToken, pollToken, expiresAt } : undefined;
}

export type ReplayOutcome =
  { kind: 'replayed'; pollToken: string; expiresAt: Date } | { kind: 'none' | 'otherEmail' };

/**
 * A retried request (same device, same idempotency key): the link was mailed already, so
 * nothing is mailed again. The first answer may never have arrived, so the poll token is
 * replaced by a new one and returned; only a hash is stored, the old one cannot be re-sent.
 */
export async function replaySignInLink(
  db: Db,
  input: { deviceId: string; idempotencyKey: string; email: string },
): Promise<ReplayOutcome> {
  const [link] = await db
    .select({ id: signInLinks.id, email: signInLinks.email, expiresAt: signInLinks.expiresAt })
    .from(signInLinks)
    .where(
      and(
        eq(signInLinks.deviceId, input.deviceId),
        eq(signInLinks.idempotencyKey, input.idempotencyKey),
      ),
    );
  if (!link) return { kind: 'none' };
  if (link.email !== input.email) return { kind: 'otherEmail' };
  const pollToken = newSecret();
  await db
    .update(signInLinks)
    .set({ pollTokenHash: hashSecret(pollToken) })
    .where(eq(signInLinks.id, link.id));
  return { kind: 'replayed', pollToken, expiresAt: link.expiresAt };
}

export type OpenOutcome =
  | { kind: 'opened'; link: SignInLinkRow; user: UserRow; isNewUser: boolean }
  | { kind: 'unknown' | 'used' | 'expired' };

/**
 * Opens a link once: marks it opened and finds or creates the account of its address (the
 * click proves the address). Run it in a transaction: if the account cannot be had, the link
 * stays unopened.
 * @throws DeletedAccountError when the address belongs to a deleted account.
 */
export async function openSignInLink(
  db: Db,
  linkToken: string,
  openerDeviceId?: string,
): Promise<OpenOutcome> {
  const [link] = await db
    .update(signInLinks)
    .set({ status: 'opened', openedAt: sql`now()`, openedByDeviceId: openerDeviceId ?? null })
    .where(
      and(
        eq(signInLinks.linkTokenHash, hashSecret(linkToken)),
        eq(signInLinks.status, 'pending'),
        gt(signInLinks.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!link) {
    const reopened = openerDeviceId && (await reopenedBySameDevice(db, linkToken, openerDeviceId));
    return reopened || { kind: await whyNotOpenable(db, linkToken) };
  }

  const { user, created } = await findOrCreateUserByEmail(db, {
    email: link.email,
    signUp: (link.signUp ?? undefined) as SignUpDetails | undefined,
  });
  await linkIdentity(db, user.id, EMAIL_IDENTITY_PROVIDER, link.email, link.email);
  const [updated] = await db
    .update(signInLinks)
    .set({ userId: user.id, isNewUser: created })
    .where(eq(signInLinks.id, link.id))
    .returning();
  return { kind: 'opened', link: updated ?? link, user, isNewUser: created };
}

/**
 * A retry of the open by the browser that opened the link moments ago (§7 retries a call that
 * timed out, though the server may have done it): answered as the first time was.
 */
async function reopenedBySameDevice(
  db: Db,
  linkToken: string,
  deviceId: string,
): Promise<OpenOutcome | undefined> {
  const [row] = await db
    .select({ link: signInLinks, user: users })
    .from(signInLinks)
    .innerJoin(users, eq(users.id, signInLinks.userId))
    .where(
      and(
        eq(signInLinks.linkTokenHash, hashSecret(linkToken)),
        eq(signInLinks.openedByDeviceId, deviceId),
        gt(
          signInLinks.openedAt,
          sql`now() - ${`${SIGN_IN_LINK_REOPEN_MS} milliseconds`}::interval`,
        ),
      ),
    );
  if (!row) return undefined;
  return { kind: 'opened', link: row.link, user: row.user, isNewUser: row.link.isNewUser };
}

async function whyNotOpenable(db: Db, linkToken: string): Promise<'unknown' | 'used' | 'expired'> {
  const [link] = await db
    .select({ status: signInLinks.status })
    .from(signInLinks)
    .where(eq(signInLinks.linkTokenHash, hashSecret(linkToken)));
  if (!link) return 'unknown';
  // A used link says so even after its expiry: "used" is what the person needs to know.
  return link.status === 'pending' ? 'expired' : 'used';
}

export type PollOutcome =
  | { kind: 'complete'; link: SignInLinkRow; user: UserRow }
  | { kind: 'pending' | 'expired' | 'unknown' | 'wrongDevice' | 'consumed' };

/**
 * The requesting device's poll. When the link was opened (and has not expired), marks it
 * consumed and answers 'complete' exactly once; the caller creates the session in the same
 * transaction, so a failure leaves the link opened and the next poll tries again.
 */
export async function pollSignInLink(
  db: Db,
  pollToken: string,
  deviceId: string,
): Promise<PollOutcome> {
  const pollTokenHash = hashSecret(pollToken);
  const [link] = await db
    .update(signInLinks)
    .set({ status: 'consumed', consumedAt: sql`now()` })
    .where(
      and(
        eq(signInLinks.pollTokenHash, pollTokenHash),
        eq(signInLinks.status, 'opened'),
        eq(signInLinks.deviceId, deviceId),
        gt(signInLinks.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (link?.userId) {
    const [user] = await db.select().from(users).where(eq(users.id, link.userId));
    if (user && !user.deletedAt) return { kind: 'complete', link, user };
    return { kind: 'unknown' };
  }

  const [current] = await db
    .select({
      status: signInLinks.status,
      deviceId: signInLinks.deviceId,
      expired: sql<boolean>`${signInLinks.expiresAt} <= now()`,
    })
    .from(signInLinks)
    .where(eq(signInLinks.pollTokenHash, pollTokenHash));
  if (!current) return { kind: 'unknown' };
  if (current.deviceId !== deviceId) return { kind: 'wrongDevice' };
  if (current.status === 'consumed') return { kind: 'consumed' };
  return current.expired ? { kind: 'expired' } : { kind: 'pending' };
}

/**
 * Deletes links whose time ran out (a daily job). Their secrets are useless by then, and the
 * rows hold addresses and IPs that nobody needs.
 */
export async function deleteExpiredSignInLinks(db: Db): Promise<number> {
  const deleted = await db
    .delete(signInLinks)
    .where(lt(signInLinks.expiresAt, sql`now()`))
    .returning({ id: signInLinks.id });
  return deleted.length;
}
