// §7 abort rule ("a new request aborts the previous one when the request is abortable") and
// §8 "Aborted request: not treated as an error", against a real HTTP server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, hang, sendJson, startTestServer } from './testSupport/testServer';
import { isAborted } from './requestResult';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/** Resolves once the server has received `count` requests. */
async function receivedRequests(count: number) {
  await vi.waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(count), {
    timeout: 2000,
    interval: 5,
  });
}

describe('§7 abortable requests', () => {
  it('§7 a new request with the same abort key aborts the previous one; §8 not an error', async () => {
    server.handle((request, response) => {
      if (request.url.includes('q=first')) return hang();
      sendJson(response, 200, { results: ['second'] });
    });
    const onAuthData = vi.fn();
    const on403 = vi.fn();
    const client = createTestClient(server, { onAuthData, on403 });
    const first = client.requestAbortable({
      path: 'd/define',
      query: { q: 'first' },
      abortKey: 'dict',
    });
    await receivedRequests(1);
    const second = client.requestAbortable({
      path: 'd/define',
      query: { q: 'second' },
      abortKey: 'dict',
    });
    await expect(first).resolves.toEqual({ aborted: true, reason: 'superseded' });
    const result = await second;
    expect(isAborted(result)).toBe(false);
    expect(result).toMatchObject({ aborted: false, data: { results: ['second'] } });
    expect(onAuthData).toHaveBeenCalledTimes(1);
    expect(on403).not.toHaveBeenCalled();
  });

  it('§7 aborting is not retried, even on a first-class route', async () => {
    server.handle(hang);
    const client = createTestClient(server);
    const first = client.requestAbortable({ path: 'm/search', abortKey: 'search' });
    await receivedRequests(1);
    client.abort('search');
    await expect(first).resolves.toEqual({ aborted: true, reason: 'cancelled' });
    // Wait past the first attempt's 200 ms timeout: a retry would show up as a request.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.requests).toHaveLength(1);
  });

  it('§7 requests with different abort keys do not abort each other', async () => {
    server.handle((_request, response) => setTimeout(() => sendJson(response, 200, 'ok'), 20));
    const client = createTestClient(server);
    const results = await Promise.all([
      client.requestAbortable({ path: 't/translate', abortKey: 'a' }),
      client.requestAbortable({ path: 't/translate', abortKey: 'b' }),
    ]);
    expect(results.map((result) => result.aborted)).toEqual([false, false]);
  });

  it("§8 the caller's signal aborts the request: resolved as cancelled, not rejected", async () => {
    server.handle(hang);
    const client = createTestClient(server);
    const controller = new AbortController();
    const pending = client.requestAbortable({ path: 'i/status', signal: controller.signal });
    await receivedRequests(1);
    controller.abort();
    await expect(pending).resolves.toEqual({ aborted: true, reason: 'cancelled' });
  });

  it('§8 an already-aborted signal sends nothing', async () => {
    const client = createTestClient(server);
    const result = await client.requestAbortable({ path: 'i/status', signal: AbortSignal.abort() });
    expect(result).toEqual({ aborted: true, reason: 'cancelled' });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses abort options on the non-abortable request()', async () => {
    const client = createTestClient(server);
    const options = { path: 'i/status', abortKey: 'x' };
    await expect(client.request(options)).rejects.toThrow(TypeError);
    expect(client.abort('nothing-running')).toBe(false);
  });
});
