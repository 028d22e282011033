import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { RouteGroupLetter } from '@motes/shared';

/**
 * API namespaces by first path letter (DESIGN.md "API"): the §7 route groups the client uses
 * to pick its timeout and retries, so a route's namespace decides its client policy.
 */
export type ApiNamespace = RouteGroupLetter;

export interface NamespaceRoutes {
  namespace: ApiNamespace;
  routes: FastifyPluginAsync;
}

/** The API is served under `/api/` and, identically, under the optional `/api/v1/` prefix. */
export const API_PREFIXES = ['/api', '/api/v1'] as const;

/** Mounts every namespace's routes under each API prefix. */
export async function registerApi(
  app: FastifyInstance,
  namespaces: NamespaceRoutes[],
): Promise<void> {
  for (const prefix of API_PREFIXES) {
    await app.register(
      async (api) => {
        for (const { namespace, routes } of namespaces) {
          await api.register(routes, { prefix: `/${namespace}` });
        }
      },
      { prefix },
    );
  }
}
