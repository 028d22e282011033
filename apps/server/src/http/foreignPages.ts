// What a browser tells us about the page behind a request, for routes that must answer only
// this site's own pages (sign-in) or only this machine's own browser and tools (the outbox).
// Node clients (the e2e suite, server tests, curl) send neither header and are not a page.
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.js';

/**
 * True when a browser marks the request as made by another site's page: `Sec-Fetch-Site`
 * cross-site or same-site (another port or subdomain is another origin), or an `Origin` that
 * is none of `ownOrigins` and not the request's own host. `Origin: null` (sandboxed frames,
 * redirects across origins) counts as foreign.
 */
export function isFromForeignPage(
  request: FastifyRequest,
  ownOrigins: readonly string[] = [],
): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (ownOrigins.includes(origin)) return false;
  try {
    // The scheme is not compared: behind a TLS proxy without TRUST_PROXY the server believes
    // it is on http. A page of the same host on the other scheme is cross-site anyway.
    return new URL(origin).host !== request.host;
  } catch {
    return true;
  }
}

/**
 * True when the request's `Host` header names this machine (localhost, 127.x, [::1]). A page
 * that rebinds its own DNS name to 127.0.0.1 still sends its own name, so checking the Host
 * defeats DNS rebinding. `X-Forwarded-Host` is ignored on purpose.
 */
export function hasLoopbackHost(request: FastifyRequest): boolean {
  const host = request.headers.host;
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
}

/** True for a request from this machine (after TRUST_PROXY has resolved forwarded addresses). */
export function isFromThisMachine(request: FastifyRequest): boolean {
  const ip = request.ip.replace(/^::ffff:/, '');
  return ip === '::1' || ip.startsWith('127.');
}

/**
 * An onRequest hook for routes only this site's own pages may call (sign-in): another site's
 * page gets 403, whatever CORS would have let it read.
 */
export function refuseForeignPages(ownOrigins: readonly string[]) {
  return async (request: FastifyRequest): Promise<void> => {
    if (isFromForeignPage(request, ownOrigins)) {
      throw new HttpError(403, 'foreign_page', 'Sign-in works only from this site’s own pages.');
    }
  };
}
