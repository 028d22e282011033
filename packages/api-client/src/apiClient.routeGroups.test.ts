// §7 route groups and §7 timing/retry rules, against a real HTTP server on 127.0.0.1.
// Time values run at TEST_TIMING (×0.05): 4000 ms → 200 ms, 5000 ms → 250 ms.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ApiNetworkError, ApiTimeoutError } from './apiError';
import { createApiClient } from './apiClient';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, hang, sendJson, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const gapsBetweenRequests = () =>
  server.requests.slice(1).map((request, index) => {
    const previous = server.requests[index];
    return previous ? request.receivedAt - previous.receivedAt : 0;
  });

describe('§7 route groups: default policy (spec numbers, unscaled)', () => {
  const client = createApiClient({
    baseUrl: '',
    clientType: 'website',
    clientVersion: '1',
    getAccessToken: () => undefined,
    getDeviceId: () => undefined,
    getLastUserId: () => undefined,
    environment: 'test',
  });

  it('§9 first-class routes: 4000 ms, 3 retries for get and post, +4000 ms per retry', () => {
    for (const path of ['a/users', 'm/list', 'v1/i/status', 'c/classes']) {
      expect(client.describeRoute(path, 'post')).toEqual({
        group: path.replace('v1/', '').charAt(0),
        retries: 3,
        attemptTimeoutsMs: [4000, 8000, 12000, 16000],
      });
    }
    expect(client.describeRoute('m/list', 'get').attemptTimeoutsMs).toEqual([
      4000, 8000, 12000, 16000,
    ]);
  });

  it('§7 first-class routes do not retry put, patch or delete', () => {
    for (const method of ['put', 'patch', 'delete'] as const) {
      expect(client.describeRoute('m/1', method)).toEqual({
        group: 'm',
        retries: 0,
        attemptTimeoutsMs: [4000],
      });
    }
  });

  it('§9 second-class routes: 5000 ms, no retry', () => {
    for (const letter of ['b', 'd', 'f', 's', 't', 'u', 'x', 'z']) {
      expect(client.describeRoute(`${letter}/x`, 'get')).toEqual({
        group: letter,
        retries: 0,
        attemptTimeoutsMs: [5000],
      });
    }
  });
});

describe('§7 route groups over HTTP', () => {
  it('§7 sends to {baseUrl}/api/<path>, keeping v1/ and dropping a leading slash', async () => {
    const client = createTestClient(server);
    await client.post('v1/i/status');
    await client.get('/m/list', { query: { page: 2, empty: undefined } });
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'POST /api/v1/i/status',
      'GET /api/m/list?page=2',
    ]);
  });

  it("§7 any other route raises 'Domain/Route is not handled' without a request", async () => {
    const client = createTestClient(server);
    await expect(client.get('e/whatever')).rejects.toThrow(
      new Error('Domain/Route is not handled'),
    );
    await expect(client.get('v2/i/status')).rejects.toThrow('Domain/Route is not handled');
    expect(server.requests).toHaveLength(0);
  });

  it('§7 a/ routes retry 3 times on timeout, each timeout 4000 ms longer (scaled)', async () => {
    server.handle(hang);
    const client = createTestClient(server);
    const started = performance.now();
    const error = await client.get('a/users').catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    const timeout = error as ApiTimeoutError;
    const url = `${server.origin}/api/a/users`;
    expect(timeout.message).toBe(`Request timed out: GET ${url}`);
    expect(timeout.attempts).toBe(4);
    expect(timeout.timeoutMs).toBe(800);
    expect(server.requests).toHaveLength(4);
    // Attempts wait 200, 400, 600, 800 ms: 2000 ms in all (a fixed timeout would be 800 ms).
    expect(elapsed).toBeGreaterThanOrEqual(1990);
    // Server arrival times are noisy by a connection setup, so compare gaps loosely.
    const gaps = gapsBetweenRequests();
    expect((gaps[2] ?? 0) - (gaps[0] ?? 0)).toBeGreaterThan(240);
  });

  it('§7 post on m/ is retried after a timeout and succeeds on a later attempt', async () => {
    server.handle((_request, response, index) => {
      if (index < 2) return hang();
      sendJson(response, 201, { id: 'mote-1' });
    });
    const client = createTestClient(server);
    const response = await client.post<{ id: string }>('m/create', { title: 'Hello' });
    expect(response).toMatchObject({ aborted: false, status: 201, data: { id: 'mote-1' } });
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((r) => r.body === '{"title":"Hello"}')).toBe(true);
  });

  it('§7 put on a first-class route is not retried', async () => {
    server.handle(hang);
    const client = createTestClient(server);
    await expect(client.put('m/1', { title: 'x' })).rejects.toBeInstanceOf(ApiTimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  it('§7 second-class routes (t/) time out after 5000 ms (scaled) with no retry', async () => {
    server.handle(hang);
    const client = createTestClient(server);
    const started = performance.now();
    const error = await client.post('t/tts', { text: 'hi' }).catch((caught: unknown) => caught);
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect((error as ApiTimeoutError).attempts).toBe(1);
    expect((error as ApiTimeoutError).timeoutMs).toBe(250);
    expect(elapsed).toBeGreaterThanOrEqual(240);
    expect(server.requests).toHaveLength(1);
  });

  it('§7 a dropped connection on a first-class route is retried like a timeout', async () => {
    server.handle((_request, response, index) => {
      if (index === 0) return response.socket?.destroy();
      sendJson(response, 200, { ok: 'second try' });
    });
    const client = createTestClient(server);
    await expect(client.get('i/status')).resolves.toMatchObject({ data: { ok: 'second try' } });
    expect(server.requests).toHaveLength(2);
  });

  it('§7 a dropped connection on a second-class route fails at once with ApiNetworkError', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const client = createTestClient(server);
    const error = await client.get('z/health').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiNetworkError);
    expect((error as ApiNetworkError).message).toBe(
      `Network error: GET ${server.origin}/api/z/health`,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('§7 an HTTP error status is not retried, even on a first-class route', async () => {
    server.handle((_request, response) => sendJson(response, 500, { error: 'boom' }));
    const client = createTestClient(server);
    await expect(client.get('m/list')).rejects.toBeInstanceOf(ApiError);
    expect(server.requests).toHaveLength(1);
  });
});
