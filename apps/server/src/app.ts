import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { installRequestAuth } from './auth/requestAuth.js';
import { installAuthorisation } from './authorisation/routeAccess.js';
import type { Db } from './db/database.js';
import { installApiCors } from './http/apiCors.js';
import { registerApi, type NamespaceRoutes } from './http/apiRouter.js';
import { installErrorHandler } from './http/errors.js';
import { REQUEST_ID_HEADER, requestIdFor } from './http/requestIds.js';
import { installSecurityHeaders, type SecurityHeadersOptions } from './http/securityHeaders.js';
import { installTextInputGuard } from './http/textInput.js';
import { serveWebApp } from './http/staticWeb.js';
import { moteEmbedPageRoutes } from './routes/motes/moteEmbedRoutes.js';
import { installSiteOrigin, ShareLinks } from './services/shareLinks.js';

export interface AppOptions {
  logger: FastifyServerOptions['logger'];
  /** Whose X-Forwarded-For to believe (config TRUST_PROXY). Default: loopback only. */
  trustProxy?: boolean | string;
  /** When given, every request learns who is calling (request.auth) from its access token. */
  db?: Db;
  namespaces: NamespaceRoutes[];
  webDistDir: string;
  /** §9 share links (link domains); default: every link on the request's origin. */
  links?: ShareLinks;
  /** §6 staff (god mode): lower-cased emails; what staff may do is in authorisation/. */
  staffEmails?: ReadonlySet<string>;
  /** What the pages' CSP allows beyond this origin (monitoring DSN, Google one-tap). */
  securityHeaders?: Omit<SecurityHeadersOptions, 'webDistDir'>;
}

/** Builds the HTTP application: API namespaces, the web app, errors, request ids. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger,
    genReqId: requestIdFor,
    // Lets in-flight requests finish on shutdown while idle keep-alive sockets close at once.
    forceCloseConnections: 'idle',
    trustProxy: options.trustProxy ?? 'loopback',
    bodyLimit: 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    // During a graceful close, a request that was in flight must not keep its keep-alive
    // connection open afterwards, or the close would wait for the client to hang up.
    if (!app.server.listening) reply.header('connection', 'close');
  });
  installSecurityHeaders(app, { ...options.securityHeaders, webDistDir: options.webDistDir });
  installApiCors(app);
  installErrorHandler(app);
  // Before any route: text PostgreSQL cannot store is refused or repaired in one place.
  installTextInputGuard(app);
  if (options.db) installRequestAuth(app, options.db);
  // After request.auth, before any route: every route declares its policy (authorisation/).
  installAuthorisation(app, { staffEmails: options.staffEmails ?? new Set() });
  const links = options.links ?? (options.db ? new ShareLinks(options.db) : undefined);
  // Before the routes: links are built on PUBLIC_URL, never on the request's Host.
  if (links) installSiteOrigin(app, links.site);
  await registerApi(app, options.namespaces);
  if (options.db && links) await app.register(moteEmbedPageRoutes({ db: options.db, links }));
  await serveWebApp(app, options.webDistDir, options.db, links);
  return app;
}
