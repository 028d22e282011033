// Issue 14 deliverable 3: no input gives a 500. Property-based (fast-check): every family of
// routes the server itself reports (namespace + resource, from Fastify's route table) gets
// FUZZ_RUNS generated requests — hostile JSON bodies shaped like the shared schemas, broken
// JSON, raw bytes, wrong content types, oversize bodies, hostile query strings, route
// parameters and headers — signed in as a real user, anonymous, and with a dead token, over
// a real HTTP server on 127.0.0.1 (keep-alive, one request at a time). No answer may be 5xx
// and the server must still answer `GET /api/z/health` after each family. The tus upload
// routes have their own generator (headers, metadata and bytes) in uploadFuzz.test.ts.
//
// Engines run for real on the few generated bodies that are valid (e.g. `t/tts` with a text
// and a language). A failure prints fast-check's seed and path: rerun with FUZZ_SEED and
// FUZZ_PATH to replay it.
//
// The families are split between two test files (apiFuzz.shard*.test.ts), each with its own
// server, so vitest runs them on two cores at once.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPE_HEADER, DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER } from '@motes/shared';
import { buildUser, signedInClient, type SignedInClient } from '../factories.js';
import { getTestServer, type TestServer } from '../testServer.js';
import { FUZZ_RUNS, fuzzParameters, statusTally, seedObjects, type SeedIds } from './fuzzRun.js';
import {
  headerSafe,
  hostileBody,
  hostileString,
  percentEncode,
  SCHEMA_WORDS,
  type FuzzBody,
} from './hostileInputs.js';
import { routeFamilies, servedRoutes, type ServedRoute } from './routeTable.js';
import { contractBody, contractQuery } from './schemaArbitrary.js';

/** A family with a route that reads a body; the others (GET only) are fuzzed through their
 * query strings, parameters and headers with a quarter of the runs, to stay within budget. */
const takesBodies = (routes: ServedRoute[]) => routes.some(({ method }) => method !== 'GET');

/** oEmbed (its §2.3.4) answers 501 for a `format` it does not implement: that one is by design. */
const DESIGNED_5XX = [{ path: '/api/z/oembed', status: 501 }];

type Caller = 'user' | 'anonymous' | 'deadToken';

interface FuzzRequest {
  route: ServedRoute;
  caller: Caller;
  params: string[];
  query: Array<[string, string]>;
  headers: Array<[string, string]>;
  body: FuzzBody;
}

/**
 * Defines one fuzz test per route family whose index is `shard` modulo `shards`. Starts the
 * server first: the route table decides which tests exist.
 */
export async function describeApiFuzz(shard: number, shards: number): Promise<void> {
  const server: TestServer = await getTestServer();
  const families = [...routeFamilies(servedRoutes(server.app))].filter(
    ([family], index) => family !== 'f/uploads' && index % shards === shard,
  );

  let seeds: SeedIds;
  let user: SignedInClient;
  beforeAll(async () => {
    user = await signedInClient(server, await buildUser(server.database.db));
    seeds = await seedObjects(server, user);
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  const HEADER_NAMES = [
    DEVICE_ID_HEADER,
    CLIENT_TYPE_HEADER,
    IDEMPOTENCY_KEY_HEADER,
    'accept-language',
    'x-forwarded-host',
    'x-forwarded-for',
    'range',
    'if-none-match',
    'origin',
    'cookie',
  ];

  function requestArbitrary(routes: ServedRoute[]): fc.Arbitrary<FuzzRequest> {
    const parameter = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...Object.values(seeds)) },
      { weight: 3, arbitrary: hostileString.map((value) => percentEncode(value.slice(0, 3000))) },
      { weight: 1, arbitrary: fc.constantFrom('%', '%ff', '%00', '..', 'x'.repeat(5000)) },
    );
    return fc.record({
      route: fc.constantFrom(...routes),
      caller: fc.constantFrom<Caller>('user', 'user', 'anonymous', 'deadToken'),
      params: fc.array(parameter, { minLength: 3, maxLength: 3 }),
      query: fc.oneof(
        fc.array(
          fc.tuple(
            fc.oneof(
              { weight: 4, arbitrary: fc.constantFrom(...SCHEMA_WORDS.queryKeys) },
              { weight: 1, arbitrary: fc.constantFrom(...SCHEMA_WORDS.keys) },
            ),
            fc.oneof(hostileString, fc.constant('1')),
          ),
          { maxLength: 4 },
        ),
        contractQuery,
      ),
      headers: fc.array(fc.tuple(fc.constantFrom(...HEADER_NAMES), hostileString.map(headerSafe)), {
        maxLength: 3,
      }),
      body: fc.oneof(
        { weight: 2, arbitrary: hostileBody },
        {
          weight: 1,
          arbitrary: contractBody.map((value): FuzzBody => ({
            label: 'contract',
            contentType: 'application/json',
            body: JSON.stringify(value) ?? 'null',
          })),
        },
      ),
    });
  }

  function urlOf(request: FuzzRequest): string {
    let index = 0;
    // `:name` parameters, and a wildcard route (`*`, the web app's pages) gets a hostile path.
    const path = request.route.path
      .replace(/:[A-Za-z]+/g, () => request.params[index++] ?? 'x')
      .replace(/^\*$/, () => `/${request.params.join('/')}`)
      .replace(/\*$/, () => request.params.join('/'));
    const query = request.query
      // Past Node's 16 kB header limit a URL is refused before any route; a little over is enough.
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(value.slice(0, 3000))}`)
      .join('&');
    return `${server.url}${path}${query ? `?${query}` : ''}`;
  }

  async function send(request: FuzzRequest): Promise<Response> {
    const headers = new Headers();
    for (const [name, value] of request.headers) headers.set(name, value);
    if (request.caller === 'user') headers.set('authorization', `Bearer ${user.accessToken}`);
    if (request.caller === 'deadToken') headers.set('authorization', `Bearer ${randomUUID()}`);
    if (!headers.has(DEVICE_ID_HEADER)) headers.set(DEVICE_ID_HEADER, user.deviceId);
    const { method } = request.route;
    const withBody = method !== 'GET' && request.body.body !== undefined;
    if (withBody && request.body.contentType) headers.set('content-type', request.body.contentType);
    return fetch(urlOf(request), {
      method,
      headers,
      body: withBody ? request.body.body : undefined,
      redirect: 'manual',
    });
  }

  /** Routes that end the fuzzing user's session when they succeed: sign in again after them. */
  const SIGNS_OUT = /\/(signOut|deviceSignOut|delete)$/;

  describe(`API fuzz, shard ${shard + 1} of ${shards} (issue 14: no input gives a 500)`, () => {
    it.each(families)(
      '%s answers every generated request below 500',
      async (family, routes) => {
        const tally = statusTally();
        await fc.assert(
          fc.asyncProperty(requestArbitrary(routes), async (request) => {
            const response = await send(request);
            await response.arrayBuffer();
            tally.add(response.status);
            const summary = `${request.route.method} ${urlOf(request).slice(0, 300)} → ${response.status}`;
            const designed = DESIGNED_5XX.some(
              ({ path, status }) => path === request.route.path && status === response.status,
            );
            if (!designed) expect(response.status, summary).toBeLessThan(500);
            if (response.ok && SIGNS_OUT.test(request.route.path) && request.caller === 'user') {
              user = await signedInClient(server, user.user);
            }
          }),
          fuzzParameters(takesBodies(routes) ? FUZZ_RUNS : Math.ceil(FUZZ_RUNS / 4)),
        );
        console.info(`${family}: ${tally}`);
        const health = await fetch(`${server.url}/api/z/health`);
        expect(health.status).toBe(200);
      },
      FUZZ_RUNS * 200,
    );
  });
}
