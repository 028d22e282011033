import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { requestOrigin, type ShareLinks } from '../../services/shareLinks.js';
import {
  EMBED_PAGE_CSP,
  findSharedMote,
  moteEmbedPage,
  moteOembed,
} from '../../services/moteSharePages.js';

/**
 * `GET /embed/m/{id}` (issue 6 item 6): the iframe player other sites embed. Outside `/api/`:
 * it is a page. Any site may frame it; it runs no script and sets no cookie.
 */
export function moteEmbedPageRoutes(deps: { db: Db; links: ShareLinks }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { id: string } }>('/embed/m/:id', async (request, reply) => {
      const mote = await findSharedMote(deps, requestOrigin(request), request.params.id);
      return reply
        .status(mote ? 200 : 404)
        .header('content-security-policy', EMBED_PAGE_CSP)
        .header('cache-control', 'no-cache')
        .header('referrer-policy', 'strict-origin-when-cross-origin')
        .type('text/html; charset=utf-8')
        .send(moteEmbedPage(mote, requestOrigin(request)));
    });
  };
}

interface OembedQuery {
  url?: string;
  format?: string;
  maxwidth?: string;
  maxheight?: string;
}

function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value !== undefined && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * `GET z/oembed?url=…&format=json` (oEmbed 1.0): a "rich" answer with the embed iframe for a
 * mote's share link. 404 for a link that is not a shared mote, 501 for a format other than
 * JSON (the spec's answers).
 */
export function oembedRoutes(deps: { db: Db; links: ShareLinks }): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Querystring: OembedQuery }>('/oembed', async (request, reply) => {
      const { url, format = 'json' } = request.query;
      if (format !== 'json') {
        return reply
          .status(501)
          .send({ error: 'not_implemented', message: 'Only format=json is offered' });
      }
      let id: string | undefined;
      try {
        id = /^\/m\/([^/]+)\/?$/.exec(new URL(url ?? '').pathname)?.[1];
      } catch {
        id = undefined;
      }
      const mote = id
        ? await findSharedMote(deps, requestOrigin(request), decodeURIComponent(id))
        : undefined;
      if (!mote) {
        return reply.status(404).send({
          error: 'not_found',
          message: 'No shared mote at this URL',
          requestId: request.id,
        });
      }
      reply.header('cache-control', 'public, max-age=300');
      return moteOembed(mote, requestOrigin(request), {
        maxwidth: positiveNumber(request.query.maxwidth),
        maxheight: positiveNumber(request.query.maxheight),
      });
    });
  };
}
