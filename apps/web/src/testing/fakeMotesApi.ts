// A real HTTP server on 127.0.0.1 that plays the parts of the API the recorder calls: the
// identity status (anonymous, or one signed-in user), the analytics calls, the tus upload
// under `f/uploads` and `POST m/motes` with its idempotency key, shaped by @motes/shared. It
// The library calls (`GET m/motes` with search and cursor, PATCH, DELETE and restore) work on
// `library`, which a test fills with {@link fakeMote}. It
// stands in for apps/server, which web tests must not import; the real routes are tested in
// apps/server and end to end in e2e/web/recorder.spec.ts.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MOTE_LIST_PAGE_SIZE,
  MoteFromUploadSchema,
  MoteSchema,
  MoteUpdateSchema,
  decodeUploadMetadata,
  parseBearerToken,
  type Mote,
  type Tote,
} from '@motes/shared';
import { fakeTotesRoute } from './fakeTotesRoute';
import { buildTestStatus, type TestUser } from './testStatus';

export interface FakeMotesRequest {
  method: string;
  /** Path after `/api/` without `v1/` or the query, e.g. `f/uploads/abc`. */
  path: string;
  /** The query string without `?` ('' when none). */
  query: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeUpload {
  length: number;
  bytes: Buffer;
  metadata: Record<string, string>;
}

/** Answers a request instead of the fake; return false to let the fake answer it. */
export type FakeMotesOverride = (
  request: FakeMotesRequest,
  response: ServerResponse,
) => boolean | void;

export interface FakeMotesApi {
  origin: string;
  requests: FakeMotesRequest[];
  uploads: Map<string, FakeUpload>;
  /** Motes made, by idempotency key. */
  motes: Map<string, Mote>;
  /** The signed-in user's motes as `GET m/motes` lists them (newest first), deleted ones too. */
  library: Mote[];
  /** Ids of soft-deleted motes of {@link library}. */
  deleted: Set<string>;
  /** The caller's totes as `GET t/totes` lists them (newest first). */
  totes: Tote[];
  /** Motes per page of `GET m/motes` (the server's {@link MOTE_LIST_PAGE_SIZE} by default). */
  pageSize: number;
  /** The `s/track/everything` event names, in order. */
  trackedEvents(): string[];
  /** The `s/event` mutation types, in order. */
  eventMutations(): string[];
  /** Signs `user` in under `token` (the status then answers for them). */
  addSession(user: TestUser, token: string): void;
  /** Runs before the fake for every request. */
  override(handler: FakeMotesOverride | undefined): void;
  close(): Promise<void>;
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** An API error body as the server sends it. */
export function sendFakeError(
  response: ServerResponse,
  status: number,
  error: string,
  message = error,
) {
  sendJson(response, status, { error, message, requestId: 'test-request' });
}

function tus(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'tus-resumable': '1.0.0', ...headers });
  response.end();
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The origin of the share links of {@link fakeMote}s. */
export const FAKE_LIBRARY_ORIGIN = 'https://motes.test';

/** A mote of the signed-in user for {@link FakeMotesApi.library}; `overrides` win. */
export function fakeMote(overrides: Partial<Mote> & { id: string }): Mote {
  const createdAt = overrides.createdAt ?? '2026-11-02T10:00:00.000Z';
  return MoteSchema.parse({
    kind: 'recording',
    title: 'Recording',
    language: 'en-GB',
    durationMs: 65_000,
    sizeBytes: 1000,
    contentType: 'audio/webm',
    waveform: [],
    transcript: { status: 'done', text: '', words: [] },
    visibility: 'link',
    allowDownload: false,
    plays: 0,
    heard: 0,
    author: null,
    audioPath: `m/motes/${overrides.id}/audio`,
    // As the server: the owner always may download; others when the owner allows it.
    downloadPath:
      (overrides.isMine ?? true) || overrides.allowDownload
        ? `m/motes/${overrides.id}/audio?download=1`
        : null,
    // As the server without a §9 mote link domain: the origin the request came in on.
    shareUrl: `${FAKE_LIBRARY_ORIGIN}/m/${overrides.id}`,
    shortUrl: null,
    updatedAt: createdAt,
    isMine: true,
    ...overrides,
    createdAt,
  });
}

/** Starts the fake on a free port. */
export async function startFakeMotesApi(): Promise<FakeMotesApi> {
  const requests: FakeMotesRequest[] = [];
  const uploads = new Map<string, FakeUpload>();
  const motes = new Map<string, Mote>();
  const library: Mote[] = [];
  const deleted = new Set<string>();
  const totes: Tote[] = [];
  const toteRoute = fakeTotesRoute(totes, library, deleted, sendJson);
  const settings = { pageSize: MOTE_LIST_PAGE_SIZE };
  const sessions = new Map<string, TestUser>();
  let override: FakeMotesOverride | undefined;
  let counter = 0;

  function libraryRoute(request: FakeMotesRequest, response: ServerResponse): boolean {
    const { method, path } = request;
    if (method === 'GET' && path === 'm/motes') {
      const query = new URLSearchParams(request.query);
      const search = (query.get('q') ?? '').trim().toLowerCase();
      const matching = library.filter(
        (mote) =>
          !deleted.has(mote.id) &&
          (!search ||
            mote.title.toLowerCase().includes(search) ||
            mote.transcript.text.toLowerCase().includes(search)),
      );
      const start = Number(query.get('cursor') ?? 0);
      const page = matching.slice(start, start + settings.pageSize);
      const next = start + settings.pageSize;
      sendJson(response, 200, {
        motes: page,
        nextCursor: next < matching.length ? String(next) : null,
      });
      return true;
    }
    const match = /^m\/motes\/([^/]+)(\/restore)?$/.exec(path);
    if (!match) return false;
    const index = library.findIndex((mote) => mote.id === match[1]);
    const found = library[index];
    if (!found) return false;
    if (method === 'POST' && match[2]) {
      deleted.delete(found.id);
      sendJson(response, 200, found);
      return true;
    }
    if (match[2]) return false;
    if (deleted.has(found.id)) {
      sendFakeError(response, 404, 'mote_not_found');
      return true;
    }
    if (method === 'DELETE') {
      deleted.add(found.id);
      response.writeHead(204);
      response.end();
      return true;
    }
    if (method === 'PATCH') {
      const update = MoteUpdateSchema.parse(parseJson(request.body));
      const changed: Mote = {
        ...found,
        ...(update.title !== undefined && { title: update.title.trim() }),
        ...(update.transcriptText !== undefined && {
          transcript: { status: 'done', text: update.transcriptText.trim(), words: [] },
        }),
        updatedAt: new Date().toISOString(),
      };
      library[index] = changed;
      sendJson(response, 200, changed);
      return true;
    }
    return false;
  }

  function route(request: FakeMotesRequest, response: ServerResponse) {
    const { method, path } = request;
    if (libraryRoute(request, response)) return;
    if (toteRoute(request, response)) return;
    if (path === 'i/status') {
      const token = parseBearerToken(request.headers.authorization);
      const user = token ? sessions.get(token) : undefined;
      return sendJson(response, 200, buildTestStatus(user, user ? token : undefined));
    }
    if (path === 's/track/everything') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      return void response.end('OK');
    }
    if (path.startsWith('s/')) return sendJson(response, 200, { stored: true });
    if (method === 'POST' && path === 'f/uploads') {
      counter += 1;
      const id = `upload${String(counter).padStart(20, '0')}`;
      uploads.set(id, {
        length: Number(request.headers['upload-length']),
        bytes: Buffer.alloc(0),
        metadata: decodeUploadMetadata(request.headers['upload-metadata'] as string) ?? {},
      });
      return tus(response, 201, { location: `/api/f/uploads/${id}` });
    }
    const uploadMatch = /^f\/uploads\/([^/]+)$/.exec(path);
    if (uploadMatch) {
      const id = uploadMatch[1]!;
      const upload = uploads.get(id);
      if (!upload) return sendFakeError(response, 404, 'upload_not_found');
      if (method === 'HEAD') {
        return tus(response, 200, {
          'upload-offset': String(upload.bytes.length),
          'upload-length': String(upload.length),
        });
      }
      if (method === 'DELETE') {
        uploads.delete(id);
        return tus(response, 204);
      }
      if (method === 'PATCH') {
        if (Number(request.headers['upload-offset']) !== upload.bytes.length) {
          return sendFakeError(response, 409, 'upload_offset_mismatch');
        }
        upload.bytes = Buffer.concat([upload.bytes, request.body]);
        return tus(response, 204, { 'upload-offset': String(upload.bytes.length) });
      }
    }
    if (method === 'POST' && path === 'm/motes') {
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string') return sendFakeError(response, 400, 'idempotency_key_required');
      const known = motes.get(key);
      if (known) return sendJson(response, 200, known);
      const input = MoteFromUploadSchema.parse(parseJson(request.body));
      const upload = uploads.get(input.uploadId);
      if (!upload) return sendFakeError(response, 404, 'upload_not_found');
      if (upload.bytes.length < upload.length) {
        return sendFakeError(response, 409, 'upload_incomplete');
      }
      const now = new Date().toISOString();
      const id = `mote-${String(motes.size + 1).padStart(20, '0')}`;
      const mote = MoteSchema.parse({
        id,
        kind: input.kind,
        title: 'Recording',
        language: 'en-GB',
        durationMs: 5000,
        sizeBytes: upload.length,
        contentType: 'audio/webm',
        waveform: [],
        transcript: { status: 'pending', text: '', words: [] },
        visibility: 'link',
        allowDownload: false,
        plays: 0,
        heard: 0,
        author: null,
        audioPath: 'm/motes/x/audio',
        downloadPath: 'm/motes/x/audio?download=1',
        // As the server: the share link is on the origin the request came in on.
        shareUrl: `http://${request.headers.host ?? ''}/m/${id}`,
        shortUrl: null,
        createdAt: now,
        updatedAt: now,
        isMine: true,
      });
      motes.set(key, mote);
      library.unshift(mote);
      return sendJson(response, 201, mote);
    }
    sendFakeError(response, 404, 'not_found', `No route ${method} ${path}`);
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: FakeMotesRequest = {
        method: incoming.method ?? '',
        path: (incoming.url ?? '').replace(/^\/?(api\/)?(v1\/)?/, '').split('?')[0] ?? '',
        query: (incoming.url ?? '').split('?')[1] ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      if (override && override(request, response) !== false) return;
      route(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const bodies = (path: string) =>
    requests
      .filter((request) => request.path === path)
      .map((request) => parseJson(request.body) as Record<string, unknown>);

  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    uploads,
    motes,
    library,
    deleted,
    totes,
    get pageSize() {
      return settings.pageSize;
    },
    set pageSize(size: number) {
      settings.pageSize = size;
    },
    trackedEvents: () => bodies('s/track/everything').map((body) => String(body.event)),
    eventMutations: () => bodies('s/event').map((body) => String(body.type)),
    addSession: (user, token) => void sessions.set(token, user),
    override: (handler) => {
      override = handler;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
