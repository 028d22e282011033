// §9 link domains, in one place: every share URL the server hands out (mote and tote views,
// Open Graph tags, oEmbed) is built here. A mote's link is `{MOTE_LINK_ORIGIN}/m/{id}`, a
// tote's `{TOTE_LINK_ORIGIN}/t/{id}`, each falling back to the site's origin (PUBLIC_URL);
// with SHORT_LINK_ORIGIN set, each also gets `{SHORT_LINK_ORIGIN}/{code}`.
//
// Never the request's Host or X-Forwarded-Host: anyone can send those, and a page or oEmbed
// answer built on them is cached (oEmbed 300 s, public), so one request would poison the
// links everyone else is served. Outside production only, a loopback origin the request came
// in on (127.0.0.1:PORT besides localhost:PORT) stands in, so a developer's links work on both.
import { randomInt } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SHORT_CODE_LENGTH, moteSharePath, toteSharePath } from '@motes/shared';
import type { LinkOrigins } from '../config.js';
import type { Db } from '../db/database.js';
import { shortLinks, type ShortLinkTarget } from '../db/schema/index.js';

/** A share page's links as views carry them. */
export interface ShareUrls {
  shareUrl: string;
  shortUrl: string | null;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh random short code: {@link SHORT_CODE_LENGTH} base62 characters (≈ 71 bits). */
export function newShortCode(): string {
  let code = '';
  for (let index = 0; index < SHORT_CODE_LENGTH; index += 1) code += BASE62[randomInt(62)];
  return code;
}

/** The site's own origin for links: PUBLIC_URL, and whether loopback origins may stand in. */
export interface SiteOrigin {
  /** PUBLIC_URL: an origin, no trailing slash. */
  publicUrl: string;
  /** Outside production: a request on a loopback host gets links on the origin it used. */
  loopbackLinks: boolean;
}

/** An app built without a configured site (unit tests): loopback origins, else localhost. */
const UNCONFIGURED_SITE: SiteOrigin = { publicUrl: 'http://localhost', loopbackLinks: true };

declare module 'fastify' {
  interface FastifyInstance {
    /** Set once on the root instance by {@link installSiteOrigin}. */
    siteOrigin: SiteOrigin | null;
  }
}

/**
 * Makes {@link requestOrigin} answer from `site` in every route of `app`. Call on the root
 * instance before any route is registered (plugins see the decorations made before them).
 */
export function installSiteOrigin(app: FastifyInstance, site: SiteOrigin): void {
  app.decorate('siteOrigin', site);
}

/**
 * The origin this request's links are built on: PUBLIC_URL, or — outside production — the
 * loopback origin the caller reached (`http://127.0.0.1:8080`). A Host or X-Forwarded-Host
 * naming anything else is ignored.
 */
export function requestOrigin(request: FastifyRequest): string {
  const site = request.server.siteOrigin ?? UNCONFIGURED_SITE;
  if (!site.loopbackLinks) return site.publicUrl;
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    const onLoopback = url.host === request.host.toLowerCase() && isLoopbackHostname(url.hostname);
    return onLoopback ? url.origin : site.publicUrl;
  } catch {
    return site.publicUrl;
  }
}

/** localhost, 127.0.0.0/8 and [::1]: names that only ever reach the machine itself. */
export function isLoopbackHostname(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** The share links of motes and totes, for one server's configured link domains. */
export class ShareLinks {
  constructor(
    private readonly db: Db,
    readonly origins: LinkOrigins = { mote: undefined, tote: undefined, short: undefined },
    /** PUBLIC_URL and the loopback rule; see {@link installSiteOrigin}. */
    readonly site: SiteOrigin = UNCONFIGURED_SITE,
  ) {}

  /** The share page URL of a mote, on the mote link domain or else `requestOrigin` (validated). */
  moteUrl(requestOrigin: string, id: string): string {
    return `${this.origins.mote ?? requestOrigin}${moteSharePath(id)}`;
  }

  /** The share page URL of a tote, on the tote link domain or else `requestOrigin`. */
  toteUrl(requestOrigin: string, id: string): string {
    return `${this.origins.tote ?? requestOrigin}${toteSharePath(id)}`;
  }

  /** The share URL of `kind`/`id` (where a short link leads). */
  targetUrl(requestOrigin: string, kind: ShortLinkTarget, id: string): string {
    return kind === 'mote' ? this.moteUrl(requestOrigin, id) : this.toteUrl(requestOrigin, id);
  }

  /**
   * Links of several motes (or totes) at once, one query for their short codes: answers the
   * links of any id given.
   */
  async linksOf(
    requestOrigin: string,
    kind: ShortLinkTarget,
    ids: readonly string[],
  ): Promise<(id: string) => ShareUrls> {
    const codes = await this.shortCodesOf(kind, ids);
    const short = this.origins.short;
    return (id) => {
      const code = codes.get(id);
      return {
        shareUrl: this.targetUrl(requestOrigin, kind, id),
        shortUrl: short && code ? `${short}/${code}` : null,
      };
    };
  }

  /** Links of one mote or tote. */
  async linksOfOne(requestOrigin: string, kind: ShortLinkTarget, id: string): Promise<ShareUrls> {
    return (await this.linksOf(requestOrigin, kind, [id]))(id);
  }

  /** Where a short code leads, or undefined for a code nobody was given. */
  async resolve(code: string): Promise<{ kind: ShortLinkTarget; id: string } | undefined> {
    const [row] = await this.db
      .select({ kind: shortLinks.targetKind, id: shortLinks.targetId })
      .from(shortLinks)
      .where(eq(shortLinks.code, code));
    return row;
  }

  /**
   * The short codes of `ids`, making any that are missing. Only with a short-link domain:
   * without one there is nothing to show a code on. Codes are made on first show rather than
   * at create time so that setting SHORT_LINK_ORIGIN later gives older motes links too.
   */
  private async shortCodesOf(
    kind: ShortLinkTarget,
    ids: readonly string[],
  ): Promise<Map<string, string>> {
    if (!this.origins.short || ids.length === 0) return new Map();
    const unique = [...new Set(ids)];
    const read = async () =>
      new Map(
        (
          await this.db
            .select({ id: shortLinks.targetId, code: shortLinks.code })
            .from(shortLinks)
            .where(and(eq(shortLinks.targetKind, kind), inArray(shortLinks.targetId, unique)))
        ).map((row) => [row.id, row.code]),
      );
    const known = await read();
    const missing = unique.filter((id) => !known.has(id));
    if (missing.length === 0) return known;
    // Two requests may make a code for the same target at once: the unique index keeps the
    // first, and both then read it back.
    await this.db
      .insert(shortLinks)
      .values(missing.map((id) => ({ code: newShortCode(), targetKind: kind, targetId: id })))
      .onConflictDoNothing();
    return read();
  }
}
