// §7 "A fault-injection mode exists in non-production", against a real HTTP server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, ApiTimeoutError } from './apiError';
import { FAULT_INJECTED_HEADER } from './faultInjection';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('§7 fault injection', () => {
  it('§7 is off by default: requests reach the server', async () => {
    await createTestClient(server).get('z/health');
    expect(server.requests).toHaveLength(1);
  });

  it('§7 refuses to turn on in production, at creation and at run time', () => {
    const refused = 'Fault injection is not available in production';
    expect(() =>
      createTestClient(server, { environment: 'production', faultInjection: { enabled: true } }),
    ).toThrow(refused);
    const client = createTestClient(server, { environment: 'production' });
    expect(() => client.setFaultInjection({ enabled: true, failureRate: 1 })).toThrow(refused);
    expect(() => client.setFaultInjection({ enabled: false })).not.toThrow();
  });

  it('§7 failure rate 1 answers every request with the configured status, server untouched', async () => {
    const client = createTestClient(server, {
      faultInjection: { enabled: true, failureRate: 1, status: 500 },
    });
    const error = await client.get('b/plans').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, body: { error: 'Injected fault', status: 500 } });
    expect(server.requests).toHaveLength(0);
  });

  it('§7 the failure rate is compared with the random source', async () => {
    const random = vi.fn<() => number>().mockReturnValueOnce(0.2).mockReturnValueOnce(0.8);
    const client = createTestClient(server, {
      faultInjection: { enabled: true, failureRate: 0.5, random },
    });
    await expect(client.get('z/health')).rejects.toMatchObject({ status: 503 });
    await expect(client.get('z/health')).resolves.toMatchObject({ status: 200 });
    expect(server.requests).toHaveLength(1);
  });

  it('§7 added latency delays requests and counts against the timeout', async () => {
    const client = createTestClient(server, { faultInjection: { enabled: true, latencyMs: 60 } });
    const started = performance.now();
    await client.get('z/health');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    client.setFaultInjection({ enabled: true, latencyMs: 400 });
    await expect(client.get('z/health')).rejects.toBeInstanceOf(ApiTimeoutError);
    expect(server.requests).toHaveLength(1);
  });

  it('§8 an injected 403 goes through the 403 hook; it can be switched off again', async () => {
    const on403 = vi.fn();
    const client = createTestClient(server, {
      on403,
      faultInjection: { enabled: true, failureRate: 1, status: 403 },
    });
    await expect(client.get('m/list')).rejects.toMatchObject({ status: 403, handled: true });
    expect(on403).toHaveBeenCalledTimes(1);
    client.setFaultInjection(undefined);
    const response = await client.get('m/list');
    expect(response.headers.get(FAULT_INJECTED_HEADER)).toBeNull();
  });

  it('rejects settings that make no sense', () => {
    for (const faultInjection of [
      { enabled: true, failureRate: 2 },
      { enabled: true, latencyMs: -1 },
      { enabled: true, status: 200 },
    ]) {
      expect(() => createTestClient(server, { faultInjection })).toThrow(RangeError);
    }
  });
});
