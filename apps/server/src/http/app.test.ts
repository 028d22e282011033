import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { HttpError } from './errors.js';
import { tempDir } from '../../test/tempDirs.js';

function webDist(): string {
  const dir = tempDir('web-dist');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Motes</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('HTTP application', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  async function start(
    routes: Parameters<typeof buildApp>[0]['namespaces'] = [],
    dist = webDist(),
  ) {
    app = await buildApp({ logger: false, namespaces: routes, webDistDir: dist });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  }

  it('answers unknown API paths with a JSON 404 carrying the request id', async () => {
    const base = await start();
    for (const p of ['/api/nope', '/api/v1/m/unknown', '/api/q/anything']) {
      const response = await fetch(`${base}${p}`, { headers: { 'x-request-id': 'req-123' } });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(response.headers.get('x-request-id')).toBe('req-123');
      expect(await response.json()).toEqual({
        error: 'not_found',
        message: `No API route GET ${p}`,
        requestId: 'req-123',
      });
    }
  });

  it('serves the web app: client routes fall back to index.html, hashed assets cache for a year', async () => {
    const base = await start();
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe('no-cache');
    expect(await home.text()).toContain('<div id="root">');

    const page = await fetch(`${base}/some/client/route?x=1`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');

    const asset = await fetch(`${base}/assets/index-AbC123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.headers.get('cache-control')).toBe('no-cache');

    expect((await fetch(`${base}/assets/missing-123.js`)).status).toBe(404);
  });

  it('mounts namespaces under /api and /api/v1, and turns thrown errors into JSON', async () => {
    const base = await start([
      {
        namespace: 'z',
        routes: async (api) => {
          api.get('/teapot', async () => {
            throw new HttpError(418, 'teapot', 'I am a teapot');
          });
          api.get('/crash', async () => {
            throw new Error('secret internals');
          });
        },
      },
    ]);
    const teapot = await fetch(`${base}/api/v1/z/teapot`);
    expect(teapot.status).toBe(418);
    expect(await teapot.json()).toMatchObject({ error: 'teapot', message: 'I am a teapot' });

    const crash = await fetch(`${base}/api/z/crash`);
    expect(crash.status).toBe(500);
    const body = (await crash.json()) as { message: string; requestId: string };
    expect(body.message).not.toContain('secret');
    expect(body.requestId).toBe(crash.headers.get('x-request-id'));
  });

  it('lets an in-flight request finish during a graceful close', async () => {
    const base = await start([
      {
        namespace: 'z',
        routes: async (api) => {
          api.get('/slow', async () => {
            await new Promise((resolve) => setTimeout(resolve, 300));
            return { finished: true };
          });
        },
      },
    ]);
    const inFlight = fetch(`${base}/api/z/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = app!.close();
    const response = await inFlight;
    expect(await response.json()).toEqual({ finished: true });
    await closing;
    app = undefined;
    await expect(fetch(`${base}/api/z/slow`)).rejects.toThrow();
  });
});
