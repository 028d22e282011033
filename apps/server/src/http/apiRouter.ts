import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * API namespaces by first path letter (DESIGN.md "API"), matching the §7 route groups the
 * client uses to pick its timeout and retries.
 */
export const API_NAMESPACES = ['i', 'm', 'c', 'a', 'b', 'd', 'f', 's', 't', 'u', 'x', 'z'] as const;
export type ApiNamespace = (typeof API_NAMESPACES)[number];

export interface NamespaceRoutes {
  namespace: ApiNamespace;
  routes: FastifyPluginAsync;
}

/** The API is served under `/api/` and, identically, under the optional `/api/v1/` prefix. */
export const API_PREFIXES = ['/api', '/api/v1'] as const;

/** Mounts every namespace's routes under each API prefix. */
export async function registerApi(app: FastifyInstance, namespaces: NamespaceRoutes[]): Promise<void> {
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
