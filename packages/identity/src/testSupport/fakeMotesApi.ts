// A real HTTP server on 127.0.0.1 speaking the identity and analytics shapes of @motes/shared
// (DESIGN.md: HTTP behaviour is tested against a real server, not a mocked fetch). It stands in
// for apps/server, which these unit tests must not import. Test-only; not exported.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { IdentityStatus, OtlPollResponse, Settings } from '@motes/shared';
import { IdentityStatusSchema, SettingsSchema, parseBearerToken } from '@motes/shared';
import { buildStatus } from './statusFixtures';

export interface ReceivedRequest {
  method: string;
  /** The API path after `/api/`, e.g. `v1/i/status`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Answers a request instead of the default route; return false to fall through to it. */
export type Override = (request: ReceivedRequest, response: ServerResponse) => boolean | void;

export interface FakeUser {
  userId: string;
  email: string;
  isMinor?: boolean;
  goals?: IdentityStatus['goals'];
  productEnum?: string;
  isVIP?: boolean;
  isPaid?: boolean;
  settings?: Settings;
}

export interface FakeMotesApi {
  origin: string;
  requests: ReceivedRequest[];
  /** Requests to one path (after `/api/`, `v1/` ignored). */
  requestsTo(path: string): ReceivedRequest[];
  /** Creates a user and a live token for them. */
  signIn(user: FakeUser, token: string): void;
  /** Kills a token (revoked on another device, expired). */
  revoke(token: string): void;
  isLive(token: string): boolean;
  /** Opens the emailed link of the last sign-in asked for `email`. */
  openLink(email: string, isNewUser?: boolean): void;
  expireLinks(): void;
  override(path: string, handler: Override): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const normalisePath = (path: string) => path.replace(/^\/?(api\/)?(v1\/)?/, '');

/** Starts the fake API on a free port of 127.0.0.1. */
export async function startFakeMotesApi(): Promise<FakeMotesApi> {
  const requests: ReceivedRequest[] = [];
  const overrides = new Map<string, Override>();
  const users = new Map<string, FakeUser>();
  const tokens = new Map<string, string>();
  const links: { email: string; pollToken: string; state: OtlPollResponse }[] = [];

  function addSession(user: FakeUser, token: string): void {
    users.set(user.userId, user);
    tokens.set(token, user.userId);
  }

  function statusFor(token: string | undefined): IdentityStatus {
    const user = token ? users.get(tokens.get(token) ?? '') : undefined;
    // Validated here so that the fake can never drift from the shared contract.
    return IdentityStatusSchema.parse(buildStatus(user && token ? { ...user, token } : undefined));
  }

  function route(request: ReceivedRequest, response: ServerResponse): void {
    const token = parseBearerToken(request.headers.authorization);
    const userId = token ? tokens.get(token) : undefined;
    const body = (request.body ?? {}) as Record<string, unknown>;
    switch (normalisePath(request.path)) {
      case 'i/status':
        return sendJson(response, 200, statusFor(token));
      case 'i/settings': {
        const user = users.get(userId ?? '');
        if (!user) return sendJson(response, 401, { error: 'unauthorized' });
        const saved = { ...(user.settings ?? SettingsSchema.parse({})), ...body } as Settings;
        user.settings = SettingsSchema.parse(saved);
        return sendJson(response, 200, { settings: user.settings });
      }
      case 'i/signOut':
        if (token) tokens.delete(token);
        return sendJson(response, 200, { endedSessions: userId ? 1 : 0 });
      case 'i/signIn/clientOTL': {
        const pollToken = `poll-${links.length + 1}`;
        links.push({ email: String(body.email), pollToken, state: { status: 'pending' } });
        return sendJson(response, 200, {
          pollToken,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          pollIntervalMs: 2000,
        });
      }
      case 'i/signIn/clientOTL/poll': {
        const link = links.find((candidate) => candidate.pollToken === body.pollToken);
        if (!link) return sendJson(response, 404, { error: 'sign_in_unknown' });
        return sendJson(response, 200, link.state);
      }
      case 's/track/everything':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return void response.end('OK');
      case 's/identify/everything':
      case 's/event':
        return sendJson(response, 200, { stored: true });
      default:
        return sendJson(response, 404, { error: 'not_found' });
    }
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: keep the text.
      }
      const path = (incoming.url ?? '').replace(/^\/api\//, '').split('?')[0] ?? '';
      const request = { method: incoming.method ?? '', path, headers: incoming.headers, body };
      requests.push(request);
      const override = overrides.get(normalisePath(path));
      if (override && override(request, response) !== false) return;
      route(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) =>
      requests.filter((request) => normalisePath(request.path) === normalisePath(path)),
    signIn: addSession,
    revoke: (token) => void tokens.delete(token),
    isLive: (token) => tokens.has(token),
    openLink(email, isNewUser = false) {
      const link = links.findLast((candidate) => candidate.email === email);
      if (!link) throw new Error(`No sign-in link for ${email}`);
      const user = [...users.values()].find((candidate) => candidate.email === email) ?? {
        userId: `user-${users.size + 1}`,
        email,
      };
      const accessToken = `token-${link.pollToken}`;
      addSession(user, accessToken);
      link.state = {
        status: 'complete',
        login: {
          accessToken,
          userId: user.userId,
          primaryEmailAddress: email,
          isNewUser,
          returnTo: '/my-classes',
        },
      };
    },
    expireLinks: () => links.forEach((link) => (link.state = { status: 'expired' })),
    override: (path, handler) => void overrides.set(normalisePath(path), handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
