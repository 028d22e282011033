import type { ApiRoute } from '@motes/shared';

/**
 * A route's path inside its namespace plugin (http/apiRouter.ts mounts each namespace under
 * `/{letter}`): `m/motes/:id` → `/motes/:id`. Routes register with the table's paths through it.
 */
export function namespacePath(route: ApiRoute): string {
  return route.path.slice(route.path.indexOf('/'));
}
