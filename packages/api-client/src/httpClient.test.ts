// §7 generic HTTP client defaults, against a real HTTP server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, ApiTimeoutError } from './apiError';
import { createHttpClient } from './httpClient';
import type { TestServer } from './testSupport/testServer';
import { hang, sendJson, sendText, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

/** ×0.1: timeout 1000 ms, backoff 30 ms then 60 ms. */
const timing = { scale: 0.1 };

describe('§7 generic HTTP client', () => {
  it('§7/§9 defaults: 10 s timeout, 2 retries, listed methods and statuses, backoff 0.3·2^(n−1) s', () => {
    expect(createHttpClient().settings).toEqual({
      timeoutMs: 10_000,
      retries: 2,
      retryMethods: ['get', 'put', 'head', 'delete', 'options', 'trace'],
      retryStatuses: [408, 413, 429, 500, 502, 503, 504],
      backoffMs: [300, 600],
    });
    expect(createHttpClient({ timing }).settings).toMatchObject({
      timeoutMs: 1000,
      backoffMs: [30, 60],
    });
  });

  it.each([408, 413, 429, 500, 502, 503, 504])('§7 get is retried on %i', async (status) => {
    server.handle((_request, response, index) =>
      index === 0 ? sendJson(response, status, {}) : sendText(response, 200, 'ok'),
    );
    const result = await createHttpClient({ timing }).get(`${server.origin}/locales/en-US.ftl`);
    expect(result.data).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });

  it('§7 gives up after 2 retries, waiting 0.3 s then 0.6 s (scaled) between tries', async () => {
    server.handle((_request, response) => sendJson(response, 503, { error: 'busy' }));
    const error = await createHttpClient({ timing })
      .get(`${server.origin}/sounds/finish-recording.mp3`)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      `Request failed with status code 503: GET ${server.origin}/sounds/finish-recording.mp3`,
    );
    expect((error as ApiError).body).toEqual({ error: 'busy' });
    const [first, second, third] = server.requests.map((request) => request.receivedAt);
    expect(server.requests).toHaveLength(3);
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(28);
    expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(58);
  });

  it.each(['put', 'head', 'delete', 'options'] as const)('§7 %s is retried too', async (method) => {
    server.handle((_request, response, index) => sendJson(response, index < 2 ? 502 : 204, null));
    await createHttpClient({ timing }).request(`${server.origin}/x`, { method });
    expect(server.requests).toHaveLength(3);
  });

  it('§7 trace is in the retry list, but fetch cannot send it: refused before sending', async () => {
    const client = createHttpClient({ timing });
    await expect(client.request(`${server.origin}/x`, { method: 'TRACE' })).rejects.toThrow(
      new TypeError('TRACE cannot be sent with fetch'),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('§7 post and patch are not retried', async () => {
    server.handle((_request, response) => sendJson(response, 503, {}));
    const client = createHttpClient({ timing });
    await expect(client.request(`${server.origin}/x`, { method: 'post' })).rejects.toThrow(
      ApiError,
    );
    await expect(client.request(`${server.origin}/x`, { method: 'patch' })).rejects.toThrow(
      ApiError,
    );
    expect(server.requests).toHaveLength(2);
  });

  it('§7 statuses outside the list are not retried', async () => {
    server.handle((_request, response) => sendJson(response, 404, {}));
    await expect(createHttpClient({ timing }).get(`${server.origin}/x`)).rejects.toThrow(
      'Request failed with status code 404',
    );
    expect(server.requests).toHaveLength(1);
  });

  it('§7/§8 times out after the timeout on each of the 3 tries', async () => {
    server.handle(hang);
    const client = createHttpClient({ timing: { scale: 0.01 } });
    const error = await client.get(`${server.origin}/slow`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiTimeoutError);
    expect((error as ApiTimeoutError).message).toBe(`Request timed out: GET ${server.origin}/slow`);
    expect((error as ApiTimeoutError).attempts).toBe(3);
    expect(server.requests).toHaveLength(3);
  });

  it('§8 an aborted request resolves as aborted, also during a backoff wait', async () => {
    server.handle((_request, response) => sendJson(response, 503, {}));
    const controller = new AbortController();
    const client = createHttpClient({ backoffFactorMs: 5000 });
    const pending = client.requestAbortable(`${server.origin}/x`, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toEqual({ aborted: true, reason: 'cancelled' });
    expect(server.requests).toHaveLength(1);
  });
});
