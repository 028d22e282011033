import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@motes/shared';
import type { Db } from '../db/database.js';
import { requestOrigin } from '../routes/motes/moteEmbedRoutes.js';
import { findSharedMote, moteShareHead, withShareHead } from '../services/moteSharePages.js';

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets/ are cached for a year, everything else
 * is revalidated, and any other GET for a page falls back to index.html (client-side routes),
 * except a mote's share link `/m/{id}`, which gets the lean share.html.
 * Unknown /api/ paths get a JSON 404 instead.
 */
export async function serveWebApp(
  app: FastifyInstance,
  webDistDir: string,
  db?: Db,
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
    const moteId = wantsPage ? moteIdOfSharePath(request.url) : undefined;
    if (moteId !== undefined && sharePage !== undefined) {
      // Open Graph tags, so the link unfurls in mail and chat; a private or unknown mote gets
      // the plain page (its script then shows "not found").
      const mote = db ? await findSharedMote(db, moteId) : undefined;
      const html = mote
        ? withShareHead(sharePage, moteShareHead(mote, requestOrigin(request)))
        : sharePage;
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

/** The id of a mote's share page path `/m/{id}` (§2, any query), else undefined. */
export function moteIdOfSharePath(url: string): string | undefined {
  const encoded = /^\/m\/([^/]+)\/?$/.exec(url.split('?')[0] ?? '')?.[1];
  if (encoded === undefined) return undefined;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return encoded;
  }
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
