// Issue 14 deliverable 3 for the tus upload family (`f/uploads`, DESIGN.md "Uploads"): FUZZ_RUNS
// generated requests — creations with random Upload-Length and Upload-Metadata (base64 of
// hostile text, broken base64, odd keys), PATCHes of random bytes (some starting like real
// audio: ID3, RIFF/WAVE with absurd parameters, Ogg, WebM) at random offsets to real uploads,
// HEAD, DELETE, OPTIONS, with random tus headers — signed in, anonymous and with a dead token,
// over a real HTTP server on 127.0.0.1. No answer may be 5xx; the server must stay healthy.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER, TUS_PATCH_CONTENT_TYPE, TUS_VERSION } from '@motes/shared';
import { buildUser, signedInClient, type SignedInClient } from '../factories.js';
import { createUpload, uploadIdOf } from '../moteHelpers.js';
import { getTestServer, type TestServer } from '../testServer.js';
import { FUZZ_RUNS, fuzzParameters, statusTally } from './fuzzRun.js';
import { headerSafe, hostileString, percentEncode } from './hostileInputs.js';
import { routeFamilies, servedRoutes } from './routeTable.js';

let server: TestServer;
let user: SignedInClient;
let uploadIds: string[];
let collectionPath: string;
let itemPath: string;

beforeAll(async () => {
  server = await getTestServer();
  const routes = routeFamilies(servedRoutes(server.app)).get('f/uploads') ?? [];
  collectionPath = routes.find(({ path }) => !path.includes(':'))?.path ?? '';
  itemPath = routes.find(({ path }) => path.includes(':'))?.path ?? '';
  user = await signedInClient(server, await buildUser(server.database.db));
  // Real uploads for PATCH, HEAD and DELETE to find (a third of the per-owner rate limit).
  uploadIds = [];
  for (const length of [1, 12, 64, 512, 4096, 4096, 65_536, 200_000, 1_000_000, 8]) {
    uploadIds.push(uploadIdOf(await createUpload(user, length)));
  }
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

const base64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');

const metadataValue = fc.oneof(
  hostileString.map((text) => base64(text.slice(0, 5000))),
  fc.uint8Array({ maxLength: 300 }).map(base64),
  fc.constantFrom('', '!!notbase64', '====', 'YQ', 'AA==', `${'QUFB'.repeat(20_000)}`),
);
const metadataHeader = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom('filename', 'filetype', 'name', 'type'), fc.string()),
        fc.option(metadataValue),
      ),
      { maxLength: 4 },
    )
    .map((pairs) =>
      pairs.map(([key, value]) => (value === null ? key : `${key} ${value}`)).join(','),
    ),
  hostileString,
);

const numberHeader = fc.oneof(
  fc.nat({ max: 2_000_000 }).map(String),
  fc.constantFrom('0', '-1', '1e3', '0x10', '9'.repeat(30), ' 12', '12 ', '', '+5', '1.5'),
  hostileString,
);

/** Bytes that start like a real audio container, then go wrong. */
const audioLike = fc
  .tuple(
    fc.constantFrom(
      Buffer.from('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'),
      Buffer.from([0xff, 0xfb, 0x90, 0x64]),
      Buffer.concat([
        Buffer.from('RIFF\u00ff\u00ff\u00ff\u00ffWAVEfmt \u0010\u0000\u0000\u0000', 'latin1'),
        // PCM, 255 channels, a sample rate of 0xFFFFFFFF.
        Buffer.from([1, 0, 255, 0, 255, 255, 255, 255, 0, 0, 0, 0, 4, 0, 16, 0]),
        Buffer.from('data\u00ff\u00ff\u00ff\u00ff', 'latin1'),
      ]),
      Buffer.from('OggS\u0000\u0002', 'latin1'),
      Buffer.from([0x1a, 0x45, 0xdf, 0xa3]),
      Buffer.from('fLaC', 'latin1'),
    ),
    fc.uint8Array({ maxLength: 4096 }),
  )
  .map(([head, tail]) => new Uint8Array(Buffer.concat([head, tail])));

interface UploadRequest {
  method: 'POST' | 'PATCH' | 'HEAD' | 'DELETE' | 'OPTIONS';
  target: number | string | null;
  caller: 'user' | 'anonymous' | 'deadToken';
  headers: Record<string, string | null>;
  body: Uint8Array | null;
}

const uploadRequest: fc.Arbitrary<UploadRequest> = fc.record({
  method: fc.constantFrom('POST', 'POST', 'PATCH', 'PATCH', 'PATCH', 'HEAD', 'DELETE', 'OPTIONS'),
  // An index into the real uploads, a hostile id, or the collection itself.
  target: fc.oneof(
    { weight: 5, arbitrary: fc.nat({ max: 9 }) },
    { weight: 2, arbitrary: hostileString.map((id) => percentEncode(id.slice(0, 300))) },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  caller: fc.constantFrom('user', 'user', 'anonymous', 'deadToken'),
  headers: fc.record({
    'tus-resumable': fc.option(
      fc.oneof(fc.constant(TUS_VERSION), fc.constant(TUS_VERSION), hostileString),
      { freq: 8 },
    ),
    'upload-length': fc.option(numberHeader, { freq: 4 }),
    'upload-offset': fc.option(fc.oneof(fc.constantFrom('0', '0'), numberHeader), { freq: 4 }),
    'upload-metadata': fc.option(metadataHeader, { freq: 3 }),
    'upload-defer-length': fc.option(fc.constantFrom('1', '0', 'x'), { freq: 8 }),
    'content-type': fc.option(
      fc.oneof(
        fc.constant(TUS_PATCH_CONTENT_TYPE),
        fc.constant(TUS_PATCH_CONTENT_TYPE),
        hostileString,
      ),
      { freq: 8 },
    ),
    'x-http-method-override': fc.option(fc.constantFrom('PATCH', 'DELETE', 'GET'), { freq: 10 }),
  }),
  body: fc.option(fc.oneof(fc.uint8Array({ maxLength: 8192 }), audioLike), { freq: 6 }),
});

async function send(request: UploadRequest): Promise<Response> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== null) headers.set(name, headerSafe(value));
  }
  headers.set(
    DEVICE_ID_HEADER,
    request.caller === 'anonymous' ? `fuzz-${randomUUID()}` : user.deviceId,
  );
  if (request.caller === 'user') headers.set('authorization', `Bearer ${user.accessToken}`);
  if (request.caller === 'deadToken') headers.set('authorization', `Bearer ${randomUUID()}`);
  // Creation and OPTIONS go to the collection (an id instead is the odd case); the rest to one.
  const toCollection =
    request.method === 'POST' || request.method === 'OPTIONS'
      ? typeof request.target === 'number'
      : request.target === null;
  const id = typeof request.target === 'number' ? uploadIds[request.target]! : request.target;
  const path = toCollection || id === null ? collectionPath : itemPath.replace(/:[A-Za-z]+/, id);
  const withBody = request.method === 'POST' || request.method === 'PATCH';
  return fetch(`${server.url}${path}`, {
    method: request.method,
    headers,
    body: withBody && request.body ? request.body : undefined,
  });
}

describe('upload fuzz (issue 14: no input gives a 500)', () => {
  it(
    'f/uploads answers every generated tus request below 500',
    async () => {
      expect(collectionPath).toBe('/api/f/uploads');
      const tally = statusTally();
      await fc.assert(
        fc.asyncProperty(uploadRequest, async (request) => {
          const response = await send(request);
          await response.arrayBuffer();
          tally.add(response.status);
          expect(response.status, `${request.method} → ${response.status}`).toBeLessThan(500);
        }),
        fuzzParameters(),
      );
      console.info(`f/uploads: ${tally}`);
      const health = await fetch(`${server.url}/api/z/health`);
      expect(health.status).toBe(200);
    },
    FUZZ_RUNS * 200,
  );
});
