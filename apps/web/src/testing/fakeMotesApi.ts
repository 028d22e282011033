// A real HTTP server on 127.0.0.1 that plays the parts of the API the recorder calls: the
// identity status (anonymous, or one signed-in user), the analytics calls, the tus upload
// under `f/uploads` and `POST m/motes` with its idempotency key, shaped by @motes/shared. It
// stands in for apps/server, which web tests must not import; the real routes are tested in
// apps/server and end to end in e2e/web/recorder.spec.ts.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MoteFromUploadSchema,
  MoteSchema,
  decodeUploadMetadata,
  parseBearerToken,
  type Mote,
} from '@motes/shared';
import { buildTestStatus, type TestUser } from './testStatus';

export interface FakeMotesRequest {
  method: string;
  /** Path after `/api/` without `v1/` or the query, e.g. `f/uploads/abc`. */
  path: string;
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

/** Starts the fake on a free port. */
export async function startFakeMotesApi(): Promise<FakeMotesApi> {
  const requests: FakeMotesRequest[] = [];
  const uploads = new Map<string, FakeUpload>();
  const motes = new Map<string, Mote>();
  const sessions = new Map<string, TestUser>();
  let override: FakeMotesOverride | undefined;
  let counter = 0;

  function route(request: FakeMotesRequest, response: ServerResponse) {
    const { method, path } = request;
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
      const mote = MoteSchema.parse({
        id: `mote-${String(motes.size + 1).padStart(20, '0')}`,
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
        createdAt: now,
        updatedAt: now,
        isMine: true,
      });
      motes.set(key, mote);
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
