import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES } from '@motes/shared';
import type { ClientConfig } from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface ClientConfigDeps {
  /** The website's error-monitoring DSN; undefined turns monitoring off. */
  webMonitoringDsn: string | undefined;
}

/**
 * `z/` namespace: `GET z/client-config`, what the website needs to know about this deployment
 * at run time (today: whether error monitoring is on, and its public DSN). Browsers read it
 * once, when idle, and only after the visitor accepted analytics cookies.
 */
export function clientConfigRoutes(deps: ClientConfigDeps): FastifyPluginAsync {
  const body: ClientConfig = {
    monitoring: deps.webMonitoringDsn ? { dsn: deps.webMonitoringDsn } : null,
  };
  return async (app) => {
    const open = publicAccess('what every page needs before sign-in (the monitoring DSN)');
    app.get(namespacePath(API_ROUTES.service.clientConfig), open, async (_request, reply) => {
      // Short-lived: a new DSN reaches browsers within minutes of a restart.
      reply.header('cache-control', 'public, max-age=300');
      return body;
    });
  };
}
