import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SHORT_CODE_PATTERN, type ApiErrorBody } from '@motes/shared';
import type { Db } from '../db/database.js';
import { findSharedMote, moteShareHead, withShareHead } from '../services/motes/moteSharePages.js';
import { requestOrigin, ShareLinks } from '../services/shareLinks.js';
import { findSharedTote, toteShareHead } from '../services/totes/toteSharePages.js';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ are cached for a year, everything else
 * is revalidated, and any other GET for a page falls back to index.html (client-side routes),
 * except the share links of a mote `/m/{id}` and a tote `/t/{id}`, which get the lean
 * share.html with their Open Graph tags. §9 short links (`/l/{code}`, and `/{code}` on the
 * short-link domain) redirect to their share page. Requests on the §9 mote and tote link
 * domains are served alike: they point at this same server.
 * Unknown /api/ paths get a JSON 404 instead.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string,
  db?: Db,
  links: ShareLinks | undefined = db ? new ShareLinks(db) : undefined,
): Promise<void> {
  const hasBuild = existsSync(path.join(webDistDir, 'index.html'));
  // The lean share page of /m/{id} (issue 6: under 80 KB of JavaScript), built beside the app.
  const sharePage = hasBuild ? readIfExists(path.join(webDistDir, SHARE_PAGE)) : undefined;
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // `/` is the home page; a folder without an index.html gets the not-found handler.
      index: 'index.html',
      setHeaders(reply, filePath) {
        const relative = path.relative(webDistDir, filePath);
        reply.header(
          'cache-control',
          relative.startsWith(`assets${path.sep}`) ? HASHED_ASSET_CACHE : 'no-cache',
        );
        // §7 translation files: plain UTF-8 text (no registered type for .ftl).
        if (filePath.endsWith('.ftl')) reply.header('content-type', 'text/plain; charset=utf-8');
      },
    });
  } else {
    app.log.warn(
      { webDistDir },
      'web app build not found: run `npm run build` (npm start does this)',
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url)) return sendApiNotFound(request, reply);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !hasFileExtension(request.url);
    const shortCode = wantsPage && links ? shortCodeOf(request, links) : undefined;
    if (shortCode !== undefined && links) {
      const target = await links.resolve(shortCode);
      if (target) {
        return reply
          .header('cache-control', 'no-cache')
          .redirect(links.targetUrl(requestOrigin(request), target.kind, target.id), 302);
      }
      // An unknown code: the app's "not found" page, with the status that says so.
      if (hasBuild) return reply.status(404).type('text/html').sendFile('index.html');
      return reply.status(404).type('text/plain').send('Not found');
    }
    const share = wantsPage ? sharedItemOfPath(request.url) : undefined;
    if (share !== undefined && sharePage !== undefined) {
      // Open Graph tags, so the link unfurls in mail and chat; a private or unknown mote (or
      // an unknown tote) gets the plain page (its script then shows "not found").
      const origin = requestOrigin(request);
      const deps = db && links ? { db, links } : undefined;
      let head: string | undefined;
      if (deps && share.kind === 'mote') {
        const mote = await findSharedMote(deps, origin, share.id);
        head = mote ? moteShareHead(mote, origin) : undefined;
      } else if (deps) {
        const tote = await findSharedTote(deps, origin, share.id);
        head = tote ? toteShareHead(tote, origin) : undefined;
      }
      const html = head ? withShareHead(sharePage, head) : sharePage;
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    }
    if (wantsPage && hasBuild) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .status(404)
      .type('text/plain')
      .send(hasBuild ? 'Not found' : 'The web app is not built. Run `npm start`.');
  });
}

const SHARE_PAGE = 'share.html';

/** The mote or tote of a share page path `/m/{id}` or `/t/{id}` (§2, any query). */
export function sharedItemOfPath(url: string): { kind: 'mote' | 'tote'; id: string } | undefined {
  const match = /^\/([mt])\/([^/]+)\/?$/.exec(url.split('?')[0] ?? '');
  if (!match?.[1] || match[2] === undefined) return undefined;
  const kind = match[1] === 'm' ? 'mote' : 'tote';
  try {
    return { kind, id: decodeURIComponent(match[2]) };
  } catch {
    return { kind, id: match[2] };
  }
}

/**
 * The code of a §9 short link: `/l/{code}` on any host, or `/{code}` on the short-link
 * domain; else undefined.
 */
function shortCodeOf(request: FastifyRequest, links: ShareLinks): string | undefined {
  const pathname = request.url.split('?')[0] ?? '';
  const short = links.origins.short;
  const onShortDomain = short !== undefined && new URL(short).host === request.host;
  const code = /^\/l\/([^/]+)\/?$/.exec(pathname)?.[1] ?? (onShortDomain ? pathname.slice(1) : '');
  return SHORT_CODE_PATTERN.test(code) ? code : undefined;
}

function readIfExists(file: string): string | undefined {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function hasFileExtension(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /\.[A-Za-z0-9]{1,8}$/.test(pathname);
}

function sendApiNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ApiErrorBody = {
    error: 'not_found',
    message: `No API route ${request.method} ${request.url.split('?')[0]}`,
    requestId: request.id,
  };
  return reply.status(404).send(body);
}
