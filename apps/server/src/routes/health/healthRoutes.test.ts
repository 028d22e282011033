import { afterEach, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';

describe(`z/ health and readiness (${TEST_DB_KIND})`, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('answers liveness under /api/ and the optional /api/v1/ prefix', async () => {
    server = await getTestServer();
    for (const path of ['/api/z/health', '/api/v1/z/health']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: 'ok', version: expect.any(String) });
    }
  });

  it('is ready when the database and the blob store answer', async () => {
    server = await getTestServer();
    const response = await fetch(`${server.url}/api/z/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      status: 'ready',
      checks: {
        database: { ok: true, kind: TEST_DB_KIND },
        blobStore: { ok: true, kind: 'filesystem' },
      },
    });
  });

  it('is not ready (503) when the database stops answering', async () => {
    server = await getTestServer();
    await server.database.close();
    const response = await fetch(`${server.url}/api/z/ready`);
    expect(response.status).toBe(503);
    const body = (await response.json()) as {
      status: string;
      checks: { database: { ok: boolean; error?: string } };
    };
    expect(body.status).toBe('not_ready');
    expect(body.checks.database.ok).toBe(false);
    expect(body.checks.database.error).toEqual(expect.any(String));
    // The liveness route does not depend on the database.
    expect((await fetch(`${server.url}/api/z/health`)).status).toBe(200);
  });

  it('serves deployment facts from a database point read', async () => {
    server = await getTestServer();
    const response = await fetch(`${server.url}/api/v1/z/info`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      deploymentId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      startCount: 1,
      database: TEST_DB_KIND,
      blobStore: 'filesystem',
    });
  });
});
