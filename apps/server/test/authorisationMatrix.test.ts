// The authorisation matrix (issue 14 item 8, CONVENTIONS.md 11): every route the server
// registers — read from its own route table (Fastify's onRoute, authorisation/routeAccess.ts),
// under both API prefixes — is called as the owner of a real object, another user, an anonymous
// device, a dead token (a revoked session's) and staff (§6 god mode), and each answer is checked
// against the route's declared policy. A route that declares none fails the first test by name.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  IDEMPOTENCY_KEY_HEADER,
  MoteSchema,
  TUS_PATCH_CONTENT_TYPE,
  TUS_VERSION,
} from '@motes/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession, type UserRow } from '../src/auth/sessionStore.js';
import { actorFrom, userOwnerKey, type Actor } from '../src/authorisation/actor.js';
import { allows, ruleOf } from '../src/authorisation/authorise.js';
import type { Action } from '../src/authorisation/policies/index.js';
import type { MoteFacts } from '../src/authorisation/policies/motes.js';
import type { OwnedFacts } from '../src/authorisation/policy.js';
import type { RouteAccessEntry } from '../src/authorisation/routeAccess.js';
import { enqueueJob } from '../src/jobs/jobQueue.js';
import { TRANSCRIPTION_JOB_TYPE } from '../src/services/transcriptions/transcriptionJob.js';
import { makeTestAudio, type TestAudio } from './audioFixtures.js';
import {
  apiClient,
  buildUser,
  signedInClient,
  type ApiClient,
  type SignedInClient,
} from './factories.js';
import { createUpload, patchJson, recordMote, uploadIdOf } from './moteHelpers.js';
import { getTestServer, type TestServer } from './testServer.js';

const STAFF_EMAIL = 'staff-matrix@example.test';
const ACTORS = ['anonymous', 'deadToken', 'otherUser', 'staff', 'owner'] as const;
type ActorName = (typeof ACTORS)[number];

let server: TestServer;
let audio: TestAudio;
let staffUser: UserRow;

beforeAll(async () => {
  audio = makeTestAudio();
  server = await getTestServer({ STAFF_EMAILS: STAFF_EMAIL });
  staffUser = await buildUser(server.database.db, { primaryEmail: STAFF_EMAIL });
}, 120_000);

afterAll(async () => {
  await server?.stop();
  audio?.remove();
});

const describeRoute = (route: RouteAccessEntry) => `${route.method} ${route.url}`;

/** The API routes the matrix calls: a HEAD Fastify added beside a GET answers as the GET. */
function apiRoutes(): RouteAccessEntry[] {
  const table = server.app.routeAccessTable;
  const gets = new Set(table.filter((r) => r.method === 'GET').map((r) => r.url));
  return table.filter(
    (route) => route.url.startsWith('/api/') && !(route.method === 'HEAD' && gets.has(route.url)),
  );
}

describe('the route table', () => {
  it('every route declares its policy, or why it is public', () => {
    const undeclared = server.app.routeAccessTable.filter((route) => !route.access);
    expect(undeclared.map(describeRoute), 'routes without config.policy or config.access').toEqual(
      [],
    );
  });

  it('holds every API route under both prefixes', () => {
    const urls = apiRoutes().map((route) => route.url);
    const plain = urls.filter((url) => !url.startsWith('/api/v1/'));
    expect(plain.length).toBeGreaterThan(40);
    for (const url of plain) expect(urls).toContain(url.replace(/^\/api\//, '/api/v1/'));
  });
});

/** Fresh callers per route: some routes end sessions (sign-outs), and each owner owns anew. */
interface Callers {
  clients: Record<ActorName, ApiClient>;
  actors: Record<ActorName, Actor>;
  owner: UserRow;
}

async function makeCallers(resident?: SignedInClient): Promise<Callers> {
  const db = server.database.db;
  const staffSet = new Set([STAFF_EMAIL]);
  const owner = resident ?? (await signedInClient(server, await buildUser(db)));
  const otherUser = await signedInClient(server, await buildUser(db));
  const staff = await signedInClient(server, staffUser);
  const deadToken = await signedInClient(server, await buildUser(db));
  await revokeSession(db, deadToken.session.id);
  const deviceId = `anonymous:from_website:${randomUUID()}`;
  const anonymous = apiClient(server, undefined, { deviceId });
  const asUser = (client: typeof owner): Actor =>
    actorFrom({ kind: 'user', user: client.user, session: client.session }, undefined, staffSet);
  return {
    clients: { owner, otherUser, staff, deadToken, anonymous },
    actors: {
      owner: asUser(owner),
      otherUser: asUser(otherUser),
      staff: asUser(staff),
      deadToken: actorFrom({ kind: 'invalid' }, deviceId, staffSet),
      anonymous: actorFrom({ kind: 'anonymous' }, deviceId, staffSet),
    },
    owner: owner.user,
  };
}

/** The object a route acts on, made for the owner the way a client makes it. */
interface Target {
  id: string;
  facts: OwnedFacts | MoteFacts;
  /** What the route's body needs beyond the object (a tote's restore token). */
  body?: Record<string, unknown>;
}

async function privateMote(owner: ApiClient): Promise<string> {
  const mote = await recordMote(owner, audio.tone(0.3));
  const made = await patchJson(owner, `m/motes/${mote.id}`, { visibility: 'private' });
  expect(made.status).toBe(200);
  return MoteSchema.parse(await made.json()).id;
}

async function makeTarget(action: Action, owner: ApiClient, user: UserRow): Promise<Target> {
  const ownerKey = userOwnerKey(user.id);
  const type = action.split('.')[0];
  if (type === 'mote') {
    const facts: MoteFacts = { ownerKey, visibility: 'private', allowDownload: false };
    return { id: await privateMote(owner), facts };
  }
  if (type === 'tote') {
    const created = await owner.fetch('t/totes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: JSON.stringify({ title: 'Matrix', moteIds: [await privateMote(owner)] }),
    });
    const { id } = (await created.json()) as { id: string };
    if (action !== 'tote.restore') return { id, facts: { ownerKey } };
    // Undo needs a delete first: the owner's restore token, which no one else can use.
    const deleted = await owner.fetch(`t/totes/${id}`, { method: 'DELETE' });
    const { restoreToken } = (await deleted.json()) as { restoreToken: string };
    return { id, facts: { ownerKey }, body: { restoreToken } };
  }
  if (type === 'upload') {
    return { id: uploadIdOf(await createUpload(owner, 2048)), facts: { ownerKey } };
  }
  if (type === 'highlight') {
    const id = randomBytes(9).toString('base64url');
    const made = await owner.post('u/highlights', {
      id,
      pageUrl: 'https://example.com/article',
      colour: 'yellow',
      selector: { exact: 'a passage' },
    });
    expect(made.status).toBe(201);
    return { id, facts: { ownerKey } };
  }
  if (type === 'vocabulary') {
    const made = await owner.post('u/vocabulary', {
      word: `word${randomBytes(3).toString('hex')}`,
    });
    return { id: ((await made.json()) as { id: string }).id, facts: { ownerKey } };
  }
  if (type === 'job') {
    const { id } = await enqueueJob(server.database.db, TRANSCRIPTION_JOB_TYPE, {
      userId: user.id,
      blobKey: `transcriptions/${user.id}/matrix`,
      language: 'en-US',
      contentType: 'audio/wav',
    });
    return { id, facts: { ownerKey } };
  }
  throw new Error(`no object factory for ${action}`);
}

/** The request a client would send: the route's path with the object's id, a body it accepts. */
function requestOf(route: RouteAccessEntry, target: Target | undefined) {
  const path = route.url
    .replace(/^\/api\//, '')
    .replace(/:(id|jobId)\b/, target?.id ?? 'no-such-object-0000000000')
    .replace(/:file\b/, 'no-such-picture.png');
  const headers: Record<string, string> = {};
  let body: string | Uint8Array | undefined;
  if (path.includes('f/uploads')) headers['tus-resumable'] = TUS_VERSION;
  const action = route.access && 'policy' in route.access ? route.access.policy : undefined;
  if (action === 'upload.append') {
    headers['content-type'] = TUS_PATCH_CONTENT_TYPE;
    headers['upload-offset'] = '0';
    body = new Uint8Array(0);
  } else if (['POST', 'PATCH', 'PUT'].includes(route.method)) {
    headers['content-type'] = 'application/json';
    const bodies: Partial<Record<Action, object>> = {
      'mote.update': { title: 'Renamed' },
      'mote.play': { listenerId: randomUUID() },
      'tote.update': { title: 'Renamed' },
      'highlight.update': { note: 'Mine' },
    };
    body = JSON.stringify((action && bodies[action]) ?? target?.body ?? {});
  }
  return { path, init: { method: route.method, headers, ...(body ? { body } : {}) } };
}

type Expected = 'allowed' | 401 | 403 | 404;

/** What the policy says this caller gets (the gates' 401/403, the object's 404). */
function expectedOf(action: Action, who: ActorName, actor: Actor, target?: Target): Expected {
  const { rule } = ruleOf(action);
  if (who === 'deadToken') return 403;
  if (who === 'anonymous' && rule.gate === 'signedIn') return 401;
  if (!rule.allows || !target) return 'allowed';
  return allows(actor, action, target.facts as never) ? 'allowed' : 404;
}

function check(status: number, expected: Expected | 'public', label: string): void {
  // 503 is an engine this machine lacks (answered after the caller was let in).
  expect(status === 500 || (status > 500 && status !== 503), `${label}: server error`).toBe(false);
  if (expected === 'public') {
    expect([401, 403], `${label}: a public route refused an anonymous caller`).not.toContain(
      status,
    );
  } else if (expected === 'allowed') {
    expect([401, 403, 404], `${label}: refused`).not.toContain(status);
  } else {
    expect(status, label).toBe(expected);
  }
}

describe('every API route, as every caller', () => {
  it('answers as its policy says (PGlite and PostgreSQL)', async () => {
    const summary: Record<string, number> = {};
    let resident: SignedInClient | undefined;
    const residentTargets = new Map<string, Target>();
    for (const route of apiRoutes()) {
      const access = route.access;
      if (!access) continue; // named by the route-table test
      const action = 'policy' in access ? access.policy : undefined;
      const onObject = action !== undefined && ruleOf(action).rule.allows !== undefined;
      // An object survives what the others try; the owner's own delete or undo needs a fresh
      // one. Objects that survive are shared by routes (one owner), to keep the run short.
      const fresh = !onObject || action.endsWith('.delete') || action === 'tote.restore';
      resident ??= await signedInClient(server, await buildUser(server.database.db));
      const callers = await makeCallers(fresh ? undefined : resident);
      let target: Target | undefined;
      if (onObject) {
        const type = action.split('.')[0]!;
        target = fresh ? undefined : residentTargets.get(type);
        target ??= await makeTarget(action, callers.clients.owner, callers.owner);
        if (!fresh) residentTargets.set(type, target);
      }
      // The owner goes last: a delete or a sign-out must not change what the others meet.
      for (const who of ACTORS) {
        if (!action && who !== 'anonymous') continue;
        const { path, init } = requestOf(route, target);
        const response = await callers.clients[who].fetch(path, init);
        await response.arrayBuffer();
        const expected = action ? expectedOf(action, who, callers.actors[who], target) : 'public';
        check(
          response.status,
          expected,
          `${describeRoute(route)} as ${who} (${action ?? 'public'})`,
        );
        summary[`${who} ${expected}`] = (summary[`${who} ${expected}`] ?? 0) + 1;
      }
    }
    // The matrix really met each role's refusals, not only its successes.
    expect(summary['otherUser 404']).toBeGreaterThan(20);
    expect(summary['deadToken 403']).toBeGreaterThan(40);
    expect(summary['anonymous 401']).toBeGreaterThan(20);
    expect(summary['staff allowed']).toBeGreaterThan(20);
  }, 180_000);
});
