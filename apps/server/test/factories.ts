// Test factories: users and signed-in API clients against a real test server.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CLIENT_TYPE_HEADER,
  DEVICE_ID_HEADER,
  formatBearerToken,
  type ClientType,
} from '@motes/shared';
import { createSession, type SessionRow, type UserRow } from '../src/auth/sessionStore.js';
import type { Db } from '../src/db/database.js';
import { users } from '../src/db/schema/index.js';

type NewUser = typeof users.$inferInsert;

/** A unique value per call, so tests sharing a database never collide. */
export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/**
 * Inserts a user (a live account with a unique email) and returns its row. Any column can be
 * overridden, e.g. `buildUser(db, { isMinor: true, productEnum: 'unlimited' })`.
 */
export async function buildUser(db: Db, overrides: Partial<NewUser> = {}): Promise<UserRow> {
  const suffix = uniqueSuffix();
  const [row] = await db
    .insert(users)
    .values({
      id: randomUUID(),
      primaryEmail: `user-${suffix}@example.test`,
      name: `Test User ${suffix}`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Anything with a database and a base URL: a TestServer from getTestServer(). */
export interface ServerLike {
  url: string;
  database: { db: Db };
}

export interface ApiClient {
  /** The §7 device id this client sends. */
  deviceId: string;
  clientType: ClientType;
  /** The access token, or undefined for an anonymous client. */
  accessToken: string | undefined;
  /** fetch() relative to `/api/` (e.g. `'v1/i/status'`) with this client's headers. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POSTs `body` as JSON. */
  post(path: string, body?: unknown): Promise<Response>;
  get(path: string): Promise<Response>;
}

export interface SignedInClient extends ApiClient {
  accessToken: string;
  user: UserRow;
  session: SessionRow;
}

interface ClientOptions {
  deviceId?: string;
  clientType?: ClientType;
}

/** An API client that sends the §7 common headers and, when given, an access token. */
export function apiClient(
  server: Pick<ServerLike, 'url'>,
  accessToken?: string,
  options: ClientOptions = {},
): ApiClient {
  const deviceId = options.deviceId ?? `device-${randomUUID()}`;
  const clientType = options.clientType ?? 'website';
  const fetchApi = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set(DEVICE_ID_HEADER, deviceId);
    headers.set(CLIENT_TYPE_HEADER, clientType);
    if (accessToken && !headers.has('authorization')) {
      headers.set('authorization', formatBearerToken(accessToken));
    }
    return fetch(`${server.url}/api/${path.replace(/^\/+/, '')}`, { ...init, headers });
  };
  return {
    deviceId,
    clientType,
    accessToken,
    fetch: fetchApi,
    post: (path, body) =>
      fetchApi(path, {
        method: 'POST',
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      }),
    get: (path) => fetchApi(path),
  };
}

/** A client signed in as `user` through a real session (as if a sign-in had just finished). */
export async function signedInClient(
  server: ServerLike,
  user: UserRow,
  options: ClientOptions & { method?: 'otl' | 'oidc' | 'one-tap' } = {},
): Promise<SignedInClient> {
  const deviceId = options.deviceId ?? `device-${randomUUID()}`;
  const clientType = options.clientType ?? 'website';
  const { accessToken, session } = await createSession(server.database.db, {
    userId: user.id,
    deviceId,
    clientType,
    method: options.method ?? 'otl',
  });
  return {
    ...apiClient(server, accessToken, { deviceId, clientType }),
    accessToken,
    user,
    session,
  };
}
