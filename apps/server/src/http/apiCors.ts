// Cross-origin access to the API, for the browser extension's content scripts only: Chromium
// runs their fetches with the page's origin, so the Mote Sidebar on any page calls the API
// cross-origin. The API authenticates by the Authorization header only (no cookies), so a
// page without a token is an anonymous caller — but some anonymous answers carry secrets
// (sign-in poll tokens and sessions, the development outbox's sign-in links). So CORS is
// granted only to the routes the content scripts call (issue 14), never to those.
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

/**
 * The API paths (relative to `/api/`, after an optional `v1/`) that the extension's content
 * scripts call, as prefixes ending at a path segment: the sidebar's status and reading
 * settings, its language tools, recording (uploads and motes), highlights, accepted word
 * predictions and usage statistics — the API paths found in the built sidebar-app.js and
 * highlight-restore.js. Extension pages and the background are not limited by CORS (host
 * permissions), and the website calls its own origin. Deliberately absent: `z/` (the
 * outbox), every `i/signIn/` route, sessions, account and sign-out. Adding a path here
 * lets every web page call it: only for routes that answer a page nothing secret.
 */
export const CORS_ROUTE_PREFIXES: readonly string[] = [
  'i/status',
  'i/settings',
  'd/define',
  'f/uploads',
  'm/motes',
  's/event',
  's/track/everything',
  't/languages',
  't/voices',
  't/tts',
  't/transcriptions',
  't/translate',
  't/ocr',
  't/predict',
  'u/highlights',
  'u/predictions/accepted',
];

/** Whether a request URL is one of {@link CORS_ROUTE_PREFIXES} (under /api/ or /api/v1/). */
export function isCorsGrantedUrl(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  const match = /^\/api\/(?:v1\/)?(.+)$/.exec(pathname);
  if (!match?.[1]) return false;
  const path = match[1];
  return CORS_ROUTE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Answers CORS for the routes of {@link CORS_ROUTE_PREFIXES}: any origin, no credentials.
 * Other routes get no CORS header at all, so a browser keeps their answers from other pages
 * and refuses their preflights. A preflight (OPTIONS with Access-Control-Request-Method) is
 * answered here, before any route, so the tus `OPTIONS f/uploads` discovery route keeps its
 * own meaning for plain OPTIONS.
 */
export function installApiCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin === undefined || !isCorsGrantedUrl(request.url)) return;
    void reply.header('access-control-allow-origin', '*');
    void reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS);
    if (request.method !== 'OPTIONS' || !request.headers['access-control-request-method']) return;
    void reply
      .header('access-control-allow-methods', ALLOWED_METHODS)
      .header('access-control-allow-headers', CORS_ALLOWED_HEADERS)
      .header('access-control-max-age', String(PREFLIGHT_MAX_AGE_S));
    // Chromium's Private Network Access: a public page's sidebar calling a server on this
    // network asks first (granted routes only, like CORS itself).
    if (request.headers['access-control-request-private-network'] === 'true') {
      void reply.header('access-control-allow-private-network', 'true');
    }
    return reply.status(204).send();
  });
}
