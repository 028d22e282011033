// §7 polling helper and interval polling; §9 Polling: 2000 ms interval, 120000 ms total.
// Checks hit a real HTTP server on 127.0.0.1; intervals are injected so the tests run fast.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResponse } from './requestResult';
import { poll, resolvePollTiming } from './polling';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('§7 polling helper', () => {
  it('§9 defaults to a 2000 ms interval and 120000 ms total', () => {
    expect(resolvePollTiming()).toEqual({ intervalMs: 2000, totalMs: 120_000 });
    expect(resolvePollTiming({ timing: { scale: 0.01 } })).toEqual({
      intervalMs: 20,
      totalMs: 1200,
    });
    expect(resolvePollTiming({ intervalMs: 5, totalMs: 50 })).toEqual({
      intervalMs: 5,
      totalMs: 50,
    });
  });

  it('§7 repeats the check until it is done (one-time-link sign-in)', async () => {
    server.handle((_request, response, index) =>
      sendJson(response, 200, index < 2 ? { signedIn: false } : { signedIn: true, userId: 'u1' }),
    );
    const client = createTestClient(server);
    const handle = poll(
      async (signal) => {
        const result = await client.requestAbortable<{ signedIn: boolean; userId?: string }>({
          path: 'v1/i/signIn/clientOTL',
          method: 'post',
          signal,
        });
        if (result.aborted || !result.data.signedIn) return { done: false };
        return { done: true, value: result.data.userId };
      },
      { intervalMs: 20, totalMs: 2000 },
    );
    await expect(handle.promise).resolves.toEqual({ status: 'done', value: 'u1' });
    expect(server.requests).toHaveLength(3);
  });

  it('§7 gives up after the total time', async () => {
    const check = vi.fn(async () => {
      await createTestClient(server).get('i/status');
      return { done: false } as const;
    });
    const started = performance.now();
    const outcome = await poll(check, { intervalMs: 20, totalMs: 150 }).promise;
    expect(outcome).toEqual({ status: 'timedOut' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(check.mock.calls.length).toBeGreaterThanOrEqual(3);
    const checksAtEnd = check.mock.calls.length;
    await wait(60);
    expect(check.mock.calls.length).toBe(checksAtEnd);
  });

  it('§7 can be cancelled: resolves cancelled and checks no more', async () => {
    const check = vi.fn(() => ({ done: false }) as const);
    const handle = poll(check, { intervalMs: 10, totalMs: 5000 });
    await wait(35);
    handle.cancel();
    handle.cancel();
    await expect(handle.promise).resolves.toEqual({ status: 'cancelled' });
    const checksAtCancel = check.mock.calls.length;
    await wait(40);
    expect(check.mock.calls.length).toBe(checksAtCancel);
  });

  it('rejects when the check throws', async () => {
    const handle = poll(
      () => {
        throw new Error('broken check');
      },
      { intervalMs: 10, totalMs: 1000 },
    );
    await expect(handle.promise).rejects.toThrow('broken check');
  });
});

describe('§7 interval polling (pollInterval)', () => {
  it('§7 repeats the request every interval until stopped; errors do not stop it', async () => {
    server.handle((_request, response, index) =>
      sendJson(response, index === 1 ? 500 : 200, { tick: index }),
    );
    const client = createTestClient(server);
    const responses: ApiResponse<{ tick: number }>[] = [];
    const errors: unknown[] = [];
    const poller = client.pollInterval<{ tick: number }>(
      { path: 'c/loops/updates' },
      {
        intervalMs: 15,
        onResponse: (response) => responses.push(response),
        onError: (e) => errors.push(e),
      },
    );
    await vi.waitFor(() => expect(responses.length).toBeGreaterThanOrEqual(3), { interval: 5 });
    poller.stop();
    const requestsAtStop = server.requests.length;
    await wait(50);
    expect(server.requests.length).toBe(requestsAtStop);
    expect(responses.map((response) => response.data.tick).slice(0, 3)).toEqual([0, 2, 3]);
    expect(errors).toHaveLength(1);
  });

  it('§9 the default interval is 2000 ms (scaled by timing)', async () => {
    const client = createTestClient(server, { timing: { scale: 0.01 } });
    const responses: unknown[] = [];
    const poller = client.pollInterval(
      { path: 'z/health' },
      { onResponse: (response) => responses.push(response), onError: () => {} },
    );
    await vi.waitFor(() => expect(responses.length).toBe(2), { interval: 2 });
    poller.stop();
    const [first, second] = server.requests;
    expect((second?.receivedAt ?? 0) - (first?.receivedAt ?? 0)).toBeGreaterThanOrEqual(18);
  });
});
