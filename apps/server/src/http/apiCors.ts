// Cross-origin access to the API, for the browser extension's content scripts: Chromium runs
// their fetches with the page's origin, so the Mote Sidebar on any page calls the API
// cross-origin. The API authenticates by the Authorization header only (no cookies), so
// answering every origin without credentials gives a page nothing it could not do from any
// other client: without a token it is an anonymous caller (docs/ARCHITECTURE.md).
import type { FastifyInstance } from 'fastify';
import {
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  CLIENT_TYPE_HEADER,
  CLIENT_VERSION_HEADER,
  DEVICE_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  LAST_USER_ID_HEADER,
} from '@motes/shared';
import { REQUEST_ID_HEADER } from './requestIds.js';

/** Request headers a cross-origin caller may send: the §7 common headers, tus and ours. */
export const CORS_ALLOWED_HEADERS = [
  ACCESS_TOKEN_HEADER,
  API_KEY_HEADER,
  CLIENT_TYPE_HEADER,
  CLIENT_VERSION_HEADER,
  DEVICE_ID_HEADER,
  LAST_USER_ID_HEADER,
  IDEMPOTENCY_KEY_HEADER.toLowerCase(),
  REQUEST_ID_HEADER,
  'content-type',
  'range',
  'tus-resumable',
  'upload-length',
  'upload-metadata',
  'upload-offset',
].join(', ');

/** Response headers a cross-origin caller may read (tus needs its own, §7 the request id). */
export const CORS_EXPOSED_HEADERS = [
  REQUEST_ID_HEADER,
  'location',
  'content-range',
  'content-length',
  'tus-resumable',
  'tus-version',
  'tus-extension',
  'tus-max-size',
  'upload-offset',
  'upload-length',
  'retry-after',
].join(', ');

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
/** How long a browser may keep a preflight answer (Chromium caps it at 2 hours). */
const PREFLIGHT_MAX_AGE_S = 600;

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}

/**
 * Answers CORS for `/api/…`: any origin, no credentials. A preflight (OPTIONS with
 * Access-Control-Request-Method) is answered here, before any route, so the tus
 * `OPTIONS f/uploads` discovery route keeps its own meaning for plain OPTIONS.
 */
export function installApiCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(request.url) || request.headers.origin === undefined) return;
    void reply.header('access-control-allow-origin', '*');
    void reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    void reply
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
    // Chromium's Private Network Access: a public page's sidebar calling a server on this
    // network asks first.
    if (request.headers['access-control-request-private-network'] === 'true') {
      void reply.header('access-control-allow-private-network', 'true');
    }
    return reply.status(204).send();
  });
}
