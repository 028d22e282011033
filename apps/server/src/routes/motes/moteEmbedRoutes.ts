import { API_ROUTES } from '@motes/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { namespacePath } from '../../http/apiRoutePaths.js';
import type { Db } from '../../db/database.js';
import { publicAccess } from '../../authorisation/routeAccess.js';
import { requestOrigin, type ShareLinks } from '../../services/shareLinks.js';
import {
  EMBED_PAGE_CSP,
  findSharedMote,
  moteEmbedPage,
  moteOembed,
  type OembedLimits,
} from '../../services/motes/moteSharePages.js';
import {
  findSharedTote,
  TOTE_EMBED_PAGE_CSP,
  toteEmbedPage,
  toteOembed,
} from '../../services/totes/toteSharePages.js';

/**
 * `GET /embed/m/{id}` and `GET /embed/t/{id}` (issue 6 items 6 and 9): the iframe players of a
 * mote and of a tote (its motes one after another) that other sites embed. Outside `/api/`: they
 * are pages. Any site may frame them; they set no cookie, and run no script but the tote
 * player's own (allowed by its hash).
 */
export function moteEmbedPageRoutes(deps: { db: Db; links: ShareLinks }): FastifyPluginAsync {
  return async (app) => {
    const sharePage = publicAccess('share pages: only motes and totes shared by link');
    app.get<{ Params: { id: string } }>('/embed/m/:id', sharePage, async (request, reply) => {
      const mote = await findSharedMote(deps, requestOrigin(request), request.params.id);
      return sendEmbedPage(reply, mote !== undefined, EMBED_PAGE_CSP).send(
        moteEmbedPage(mote, requestOrigin(request)),
      );
    });
    app.get<{ Params: { id: string } }>('/embed/t/:id', sharePage, async (request, reply) => {
      const tote = await findSharedTote(deps, requestOrigin(request), request.params.id);
      return sendEmbedPage(reply, tote !== undefined, TOTE_EMBED_PAGE_CSP).send(
        toteEmbedPage(tote, requestOrigin(request)),
      );
    });
  };
}

function sendEmbedPage(reply: FastifyReply, found: boolean, csp: string): FastifyReply {
  return reply
    .status(found ? 200 : 404)
    .header('content-security-policy', csp)
    .header('cache-control', 'no-cache')
    .header('referrer-policy', 'strict-origin-when-cross-origin')
    .type('text/html; charset=utf-8');
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

/** The kind and id of a share link `…/m/{id}` or `…/t/{id}` (any host: §9 link domains). */
function sharedItemOfUrl(url: string | undefined): { kind: 'm' | 't'; id: string } | undefined {
  try {
    const match = /^\/([mt])\/([^/]+)\/?$/.exec(new URL(url ?? '').pathname);
    return match ? { kind: match[1] as 'm' | 't', id: decodeURIComponent(match[2]!) } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `GET z/oembed?url=…&format=json` (oEmbed 1.0): a "rich" answer with the embed iframe for a
 * mote's or a tote's share link. 404 for a link that is neither shared, 501 for a format other
 * than JSON (the spec's answers).
 */
export function oembedRoutes(deps: { db: Db; links: ShareLinks }): FastifyPluginAsync {
  return async (app) => {
    const sharePage = publicAccess('oEmbed of share pages: only motes and totes shared by link');
    app.get<{ Querystring: OembedQuery }>(
      namespacePath(API_ROUTES.service.oembed),
      sharePage,
      async (request, reply) => {
        const { url, format = 'json' } = request.query;
        if (format !== 'json') {
          return reply
            .status(501)
            .send({ error: 'not_implemented', message: 'Only format=json is offered' });
        }
        const origin = requestOrigin(request);
        const limits: OembedLimits = {
          maxwidth: positiveNumber(request.query.maxwidth),
          maxheight: positiveNumber(request.query.maxheight),
        };
        const item = sharedItemOfUrl(url);
        let answer: ReturnType<typeof moteOembed> | undefined;
        if (item?.kind === 'm') {
          const mote = await findSharedMote(deps, origin, item.id);
          answer = mote && moteOembed(mote, origin, limits);
        } else if (item?.kind === 't') {
          const tote = await findSharedTote(deps, origin, item.id);
          answer = tote && toteOembed(tote, origin, limits);
        }
        if (!answer) {
          return reply.status(404).send({
            error: 'not_found',
            message: 'No shared mote or tote at this URL',
            requestId: request.id,
          });
        }
        reply.header('cache-control', 'public, max-age=300');
        return answer;
      },
    );
  };
}
