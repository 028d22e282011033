// §7 "Common to all requests": headers, against a real HTTP server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

describe('§7 common headers', () => {
  it('§7 adds api key, access token, device id, client version, client type and last user id', async () => {
    const client = createTestClient(server, { apiKey: 'key-1', clientType: 'extension' });
    await client.post('v1/i/status');
    expect(server.requests[0]?.headers).toMatchObject({
      'x-motes-api-key': 'key-1',
      authorization: 'Bearer token-1',
      'x-motes-device-id': 'device-1',
      'x-motes-client-version': '1.2.3',
      'x-motes-client-type': 'extension',
      'x-motes-last-user-id': 'user-1',
    });
  });

  it('§7 skips the access token when the call asks', async () => {
    const client = createTestClient(server);
    await client.post('v1/i/signIn/clientOTL', { email: 'a@b.test' }, { skipAuth: true });
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-motes-device-id']).toBe('device-1');
  });

  it('leaves out headers whose value is missing, and reads async sources', async () => {
    const client = createTestClient(server, {
      getAccessToken: async () => null,
      getDeviceId: async () => 'device-async',
      getLastUserId: () => '',
    });
    await client.get('z/health');
    const headers = server.requests[0]?.headers ?? {};
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-motes-api-key']).toBeUndefined();
    expect(headers['x-motes-last-user-id']).toBeUndefined();
    expect(headers['x-motes-device-id']).toBe('device-async');
  });

  it('sends objects as JSON, strings as they are, and lets call headers override', async () => {
    const client = createTestClient(server);
    await client.post('m/create', { title: 'Hi' });
    await client.post('s/track/everything', 'plain', { headers: { 'content-type': 'text/csv' } });
    expect(server.requests[0]).toMatchObject({
      body: '{"title":"Hi"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(server.requests[1]).toMatchObject({
      body: 'plain',
      headers: { 'content-type': 'text/csv' },
    });
  });
});
