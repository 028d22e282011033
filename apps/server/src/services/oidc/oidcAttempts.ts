import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { oidcStates } from '../../db/schema/index.js';
import type { AttemptSecrets } from './oidcRelyingParty.js';

/** How long a user may take at the provider (choosing an account, consenting). */
export const OIDC_ATTEMPT_LIFETIME_MS = 10 * 60 * 1000;
/** Expired attempts are kept this long, so a late callback is told "expired", not "unknown". */
const EXPIRED_ATTEMPT_GRACE_MS = 60 * 60 * 1000;

export interface AttemptContext {
  returnTo: string | undefined;
  invoker: 'extension' | undefined;
  signUp: { referralCode?: string | undefined; institutionName?: string | undefined } | undefined;
}

export interface TakenAttempt extends AttemptSecrets, AttemptContext {
  expired: boolean;
}

/** Stores a new attempt, and drops attempts long past their lifetime (the table stays small). */
export async function saveAttempt(
  db: Db,
  secrets: AttemptSecrets,
  context: AttemptContext,
): Promise<void> {
  await db
    .delete(oidcStates)
    .where(
      lt(
        oidcStates.expiresAt,
        sql`now() - make_interval(secs => ${EXPIRED_ATTEMPT_GRACE_MS / 1000})`,
      ),
    );
  await db.insert(oidcStates).values({
    state: secrets.state,
    nonce: secrets.nonce,
    codeVerifier: secrets.codeVerifier,
    returnTo: context.returnTo ?? null,
    invoker: context.invoker ?? null,
    signUp: context.signUp ?? null,
    // The database's clock, the same one takeAttempt compares against.
    expiresAt: sql`now() + make_interval(secs => ${OIDC_ATTEMPT_LIFETIME_MS / 1000})`,
  });
}

/**
 * Removes and returns the attempt of `state`. Deleting is what makes an attempt single-use: of
 * two callbacks with the same state (a replay, or a double-submitted redirect), one gets it,
 * on any number of server instances.
 */
export async function takeAttempt(db: Db, state: string): Promise<TakenAttempt | undefined> {
  const [row] = await db
    .delete(oidcStates)
    .where(eq(oidcStates.state, state))
    .returning({
      state: oidcStates.state,
      nonce: oidcStates.nonce,
      codeVerifier: oidcStates.codeVerifier,
      returnTo: oidcStates.returnTo,
      invoker: oidcStates.invoker,
      signUp: oidcStates.signUp,
      expired: sql<boolean>`${oidcStates.expiresAt} <= now()`,
    });
  if (!row) return undefined;
  return {
    state: row.state,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    returnTo: row.returnTo ?? undefined,
    invoker: row.invoker === 'extension' ? 'extension' : undefined,
    signUp: (row.signUp as AttemptContext['signUp']) ?? undefined,
    expired: row.expired,
  };
}
