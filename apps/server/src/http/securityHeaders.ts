// Security headers in one place (issue 14 deliverable 2), added when a response is sent so
// every HTML page gets them whoever rendered it: the web app and its page fallback
// (http/staticWeb.ts), the share pages /m/{id} and /t/{id}, /dev/outbox, the embed players.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface SecurityHeadersOptions {
  /** config.webMonitoringDsn: the browser sends its error reports to this DSN's origin. */
  webMonitoringDsn?: string | undefined;
  /** Google one-tap is on (config.oidc.oneTapEnabled with a client id): its script and frames. */
  googleOneTap?: boolean | undefined;
  /** The built web app: the inline styles and scripts of its pages are allowed by hash. */
  webDistDir?: string | undefined;
}

/** Google Identity Services, as its documentation lists it for a CSP. */
const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';
const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';
const GOOGLE_IDENTITY_STYLE = 'https://accounts.google.com/gsi/style';

/** The built pages whose inline `<style>`/`<script>` the CSP allows by hash. */
const BUILT_PAGES = ['index.html', 'share.html'];

/** One year; no includeSubDomains: a school's other hosts under its domain are not ours. */
const HSTS = 'max-age=31536000';

/**
 * The web app's Content-Security-Policy: this origin only, plus what is configured. Images
 * may come from any https address (§5 avatars are any https URL); everything else is ours.
 */
export function pageCsp(
  options: SecurityHeadersOptions,
  inline: InlineHashes = { scripts: [], styles: [] },
): string {
  const oneTap = options.googleOneTap === true;
  const monitoring = monitoringOrigin(options.webMonitoringDsn);
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`);
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    [
      'script-src',
      "'self'",
      ...quoted(inline.scripts),
      ...(oneTap ? [GOOGLE_IDENTITY_SCRIPT] : []),
    ],
    ['style-src', "'self'", ...quoted(inline.styles), ...(oneTap ? [GOOGLE_IDENTITY_STYLE] : [])],
    ['img-src', "'self'", 'data:', 'blob:', 'https:'],
    ['media-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    [
      'connect-src',
      "'self'",
      'blob:',
      ...(monitoring ? [monitoring] : []),
      ...(oneTap ? [GOOGLE_IDENTITY] : []),
    ],
    ['frame-src', "'self'", ...(oneTap ? [GOOGLE_IDENTITY] : [])],
    // The monitoring SDK's replay compresses in a worker made from a blob.
    ['worker-src', "'self'", 'blob:'],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * `sha256-…` of every inline `<style>` and `<script>` (without src) in the built pages, so
 * the CSP needs no 'unsafe-inline'. Read once at start: the build does not change under a
 * running server.
 */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

export function inlineHashesOf(webDistDir: string | undefined): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  if (!webDistDir) return { scripts: [], styles: [] };
  for (const page of BUILT_PAGES) {
    const file = path.join(webDistDir, page);
    if (!existsSync(file)) continue;
    const html = readFileSync(file, 'utf8');
    const inline = /<(style|script)(\s[^>]*)?>([\s\S]*?)<\/\1>/gi;
    for (const match of html.matchAll(inline)) {
      const isScript = match[1]?.toLowerCase() === 'script';
      if (isScript && /\ssrc\s*=/i.test(match[2] ?? '')) continue;
      const body = match[3] ?? '';
      if (body.trim() === '') continue;
      const hash = `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
      (isScript ? scripts : styles).add(hash);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

function monitoringOrigin(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  try {
    return new URL(dsn).origin;
  } catch {
    return undefined;
  }
}

/** Pages any site may frame (issue 6: the embed players); they set their own CSP. */
function isFramablePath(pathname: string): boolean {
  return pathname.startsWith('/embed/');
}

/** Pages whose address is a secret or a share: the next page must not learn it. */
function isPrivateAddressPath(pathname: string): boolean {
  return /^\/(?:[mt]|l|login)(?:\/|$)/.test(pathname) || pathname.startsWith('/embed/');
}

function isIdentityApiPath(pathname: string): boolean {
  return /^\/api\/(?:v1\/)?i\//.test(pathname);
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^text\/html\b/i.test(contentType);
}

/**
 * Adds the headers to every response:
 * - all: `X-Content-Type-Options: nosniff`; HSTS when the request came over TLS (directly, or
 *   through a proxy TRUST_PROXY believes);
 * - `i/` API answers (identity, sign-in: they carry tokens): `Cache-Control: no-store`;
 * - HTML: the CSP (a route's own CSP is kept, and gets `frame-ancestors 'none'` unless the
 *   page may be framed), X-Frame-Options DENY but on the embed pages, Referrer-Policy
 *   (no-referrer on share, short-link, sign-in and embed pages), Cross-Origin-Opener-Policy.
 */
export function installSecurityHeaders(
  app: FastifyInstance,
  options: SecurityHeadersOptions = {},
): void {
  const csp = pageCsp(options, inlineHashesOf(options.webDistDir));
  // One-tap may open Google's sign-in in a popup that must report back to the page.
  const coop = options.googleOneTap ? 'same-origin-allow-popups' : 'same-origin';
  app.addHook('onSend', async (request: FastifyRequest, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    void reply.header('x-content-type-options', 'nosniff');
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    if (isIdentityApiPath(pathname)) void reply.header('cache-control', 'no-store');
    if (!isHtml(reply.getHeader('content-type'))) return;

    const framable = isFramablePath(pathname);
    const own = reply.getHeader('content-security-policy');
    if (typeof own !== 'string') {
      void reply.header('content-security-policy', csp);
    } else if (!framable && !/(^|;)\s*frame-ancestors\s/.test(own)) {
      void reply.header('content-security-policy', `${own}; frame-ancestors 'none'`);
    }
    if (!framable) void reply.header('x-frame-options', 'DENY');
    if (!reply.hasHeader('referrer-policy') || isPrivateAddressPath(pathname)) {
      void reply.header(
        'referrer-policy',
        isPrivateAddressPath(pathname) ? 'no-referrer' : 'strict-origin-when-cross-origin',
      );
    }
    void reply.header('cross-origin-opener-policy', coop);
  });
}
