// A real HTTP server on 127.0.0.1 for the client's tests (DESIGN.md: HTTP behaviour is
// tested against a real server, not a mocked fetch). Test-only; not exported by the package.
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiClientOptions } from '../apiClient';
import { createApiClient } from '../apiClient';

export interface RecordedRequest {
  method: string;
  /** Path and query, e.g. `/api/m/list?page=2`. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** performance.now() when the request (body included) arrived. */
  receivedAt: number;
}

/** Answers one request; `index` is its 0-based position among all requests received. */
export type TestHandler = (
  request: RecordedRequest,
  response: ServerResponse,
  index: number,
) => void;

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  requests: RecordedRequest[];
  /** Replaces the handler; the default answers 200 `{ "ok": true }`. */
  handle(handler: TestHandler): void;
  close(): Promise<void>;
}

/** Sends a JSON answer. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Sends a plain-text answer. */
export function sendText(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, { 'content-type': 'text/plain' });
  response.end(body);
}

/** Leaves the request unanswered, so the client's timeout fires. */
export function hang(): void {}

/** Starts a server on 127.0.0.1 on a free port. */
export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler: TestHandler = (_request, response) => sendJson(response, 200, { ok: true });
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const recorded: RecordedRequest = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        receivedAt: performance.now(),
      };
      requests.push(recorded);
      handler(recorded, response, requests.length - 1);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Test timing: 4000 ms → 200 ms, 5000 ms → 250 ms, the increment 4000 ms → 200 ms. Fast, yet
 * with room for a loaded CI machine to answer before a timeout.
 */
export const TEST_TIMING = { scale: 0.05 };

/** An API client for `server` with test timing and fixed header values. */
export function createTestClient(server: TestServer, overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.origin,
    clientType: 'website',
    clientVersion: '1.2.3',
    getAccessToken: () => 'token-1',
    getDeviceId: () => 'device-1',
    getLastUserId: () => 'user-1',
    environment: 'test',
    timing: TEST_TIMING,
    ...overrides,
  });
}
