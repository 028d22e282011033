// §7: the route table in packages/shared (API_ROUTES) is what the server serves and what
// packages/api-client calls. Compared both ways with the routes the server registers
// (app.routeAccessTable, filled by Fastify's onRoute): the whole API, every namespace.
import { API_ROUTES } from '@motes/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestServer, type TestServer } from './testServer.js';

let server: TestServer;
beforeAll(async () => {
  server = await getTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** `GET m/motes/:id` for every method of every route registered under `/api/` (not `/api/v1/`). */
function servedRoutes(): Set<string> {
  const served = new Set<string>();
  for (const { method, url } of server.app.routeAccessTable) {
    if (!url.startsWith('/api/') || url.startsWith('/api/v1/')) continue;
    const path = url.slice('/api/'.length);
    for (const one of [method].flat()) served.add(`${one} ${path}`);
  }
  // Fastify adds HEAD beside each GET; the table names the GET (a HEAD of its own, tus, stays).
  for (const route of served) {
    if (route.startsWith('HEAD ') && served.has(`GET ${route.slice('HEAD '.length)}`)) {
      served.delete(route);
    }
  }
  return served;
}

const tabled = new Set(
  Object.values(API_ROUTES).flatMap((routes) =>
    Object.values(routes).map(({ method, path }) => `${method.toUpperCase()} ${path}`),
  ),
);

describe('the API route table (§7)', () => {
  it('lists only routes the server serves, under /api/ and /api/v1/ alike', () => {
    const served = servedRoutes();
    const v1 = new Set(
      server.app.routeAccessTable
        .filter(({ url }) => url.startsWith('/api/v1/'))
        .flatMap(({ method, url }) =>
          [method].flat().map((one) => `${one} ${url.slice('/api/v1/'.length)}`),
        ),
    );
    for (const route of tabled) {
      expect(served, route).toContain(route);
      expect(v1, `v1 ${route}`).toContain(route);
    }
  });

  it('has every route the server serves under /api/ (a new route must be added to it)', () => {
    const missing = [...servedRoutes()].filter((route) => !tabled.has(route));
    expect(missing).toEqual([]);
  });
});
