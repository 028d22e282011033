import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real HTTP server on 127.0.0.1 that plays the API for a component test. */
export interface TestApiServer {
  /** The origin to give the client as `baseUrl`, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** `METHOD path` of every request received, in order. */
  requests: string[];
  /** Replaces the handler, e.g. to let a failing server recover. */
  setHandler(handler: TestApiHandler): void;
  close(): Promise<void>;
}

export type TestApiHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Answers `status` with `body` as JSON. */
export function respondJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Starts a {@link TestApiServer} on a free port. */
export async function startTestApiServer(handler: TestApiHandler): Promise<TestApiServer> {
  let currentHandler = handler;
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    currentHandler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    setHandler: (next) => {
      currentHandler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
