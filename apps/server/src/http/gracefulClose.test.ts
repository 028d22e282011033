// A shutdown waits for requests in flight, but not forever: a client that never finishes its
// request must not keep the server (and its database) from stopping. Found in CI, where one
// test's unread audio response held the server's stop past the hook's timeout.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { getTestServer } from '../../test/testServer.js';

describe('stopping the server', () => {
  it('closes connections still busy after half the shutdown time', async () => {
    const server = await getTestServer({ SHUTDOWN_TIMEOUT_MS: '1000' });
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('error', () => {});
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    // Promises a body of 1,000 bytes and sends 2: the request stays in flight.
    socket.write(
      'POST /api/s/track/everything HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{}',
    );
    // Until the server has the request, a stop would simply refuse the connection.
    await new Promise((resolve) => setTimeout(resolve, 300));

    const started = Date.now();
    await server.stop();
    await closed;
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
