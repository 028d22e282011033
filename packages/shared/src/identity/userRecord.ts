// §3 "User / session record", kept in browser storage under the `{product}-auth-` prefix through
// the §5 storage wrapper, and §4 "Session": anonymous (generated id, empty token) → logged in
// → logged out, keeping the anonymous id and the last user id.
import * as z from 'zod/mini';
import type { ClientType } from '../api/headers';
import type { StorageWrapper } from '../storage/storageWrapper';
import { createAnonymousId } from './anonymousId';
import { USER_STORAGE_KEY } from './identityConstants';
import type { StatusUser } from './identityStatus';
import type { ValidatedLogin } from './loginValidation';

/**
 * The §3 record. Only the session fields are typed strictly; the profile and plan fields of §3
 * ride along (copied from the login answer and the status) and are kept when the record is read.
 */
export const UserRecordSchema = z.looseObject({
  /** Empty when anonymous or logged out. */
  accessToken: z.string(),
  userId: z.optional(z.string().check(z.minLength(1))),
  primaryEmailAddress: z.optional(z.string()),
  /** The last user signed in on this device; sent as a header (§7) and kept on logout (§4). */
  lastUserId: z.optional(z.string().check(z.minLength(1))),
  anonymousUserId: z.string().check(z.minLength(1)),
  /** Epoch ms. */
  anonymousCreatedAt: z.number(),
});
export type UserRecord = z.infer<typeof UserRecordSchema>;

/** Fields of a login answer that are never stored: they describe the sign-in, not the user. */
const LOGIN_ONLY_FIELDS = ['isNewUser', 'returnTo'];

/** A fresh anonymous record (§3 anonymous id, empty token). */
export function createAnonymousUserRecord(
  clientType: ClientType,
  now: number,
  randomUUID?: () => string,
): UserRecord {
  return {
    accessToken: '',
    anonymousUserId: createAnonymousId(clientType, randomUUID),
    anonymousCreatedAt: now,
  };
}

/** The stored record, or undefined when absent or unreadable. */
export function readUserRecord(storage: StorageWrapper): UserRecord | undefined {
  return storage.get(USER_STORAGE_KEY, UserRecordSchema);
}

/** Parses a raw stored value (from a `storage` event) the way {@link readUserRecord} does. */
export function parseUserRecord(raw: string | null | undefined): UserRecord | undefined {
  if (!raw) return undefined;
  try {
    const parsed = UserRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** §4: the record after a login: the server's data, keeping the anonymous id. */
export function loggedInUserRecord(previous: UserRecord, login: ValidatedLogin): UserRecord {
  const stored = Object.fromEntries(
    Object.entries(login).filter(([key]) => !LOGIN_ONLY_FIELDS.includes(key)),
  );
  return {
    ...stored,
    accessToken: login.accessToken,
    userId: login.userId,
    primaryEmailAddress: login.primaryEmailAddress,
    lastUserId: login.userId,
    anonymousUserId: previous.anonymousUserId,
    anonymousCreatedAt: previous.anonymousCreatedAt,
  };
}

/** §4: logout resets the record but keeps the anonymous id and the last user id. */
export function loggedOutUserRecord(previous: UserRecord): UserRecord {
  const lastUserId = previous.userId ?? previous.lastUserId;
  return {
    accessToken: '',
    anonymousUserId: previous.anonymousUserId,
    anonymousCreatedAt: previous.anonymousCreatedAt,
    ...(lastUserId ? { lastUserId } : {}),
  };
}

/**
 * §3: copies the profile and plan fields of a status into the record ("updates the user"), so
 * pages that read the record (and the extension, which gets it) see current names and flags.
 * `settings` stays in the status: it is not part of the §3 record.
 */
export function withStatusProfile(
  record: UserRecord,
  statusUser: StatusUser,
  isMinor: boolean,
): UserRecord {
  const { settings: _settings, userId: _userId, ...profile } = statusUser;
  return { ...record, ...profile, isMinor };
}
