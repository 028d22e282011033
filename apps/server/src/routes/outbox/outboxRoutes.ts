import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import { NotFoundError } from '../../domain/errors.js';
import { hasLoopbackHost, isFromForeignPage, isFromThisMachine } from '../../http/foreignPages.js';
import {
  API_ROUTES,
  OutboxQuerySchema,
  OutboxResponseSchema,
  type OutboxResponse,
} from '@motes/shared';
import type { ServerConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { parseRequest } from '../../http/validation.js';
import { getOutboxMessage, listOutboxMessages } from '../../mail/outbox.js';
import { toOutboxMessage } from '../../services/signIn/outboxMessages.js';
import { renderOutboxPage } from './outboxPage.js';

export interface OutboxDeps {
  db: Db;
  environment: ServerConfig['environment'];
}

// Warning: the outbox holds working sign-in links. Both views exist outside production only
// (in production the JSON route is never registered and the page answers 404), and even then
// answer only this machine's own browser and tools (issue 14):
// - from this machine: `npm start` listens on every interface, and a classmate on the school
//   network must not read someone else's sign-in link;
// - with a loopback Host: a page whose DNS name is rebound to 127.0.0.1 still names itself;
// - not for another site's page: a page on this machine (any other origin, another port
//   included) must not read a link meant for someone else. The API sends no CORS grant for
//   it either (http/apiCors.ts); this refusal also covers frames, forms and navigations.

/** Whether the outbox may answer this request (see above); answered as 404 otherwise. */
export function mayReadOutbox(request: FastifyRequest): boolean {
  return isFromThisMachine(request) && hasLoopbackHost(request) && !isFromForeignPage(request);
}

/** `GET z/outbox?limit=`: stored mail as JSON, newest first (developers, e2e tests). */
export function outboxApiRoutes(deps: OutboxDeps): FastifyPluginAsync {
  return async (app) => {
    if (deps.environment === 'production') return;
    const devOnly = publicAccess(
      'dev outbox: loopback callers only, never in production (§ issue 14)',
    );
    app.get(
      namespacePath(API_ROUTES.service.outbox),
      devOnly,
      async (request, reply): Promise<OutboxResponse> => {
        if (!mayReadOutbox(request)) {
          throw new NotFoundError('not_found', `No API route GET ${request.url.split('?')[0]}`);
        }
        const { limit } = parseRequest(OutboxQuerySchema, request.query);
        const rows = await listOutboxMessages(deps.db, limit);
        void reply.header('cache-control', 'no-store');
        return OutboxResponseSchema.parse({ messages: rows.map(toOutboxMessage) });
      },
    );
  };
}

/** `GET /dev/outbox`: the same mail as a page with clickable links; 404 in production. */
export function devOutboxPage(deps: OutboxDeps): FastifyPluginAsync {
  return async (app) => {
    // Registered in production too: otherwise the web app's page fallback would answer 200.
    const devOnly = publicAccess('dev outbox page: loopback callers only, never in production');
    app.get('/dev/outbox', devOnly, async (request, reply) => {
      if (deps.environment === 'production' || !mayReadOutbox(request)) return notFound(reply);
      const { limit } = parseRequest(OutboxQuerySchema, request.query);
      const rows = await listOutboxMessages(deps.db, limit);
      return reply
        .headers({
          'cache-control': 'no-store',
          'content-security-policy':
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        })
        .type('text/html; charset=utf-8')
        .send(renderOutboxPage(rows, limit));
    });

    // A message's own HTML, as the recipient's mail client would get it. The sandbox policy
    // gives it an opaque origin without scripts, so stored markup cannot act on this site.
    app.get<{ Params: { id: string } }>('/dev/outbox/:id/html', devOnly, async (request, reply) => {
      if (deps.environment === 'production' || !mayReadOutbox(request)) return notFound(reply);
      const row = await getOutboxMessage(deps.db, request.params.id);
      if (!row?.html) return notFound(reply);
      return reply
        .headers({
          'cache-control': 'no-store',
          'content-security-policy':
            "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
          'x-content-type-options': 'nosniff',
        })
        .type('text/html; charset=utf-8')
        .send(row.html);
    });
  };
}

function notFound(reply: FastifyReply) {
  return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
}
