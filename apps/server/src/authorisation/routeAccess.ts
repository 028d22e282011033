import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';
import { actorFrom, deviceIdOf, type Actor } from './actor.js';
import { passGate, ruleOf } from './authorise.js';
import type { Action } from './policies/index.js';

/**
 * What every route declares in its Fastify `config` (CONVENTIONS.md 11):
 * - `{ policy: 'mote.update' }`: the action it performs; its gate (401/403) runs before the
 *   body is read, and the handler asks `authorise(request.actor, 'mote.update', mote)`;
 * - `{ access: 'public', why: '…' }`: open to every caller, the reason written down (health,
 *   languages, share pages, sign-in, engine calls anonymous callers may make).
 */
export type RouteAccess = { policy: Action } | { access: 'public'; why: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: Action;
    access?: 'public';
    why?: string;
  }
  interface FastifyRequest {
    /** Who is calling (authorisation/actor.ts), set for every request. */
    actor: Actor;
  }
  interface FastifyInstance {
    /** Every route registered, with what it declared (the authorisation matrix test reads it). */
    routeAccessTable: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  /** What the route declared; undefined when it declared nothing (a test failure). */
  access: RouteAccess | undefined;
}

/**
 * Routes a library registers without a way to pass `config`, declared here by path instead.
 * @fastify/static's catch-all serves the built web app (http/staticWeb.ts): public files.
 */
const LIBRARY_ROUTES: ReadonlyMap<string, string> = new Map([
  ['/*', "the web app's built files (registered by @fastify/static, which takes no config)"],
]);

/**
 * Installs the actor (built once per request, after installRequestAuth's `onRequest`) and the
 * route table. Call before any route is registered: `onRoute` sees only later routes.
 */
export function installAuthorisation(
  app: FastifyInstance,
  options: { staffEmails: ReadonlySet<string> },
): void {
  const table: RouteAccessEntry[] = [];
  app.decorate('routeAccessTable', table);
  app.decorateRequest('actor', null as never);
  app.addHook('onRequest', async (request) => {
    // Without a database (some app tests) there is no request.auth: everyone is anonymous.
    const auth = (request.auth as typeof request.auth | null) ?? { kind: 'anonymous' as const };
    request.actor = actorFrom(auth, deviceIdOf(request.headers), options.staffEmails);
  });
  app.addHook('onRoute', (route) => {
    const access = accessOf(route);
    for (const method of [route.method].flat()) table.push({ method, url: route.url, access });
    if (access && 'policy' in access) {
      // Fails at start-up for an action no policy knows (a typo the types let through).
      const { gate } = ruleOf(access.policy).rule;
      const checkGate: onRequestHookHandler = async (request) => {
        passGate(request.actor, gate);
      };
      route.onRequest = [checkGate, ...[route.onRequest ?? []].flat()];
    }
  });
}

function accessOf(route: RouteOptions): RouteAccess | undefined {
  const config = route.config;
  if (config?.policy) return { policy: config.policy };
  if (config?.access === 'public' && config.why) return { access: 'public', why: config.why };
  const libraryWhy = LIBRARY_ROUTES.get(route.url);
  return libraryWhy ? { access: 'public', why: libraryWhy } : undefined;
}

/** Route options declaring the action a route performs: `app.patch(url, policy('mote.update'), …)`. */
export function policy<A extends Action>(action: A): { config: { policy: A } } {
  return { config: { policy: action } };
}

/** Route options for a route every caller may use, with the reason written down. */
export function publicAccess(why: string): { config: { access: 'public'; why: string } } {
  return { config: { access: 'public', why } };
}
