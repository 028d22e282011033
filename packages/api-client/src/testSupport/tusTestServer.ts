// A small tus 1.0.0 server (core, creation, termination) and `POST m/motes` on 127.0.0.1 for
// the upload client's tests: the real protocol over real HTTP, with switches to drop a
// connection, lose an answer or forget an upload, which a real network does now and then.
// Test-only; not exported by the package. The real server's routes are tested in apps/server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeUploadMetadata, type Mote } from '@motes/shared';
import { createApiClient, type ApiClientOptions } from '../apiClient';

/** One upload the server holds. */
export interface HeldUpload {
  id: string;
  length: number;
  bytes: Buffer;
  metadata: Record<string, string>;
}

/** A request as the server saw it. */
export interface TusRequest {
  method: string;
  /** Path after `/api/`, e.g. `f/uploads/u-1`. */
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * What to do with a request before the server handles it: `drop` closes the connection with
 * no answer (the bytes are lost), `lose-answer` applies the request and then closes the
 * connection (the bytes arrived, the client never hears so), `status` answers that code with
 * an error body, `answer` sends a made-up answer (a stale cache, say) instead.
 */
export type Fault =
  | { kind: 'drop' }
  | { kind: 'lose-answer' }
  | { kind: 'status'; status: number }
  | { kind: 'answer'; status: number; headers: Record<string, string> };

export interface TusTestServer {
  origin: string;
  requests: TusRequest[];
  uploads: Map<string, HeldUpload>;
  /** Motes made, by idempotency key. */
  motes: Map<string, Mote>;
  /** Decides a fault per request (index counts every request); undefined: answer normally. */
  setFault(decide: ((request: TusRequest, index: number) => Fault | undefined) | undefined): void;
  /** An upload already on the server, e.g. one a previous page load started. */
  addUpload(id: string, length: number, bytes: Buffer): void;
  close(): Promise<void>;
}

function send(response: ServerResponse, status: number, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'tus-resumable': '1.0.0', ...headers });
  response.end();
}

function sendError(response: ServerResponse, status: number, error: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error, message: error, requestId: 'test' }));
}

function moteFor(key: string, uploadId: string): Mote {
  const now = new Date('2026-02-01T10:00:00.000Z').toISOString();
  return {
    id: `mote${key.padEnd(22, 'x')}`.slice(0, 26),
    kind: 'recording',
    title: 'Recording',
    language: 'en-US',
    durationMs: 5000,
    sizeBytes: 0,
    contentType: 'audio/webm',
    waveform: [],
    transcript: { status: 'pending', text: '', words: [] },
    visibility: 'link',
    allowDownload: false,
    plays: 0,
    heard: 0,
    author: null,
    audioPath: `m/motes/${uploadId}/audio`,
    downloadPath: `m/motes/${uploadId}/audio?download=1`,
    shareUrl: `https://motes.test/m/${uploadId}`,
    shortUrl: null,
    createdAt: now,
    updatedAt: now,
    isMine: true,
  };
}

/** Starts the server on a free port of 127.0.0.1. */
export async function startTusTestServer(): Promise<TusTestServer> {
  const requests: TusRequest[] = [];
  const uploads = new Map<string, HeldUpload>();
  const motes = new Map<string, Mote>();
  let decideFault: ((request: TusRequest, index: number) => Fault | undefined) | undefined;
  let counter = 0;

  function handle(request: TusRequest, response: ServerResponse): void {
    if (request.method === 'OPTIONS' && request.path === 'f/uploads') {
      return send(response, 204, {
        'tus-version': '1.0.0',
        'tus-extension': 'creation,termination',
      });
    }
    if (request.headers['tus-resumable'] !== '1.0.0' && request.path.startsWith('f/')) {
      return sendError(response, 412, 'tus_version_unsupported');
    }
    if (request.method === 'POST' && request.path === 'f/uploads') {
      const length = Number(request.headers['upload-length']);
      const metadata = decodeUploadMetadata(request.headers['upload-metadata'] as string);
      if (!Number.isSafeInteger(length) || !metadata) return sendError(response, 400, 'bad');
      counter += 1;
      const id = `upload-${String(counter).padStart(20, '0')}`;
      uploads.set(id, { id, length, bytes: Buffer.alloc(0), metadata });
      return send(response, 201, { location: `/api/f/uploads/${id}` });
    }
    const match = /^f\/uploads\/([^/]+)$/.exec(request.path);
    if (match) {
      const upload = uploads.get(match[1]!);
      if (!upload) return sendError(response, 404, 'upload_not_found');
      const offsetHeaders = () => ({
        'upload-offset': String(upload.bytes.length),
        'upload-length': String(upload.length),
        'cache-control': 'no-store',
      });
      if (request.method === 'HEAD') return send(response, 200, offsetHeaders());
      if (request.method === 'DELETE') {
        uploads.delete(upload.id);
        return send(response, 204);
      }
      if (request.method === 'PATCH') {
        if (request.headers['content-type'] !== 'application/offset+octet-stream') {
          return sendError(response, 415, 'bad_content_type');
        }
        if (Number(request.headers['upload-offset']) !== upload.bytes.length) {
          return sendError(response, 409, 'upload_offset_mismatch');
        }
        if (upload.bytes.length + request.body.length > upload.length) {
          return sendError(response, 413, 'upload_too_large');
        }
        upload.bytes = Buffer.concat([upload.bytes, request.body]);
        return send(response, 204, { 'upload-offset': String(upload.bytes.length) });
      }
    }
    if (request.method === 'POST' && request.path === 'm/motes') {
      const key = request.headers['idempotency-key'] as string | undefined;
      if (!key) return sendError(response, 400, 'idempotency_key_required');
      const known = motes.get(key);
      if (known) {
        response.writeHead(200, { 'content-type': 'application/json' });
        return void response.end(JSON.stringify(known));
      }
      const { uploadId } = JSON.parse(request.body.toString('utf8')) as { uploadId: string };
      const upload = uploads.get(uploadId);
      if (!upload) return sendError(response, 404, 'upload_not_found');
      if (upload.bytes.length < upload.length) return sendError(response, 409, 'upload_incomplete');
      const mote = moteFor(key, uploadId);
      motes.set(key, mote);
      response.writeHead(201, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify(mote));
    }
    sendError(response, 404, 'not_found');
  }

  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: TusRequest = {
        method: incoming.method ?? '',
        path: (incoming.url ?? '').replace(/^\/api\//, '').split('?')[0]!,
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      const fault = decideFault?.(request, requests.length - 1);
      if (fault?.kind === 'drop') return void incoming.socket.destroy();
      if (fault?.kind === 'status') return sendError(response, fault.status, 'fault');
      if (fault?.kind === 'answer') return send(response, fault.status, fault.headers);
      if (fault?.kind === 'lose-answer') {
        // Apply the request, then cut the line before the answer leaves.
        const sink = { writeHead: () => sink, end: () => incoming.socket.destroy() };
        return handle(request, sink as unknown as ServerResponse);
      }
      handle(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    uploads,
    motes,
    setFault: (decide) => {
      decideFault = decide;
    },
    addUpload: (id, length, bytes) => void uploads.set(id, { id, length, bytes, metadata: {} }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * An API client for `server` with the spec's own timeouts (§7: 5 s for `f/`): these tests cut
 * connections rather than wait for timeouts, and a busy machine must not turn a slow answer
 * into a retry the test did not expect.
 */
export function createTusTestClient(
  server: TusTestServer,
  overrides: Partial<ApiClientOptions> = {},
) {
  return createApiClient({
    baseUrl: server.origin,
    clientType: 'website',
    clientVersion: '1.2.3',
    getAccessToken: () => '',
    getDeviceId: () => 'device-1',
    getLastUserId: () => '',
    environment: 'test',
    ...overrides,
  });
}
