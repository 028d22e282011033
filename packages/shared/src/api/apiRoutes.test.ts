import { describe, expect, it } from 'vitest';
import { API_ROUTES, apiPath } from './apiRoutes';
import { resolveRouteGroup } from './routeGroups';

describe('API_ROUTES (§7)', () => {
  it('names each method and path once, every path in a §7 route group', () => {
    const seen = new Set<string>();
    for (const routes of Object.values(API_ROUTES)) {
      for (const { method, path } of Object.values(routes)) {
        expect(seen.has(`${method} ${path}`), `${method} ${path}`).toBe(false);
        seen.add(`${method} ${path}`);
        expect(() => resolveRouteGroup(path)).not.toThrow();
      }
    }
  });

  it('fills path parameters, encoded', () => {
    expect(apiPath(API_ROUTES.motes.get, { id: 'a/b c' })).toBe('m/motes/a%2Fb%20c');
    expect(apiPath(API_ROUTES.motes.list)).toBe('m/motes');
    expect(() => apiPath(API_ROUTES.motes.restore)).toThrow(/needs id/);
  });
});
