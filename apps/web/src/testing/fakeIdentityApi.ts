// A real HTTP server on 127.0.0.1 that speaks the identity routes the web app's pages call,
// with the shapes of @motes/shared (DESIGN.md: HTTP behaviour is tested against a real
// server, not a mocked fetch). It stands in for apps/server, which web tests must not import.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GoalUpdateSchema,
  SettingsSchema,
  SettingsUpdateSchema,
  parseBearerToken,
  resolveHighlightColours,
  type HighlightLabels,
  type SessionSummary,
} from '@motes/shared';
import { buildTestStatus, type TestUser } from './testStatus';

export interface ReceivedRequest {
  method: string;
  /** The API path after `/api/` with any `v1/` removed, e.g. `i/status`. */
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** Answers a request instead of the built-in route; return false to fall through. */
export type Override = (request: ReceivedRequest, response: ServerResponse) => boolean | void;

export interface FakeIdentityApi {
  origin: string;
  requests: ReceivedRequest[];
  requestsTo(path: string): ReceivedRequest[];
  /** Creates `user` (a copy; kept if it exists) with a live session `token`. */
  addSession(user: TestUser, token: string, session?: Partial<SessionSummary>): void;
  user(userId: string): TestUser | undefined;
  /** Opens the emailed link most recently asked for `email` (as if clicked on another device). */
  openLink(email: string): void;
  /** The secret of the emailed link most recently asked for `email`. */
  linkToken(email: string): string;
  /** Makes the next polls of every pending link answer `expired`. */
  expireLinks(): void;
  override(path: string, handler: Override): void;
  close(): Promise<void>;
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** An API error body as the server sends it (`ApiErrorBody`). */
export function sendError(
  response: ServerResponse,
  status: number,
  error: string,
  message: string,
) {
  sendJson(response, status, { error, message, requestId: 'test-request' });
}

const normalisePath = (path: string) => path.replace(/^\/?(api\/)?(v1\/)?/, '').split('?')[0] ?? '';

interface Link {
  email: string;
  pollToken: string;
  linkToken: string;
  state: 'pending' | 'opened' | 'expired' | 'consumed';
  returnTo: string | null;
  signUp: unknown;
}

/** New accounts start with the §4 onboarding goals of an emailed-link sign-up. */
const NEW_ACCOUNT_GOALS = {
  captureNameDetailsAfterEmailLogin: 'required',
  userOnboarding: 'required',
  productOnboarding: 'required',
} as const;

/** Starts the fake API on a free port of 127.0.0.1. */
export async function startFakeIdentityApi(): Promise<FakeIdentityApi> {
  const requests: ReceivedRequest[] = [];
  const overrides = new Map<string, Override>();
  const users = new Map<string, TestUser>();
  const sessions = new Map<string, { userId: string; summary: SessionSummary }>();
  const links: Link[] = [];
  let counter = 0;

  function addSession(user: TestUser, token: string, session: Partial<SessionSummary> = {}) {
    // A copy: the fake changes its users (profile, goals), and tests reuse their fixtures.
    if (!users.has(user.userId)) users.set(user.userId, structuredClone(user));
    counter += 1;
    sessions.set(token, {
      userId: user.userId,
      summary: {
        id: `session-${counter}`,
        deviceId: 'device-test',
        clientType: 'website',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36',
        method: 'otl',
        createdAt: '2026-01-05T09:00:00.000Z',
        lastUsedAt: '2026-01-06T10:30:00.000Z',
        expiresAt: '2026-04-05T09:00:00.000Z',
        isCurrent: false,
        ...session,
      },
    });
  }

  function loginFor(link: Link) {
    let user = [...users.values()].find((candidate) => candidate.email === link.email);
    const isNewUser = !user;
    if (!user) {
      user = {
        userId: `user-${users.size + 1}`,
        email: link.email,
        goals: { ...NEW_ACCOUNT_GOALS },
      };
    }
    const accessToken = `token-${link.pollToken}-${sessions.size + 1}`;
    addSession(user, accessToken);
    return {
      accessToken,
      userId: user.userId,
      primaryEmailAddress: user.email,
      isNewUser,
      returnTo: link.returnTo,
    };
  }

  function route(request: ReceivedRequest, response: ServerResponse): void {
    const token = parseBearerToken(request.headers.authorization);
    const session = token ? sessions.get(token) : undefined;
    const user = session ? users.get(session.userId) : undefined;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const needUser = () => {
      if (user) return true;
      if (token)
        sendError(response, 403, 'session_ended', 'Your session has ended. Please sign in again.');
      else sendError(response, 401, 'sign_in_required', 'Please sign in first.');
      return false;
    };

    switch (request.path) {
      case 'z/health':
        return sendJson(response, 200, { status: 'ok', version: '0.1.0', uptimeSeconds: 1 });
      case 'i/status':
        return sendJson(response, 200, buildTestStatus(user, user ? token : undefined));
      case 'i/settings': {
        if (!needUser() || !user) return;
        const update = SettingsUpdateSchema.parse(body);
        const current = user.settings ?? SettingsSchema.parse({});
        const labels: HighlightLabels = {};
        for (const entry of current.highlightColours) {
          if (!entry.isLocked) labels[entry.colour as keyof HighlightLabels] = entry.label;
        }
        Object.assign(labels, update.highlightColours ?? {});
        user.settings = SettingsSchema.parse({
          ...current,
          ...(update.voiceSpeed !== undefined ? { voiceSpeed: update.voiceSpeed } : {}),
          ...(update.transcriptionOptOutEnabled !== undefined
            ? { transcriptionOptOutEnabled: update.transcriptionOptOutEnabled }
            : {}),
          highlightColours: resolveHighlightColours(labels),
        });
        return sendJson(response, 200, { settings: user.settings });
      }
      case 'i/goals': {
        if (!needUser() || !user) return;
        const { goal, state } = GoalUpdateSchema.parse(body);
        user.goals = { ...user.goals, [goal]: state };
        return sendJson(response, 200, { goals: user.goals });
      }
      case 'i/account/profile': {
        if (!needUser() || !user) return;
        Object.assign(user, body);
        const displayName = buildTestStatus(user, token).user?.displayName ?? user.email;
        return sendJson(response, 200, {
          profile: {
            name: (body.name as string | undefined) ?? null,
            givenName: user.givenName ?? null,
            familyName: user.familyName ?? null,
            displayName,
            avatarUrl: user.avatarUrl ?? null,
          },
        });
      }
      case 'i/account/export': {
        if (!needUser() || !user) return;
        response.writeHead(200, {
          'content-type': 'application/json',
          'content-disposition': 'attachment; filename="motes-data-2026-01-06.json"',
        });
        return void response.end(JSON.stringify({ account: { email: user.email } }));
      }
      case 'i/account/delete': {
        if (!needUser() || !user || !token) return;
        if (
          String(body.confirmEmail ?? '')
            .trim()
            .toLowerCase() !== user.email
        ) {
          return sendError(
            response,
            400,
            'email_mismatch',
            "The email address you typed is not this account's. Type it exactly to delete the account.",
          );
        }
        users.delete(user.userId);
        for (const [key, value] of sessions) if (value.userId === user.userId) sessions.delete(key);
        return sendJson(response, 200, { deleted: true });
      }
      case 'i/sessions': {
        if (!needUser() || !user) return;
        const list = [...sessions.entries()]
          .filter(([, value]) => value.userId === user.userId)
          .map(([key, value]) => ({ ...value.summary, isCurrent: key === token }));
        return sendJson(response, 200, { sessions: list });
      }
      case 'i/sessions/revokeOthers': {
        if (!needUser() || !user) return;
        let ended = 0;
        for (const [key, value] of sessions) {
          if (value.userId === user.userId && key !== token) {
            sessions.delete(key);
            ended += 1;
          }
        }
        return sendJson(response, 200, { endedSessions: ended });
      }
      case 'i/signOut':
        if (token && session) sessions.delete(token);
        return sendJson(response, 200, { endedSessions: session ? 1 : 0 });
      case 'i/signIn/providers':
        return sendJson(response, 200, {
          oidc: { enabled: true, displayName: 'Google' },
          oneTap: { enabled: false },
          emailLink: { enabled: true },
        });
      case 'i/signIn/clientOTL': {
        counter += 1;
        const link: Link = {
          email: String(body.email).toLowerCase(),
          pollToken: `poll-${counter}`,
          linkToken: `link-${counter}`,
          state: 'pending',
          returnTo: typeof body.returnTo === 'string' ? body.returnTo : null,
          signUp: body.signUp,
        };
        links.push(link);
        return sendJson(response, 200, {
          pollToken: link.pollToken,
          expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
          pollIntervalMs: 2000,
        });
      }
      case 'i/signIn/clientOTL/poll': {
        const link = links.find((candidate) => candidate.pollToken === body.pollToken);
        if (!link) return sendError(response, 404, 'sign_in_unknown', 'Unknown sign-in.');
        if (link.state === 'expired') return sendJson(response, 200, { status: 'expired' });
        if (link.state !== 'opened') return sendJson(response, 200, { status: 'pending' });
        link.state = 'consumed';
        return sendJson(response, 200, { status: 'complete', login: loginFor(link) });
      }
      case 'i/signIn/clientOTL/open': {
        const link = links.find((candidate) => candidate.linkToken === body.token);
        if (!link) return sendError(response, 404, 'sign_in_link_unknown', 'Unknown link.');
        if (link.state === 'expired')
          return sendError(response, 410, 'sign_in_link_expired', 'Expired.');
        if (link.state !== 'pending') return sendError(response, 410, 'sign_in_link_used', 'Used.');
        link.state = 'opened';
        const login = loginFor(link);
        return sendJson(response, 200, {
          status: 'opened',
          email: link.email,
          isNewUser: login.isNewUser,
          login,
        });
      }
      case 's/track/everything':
        response.writeHead(200, { 'content-type': 'text/plain' });
        return void response.end('OK');
      case 's/identify/everything':
      case 's/event':
        return sendJson(response, 200, { stored: true });
      default:
        return sendError(response, 404, 'not_found', `No route ${request.path}`);
    }
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text || undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // Not JSON: keep the text.
      }
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        path: normalisePath(incoming.url ?? ''),
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      const override = overrides.get(request.path);
      if (override && override(request, response) !== false) return;
      try {
        route(request, response);
      } catch (error) {
        sendError(response, 400, 'bad_request', String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const lastLink = (email: string) => {
    const link = links.findLast((candidate) => candidate.email === email.toLowerCase());
    if (!link) throw new Error(`No sign-in link was asked for ${email}`);
    return link;
  };

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (path) => requests.filter((request) => request.path === normalisePath(path)),
    addSession,
    user: (userId) => users.get(userId),
    openLink(email) {
      lastLink(email).state = 'opened';
    },
    linkToken: (email) => lastLink(email).linkToken,
    expireLinks: () => links.forEach((link) => (link.state = 'expired')),
    override: (path, handler) => void overrides.set(normalisePath(path), handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
