// §5 "A status response needs auth.isLoggedIn" and §3/§4 "Identity is cached locally": parsing
// the `i/status` answer and the cached copy.
import type { IdentityStatus, StorageWrapper, UserRecord } from '@motes/shared';
import { IDENTITY_CACHE_STORAGE_KEY, IdentityStatusSchema } from '@motes/shared';

/** §5: the error for a status answer without auth.isLoggedIn. */
export const STATUS_NEEDS_IS_LOGGED_IN_MESSAGE = 'A status response needs auth.isLoggedIn';
/** The error for a status answer that has auth.isLoggedIn but breaks the §3 contract elsewhere. */
export const INVALID_STATUS_MESSAGE = 'The identity status response is not valid';

function hasIsLoggedIn(data: unknown): boolean {
  const auth = (data as { auth?: { isLoggedIn?: unknown } } | null)?.auth;
  return typeof auth?.isLoggedIn === 'boolean';
}

/**
 * Validates an `i/status` answer against the §3 contract.
 * @throws Error('A status response needs auth.isLoggedIn') when it lacks auth.isLoggedIn (§5).
 * @throws Error('The identity status response is not valid') for any other contract break;
 * `cause` holds the zod error.
 */
export function parseIdentityStatus(data: unknown): IdentityStatus {
  if (!hasIsLoggedIn(data)) throw new Error(STATUS_NEEDS_IS_LOGGED_IN_MESSAGE);
  const parsed = IdentityStatusSchema.safeParse(data);
  if (!parsed.success) throw new Error(INVALID_STATUS_MESSAGE, { cause: parsed.error });
  return parsed.data;
}

/**
 * The cached status when it still belongs to `user`: same signed-in state and same user id.
 * A cache from another session (a sign-out in a tab that crashed before clearing it) is ignored.
 */
export function readCachedStatus(
  storage: StorageWrapper,
  user: UserRecord,
): IdentityStatus | undefined {
  const cached = storage.get(IDENTITY_CACHE_STORAGE_KEY, IdentityStatusSchema);
  if (!cached) return undefined;
  const signedIn = Boolean(user.accessToken);
  if (cached.auth.isLoggedIn !== signedIn) return undefined;
  if (signedIn && cached.user?.userId !== user.userId) return undefined;
  return cached;
}

/** Saves the status without its access token: the token's one stored copy is the user record. */
export function writeCachedStatus(storage: StorageWrapper, status: IdentityStatus): void {
  storage.set(IDENTITY_CACHE_STORAGE_KEY, {
    ...status,
    auth: { ...status.auth, accessToken: null },
  });
}
