// The extension's content scripts call the API with the page's origin (issue 7, Mote Sidebar).
import type { AddressInfo } from 'node:net';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { tempDir } from '../../test/tempDirs.js';

const routes: FastifyPluginAsync = async (app) => {
  app.get('/echo', async () => ({ ok: true }));
  app.options('/uploads', async (_request, reply) =>
    reply.status(204).header('tus-version', '1.0.0').send(),
  );
};

describe('API CORS', () => {
  let app: FastifyInstance;
  let base: string;
  beforeAll(async () => {
    const dist = tempDir('web-dist');
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    app = await buildApp({
      logger: false,
      namespaces: [
        { namespace: 't', routes },
        { namespace: 'f', routes },
      ],
      webDistDir: dist,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => app.close());

  it('answers a preflight from any page for the headers the API client sends', async () => {
    const response = await fetch(`${base}/api/t/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://news.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-motes-client-type',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const header of [
      'authorization',
      'content-type',
      'x-motes-client-type',
      'upload-offset',
    ]) {
      expect(allowed).toContain(header);
    }
    // No cookies ever: credentials are never allowed.
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets the page read answers and the headers tus needs, on the v1 prefix too', async () => {
    const response = await fetch(`${base}/api/v1/t/echo`, {
      headers: { origin: 'https://news.example.org' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toContain('upload-offset');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('keeps plain OPTIONS for tus discovery, and says nothing to same-origin calls', async () => {
    const tus = await fetch(`${base}/api/f/uploads`, { method: 'OPTIONS' });
    expect(tus.status).toBe(204);
    expect(tus.headers.get('tus-version')).toBe('1.0.0');
    expect(tus.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers Private Network Access preflights', async () => {
    const response = await fetch(`${base}/api/t/echo`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://news.example.org',
        'access-control-request-method': 'GET',
        'access-control-request-private-network': 'true',
      },
    });
    expect(response.headers.get('access-control-allow-private-network')).toBe('true');
  });

  it('does not open the web pages or unknown paths outside /api', async () => {
    const response = await fetch(`${base}/`, { headers: { origin: 'https://news.example.org' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
