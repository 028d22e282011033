// The server's own route table, read from Fastify (printRoutes), so a route added tomorrow is
// fuzzed without anyone listing it here.
import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** Fastify's path, parameters as `:name` (`/api/m/motes/:id`). */
  path: string;
}

/** One printRoutes line: tree indentation, a path segment, its methods when it is a route. */
const LINE = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every method and path the app serves, HEAD and OPTIONS left out (Fastify adds HEAD for GET;
 * OPTIONS is the CORS preflight). The `/api/v1/` copies are left out too: the same handlers
 * are mounted under both prefixes (apiRouter.ts).
 */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const parents: string[] = [];
  const routes: ServedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (parents[depth - 1] ?? '') + match[2]!;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method === 'HEAD' || method === 'OPTIONS' || path.startsWith('/api/v1/')) continue;
      routes.push({ method, path });
    }
  }
  return routes;
}

/**
 * The family a route belongs to: its API namespace and resource (`m/motes`, `i/signIn`,
 * `s/track`), or the first segment for pages outside the API (`embed`, `dev`, `pages`).
 */
export function familyOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === 'api') return `${segments[1]}/${segments[2]}`;
  // The web app's catch-all (`*`) and any other wildcard route: pages.
  if (!segments[0] || segments[0].startsWith('*')) return 'pages';
  return segments[0];
}

/** Routes grouped by {@link familyOf}, in the order the server registered them. */
export function routeFamilies(routes: ServedRoute[]): Map<string, ServedRoute[]> {
  const families = new Map<string, ServedRoute[]>();
  for (const route of routes) {
    const family = familyOf(route.path);
    families.set(family, [...(families.get(family) ?? []), route]);
  }
  return families;
}
