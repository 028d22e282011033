// §8 error catalogue: status ≥ 400, error bodies, the 403 hook and auth data, against a real
// HTTP server on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './apiError';
import type { AuthDataEvent } from './apiClient';
import { createExtension403Handler, createWebsite403Handler } from './forbiddenHandlers';
import type { TestServer } from './testSupport/testServer';
import { createTestClient, sendJson, sendText, startTestServer } from './testSupport/testServer';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
});
afterEach(() => server.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('§8 errors', () => {
  it('§8 status ≥ 400 rejects with the exact message, and the JSON error body', async () => {
    server.handle((_request, response) => sendJson(response, 422, { error: 'title too long' }));
    const error = await failure(createTestClient(server).post('m/create', { title: 'x' }));
    expect(error.message).toBe(
      `Request failed with status code 422: POST ${server.origin}/api/m/create`,
    );
    expect(error).toMatchObject({
      status: 422,
      method: 'POST',
      url: `${server.origin}/api/m/create`,
      body: { error: 'title too long' },
      handled: false,
    });
  });

  it('§8 an error body that is not JSON is kept as text', async () => {
    server.handle((_request, response) => sendText(response, 502, 'Bad gateway <html>'));
    const error = await failure(createTestClient(server).get('z/health'));
    expect(error.body).toBe('Bad gateway <html>');
  });

  it('reads success bodies as JSON when possible, else text, or as asked', async () => {
    server.handle((request, response) =>
      request.url.includes('json')
        ? sendJson(response, 200, { a: 1 })
        : sendText(response, 200, 'hello'),
    );
    const client = createTestClient(server);
    expect((await client.get('z/json')).data).toEqual({ a: 1 });
    expect((await client.get('z/text')).data).toBe('hello');
    expect((await client.get('z/json', { responseType: 'text' })).data).toBe('{"a":1}');
    const blob = await client.get<Blob>('z/text', { responseType: 'blob' });
    expect(await blob.data.text()).toBe('hello');
  });

  it('§8 onAuthData sees responses below 400 only', async () => {
    server.handle((request, response) =>
      request.url.endsWith('/ok')
        ? sendJson(response, 200, { auth: { isLoggedIn: true } })
        : sendJson(response, 401, { auth: { isLoggedIn: false } }),
    );
    const onAuthData = vi.fn<(event: AuthDataEvent) => void>();
    const client = createTestClient(server, { onAuthData });
    await client.post('i/ok');
    await failure(client.post('i/denied'));
    expect(onAuthData).toHaveBeenCalledTimes(1);
    expect(onAuthData.mock.calls[0]?.[0]).toMatchObject({
      path: 'i/ok',
      status: 200,
      data: { auth: { isLoggedIn: true } },
    });
  });
});

describe('§8 HTTP 403', () => {
  beforeEach(() => {
    server.handle((_request, response) => sendJson(response, 403, { error: 'forbidden' }));
  });

  it('§8 a 403 calls on403 and rejects with a handled ApiError', async () => {
    const on403 = vi.fn<(error: ApiError) => void>();
    const error = await failure(createTestClient(server, { on403 }).get('m/list'));
    expect(on403).toHaveBeenCalledTimes(1);
    expect(on403.mock.calls[0]?.[0]).toBe(error);
    expect(error).toMatchObject({ status: 403, handled: true, body: { error: 'forbidden' } });
  });

  it('§8 propagate403 skips on403 and leaves the error to the caller', async () => {
    const on403 = vi.fn();
    const client = createTestClient(server, { on403 });
    const error = await failure(client.get('m/list', { propagate403: true }));
    expect(on403).not.toHaveBeenCalled();
    expect(error.handled).toBe(false);
  });

  it('§8 other error statuses never call on403', async () => {
    server.handle((_request, response) => sendJson(response, 401, {}));
    const on403 = vi.fn();
    await failure(createTestClient(server, { on403 }).get('m/list'));
    expect(on403).not.toHaveBeenCalled();
  });

  it('§2/§8 website: a 403 forces sign-out to /login with force, error and returnTo', async () => {
    const navigate = vi.fn<(url: string) => void>();
    const on403 = createWebsite403Handler(navigate, () => '/motes?tab=shared');
    await failure(createTestClient(server, { on403 }).post('i/settings', { a: 1 }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith(
      '/login?force=1&error=403&returnTo=%2Fmotes%3Ftab%3Dshared',
    );
  });

  it('§8 extension: a 403 sends a logout message', async () => {
    const sendMessage = vi.fn(async () => undefined);
    const on403 = createExtension403Handler(sendMessage);
    const client = createTestClient(server, { clientType: 'extension', on403 });
    await failure(client.get('u/vocabulary'));
    expect(sendMessage).toHaveBeenCalledExactlyOnceWith({ type: 'logout', reason: 'forbidden' });
  });
});
