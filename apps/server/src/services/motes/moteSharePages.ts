// What a mote's share link shows before any script runs (issue 6 item 6): the Open Graph and
// oEmbed tags that let a link unfurl in mail and chat, the `/embed/m/{id}` iframe player and
// the oEmbed answer. Only motes shared by link: a private or unknown id gets nothing, so the
// page reveals no more than `GET m/motes/{id}` would to a stranger.
import { createHash } from 'node:crypto';
import {
  API_ROUTES,
  MOTE_EMBED_HEIGHT,
  MOTE_EMBED_WIDTH,
  MoteIdSchema,
  moteEmbedPath,
  type Mote,
} from '@motes/shared';
import { STRANGER } from '../../authorisation/actor.js';
import { allows } from '../../authorisation/authorise.js';
import type { Db } from '../../db/database.js';
import { escapeHtml } from '../../mail/html.js';
import { MAIL_PRODUCT_NAME } from '../../mail/signInEmail.js';
import { findMoteWithAuthor, toMote } from './moteViews.js';
import type { ShareLinks } from '../shareLinks.js';

/** The product's display name as oEmbed's provider_name and page titles show it. */
export const PROVIDER_NAME = MAIL_PRODUCT_NAME;
/** Characters of transcript in og:description at most. */
const DESCRIPTION_MAX_LENGTH = 200;

/**
 * A mote anyone with its link may see, as a stranger sees it; undefined otherwise. `origin`
 * is the request's (the share links fall back to it when no §9 link domain is set).
 */
export async function findSharedMote(
  deps: { db: Db; links: ShareLinks },
  origin: string,
  id: string,
): Promise<Mote | undefined> {
  if (!MoteIdSchema.safeParse(id).success) return undefined;
  const found = await findMoteWithAuthor(deps.db, id);
  if (!found || !allows(STRANGER, 'mote.read', found.row)) return undefined;
  const links = await deps.links.linksOfOne(origin, 'mote', id);
  return toMote(found.row, found.author, STRANGER, links);
}

/** The title pages and cards show: the mote's own, else a plain one. */
export function moteTitleOf(mote: Mote): string {
  return mote.title.trim() || `A mote on ${PROVIDER_NAME}`;
}

/**
 * og:description: the transcript's first words (cut at a word), else a plain sentence. A
 * minor's mote reaches here with no title and no transcript (moteViews `hidesChildsWords`), so
 * its page, card and oEmbed carry only the plain title and sentence: never a child's words.
 */
export function moteDescriptionOf(mote: Mote): string {
  const text = mote.transcript.status === 'done' ? mote.transcript.text.trim() : '';
  if (!text) return `Listen to this recording on ${PROVIDER_NAME}.`;
  const flat = text.replace(/\s+/g, ' ');
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 40 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * The `<head>` tags of a mote's share page: title, Open Graph (og:type website, og:audio)
 * and the oEmbed discovery link. Every value is escaped: titles and transcripts are typed by
 * users.
 */
export function moteShareHead(mote: Mote, origin: string): string {
  const url = mote.shareUrl;
  const title = moteTitleOf(mote);
  const audioUrl = `${origin}/api/${mote.audioPath}`;
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(`${title} – ${PROVIDER_NAME}`)}</title>`,
    `<meta name="description" content="${escapeHtml(moteDescriptionOf(mote))}" />`,
    meta('og:site_name', PROVIDER_NAME),
    meta('og:type', 'website'),
    meta('og:title', title),
    meta('og:description', moteDescriptionOf(mote)),
    meta('og:url', url),
    meta('og:audio', audioUrl),
    meta('og:audio:type', mote.contentType),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    oembedDiscoveryLink(origin, url, title),
  ].join('\n    ');
}

/** The marker in share.html where {@link moteShareHead} goes. */
export const SHARE_HEAD_MARKER = '<!--motes-share-head-->';

/** share.html with a mote's head tags in place of its plain title. */
export function withShareHead(html: string, head: string): string {
  return html.replace(/<title>[^<]*<\/title>/, '').replace(SHARE_HEAD_MARKER, head);
}

/** The iframe player page `/embed/m/{id}`: the audio, its title and a link to the share page. */
export function moteEmbedPage(mote: Mote | undefined, origin: string): string {
  const body = mote
    ? `<p class="title">${escapeHtml(moteTitleOf(mote))}</p>
    <audio controls preload="metadata" src="${escapeHtml(`${origin}/api/${mote.audioPath}`)}"></audio>
    ${openInProductLink(mote.shareUrl)}`
    : `<p class="title">This recording could not be found.</p>`;
  return embedDocument({
    lang: mote?.language ?? 'en',
    title: mote ? moteTitleOf(mote) : 'Not found',
    body,
  });
}

/** The embed player's link to the full share page (a new tab: the player sits in a frame). */
export function openInProductLink(shareUrl: string): string {
  return `<p><a href="${escapeHtml(shareUrl)}" target="_blank" rel="noopener noreferrer">Open in ${PROVIDER_NAME}</a></p>`;
}

/**
 * The HTML document of an embed player (`/embed/m/{id}`, `/embed/t/{id}`): `body` and `script`
 * are trusted markup (every user value in them escaped by the caller); `script`, when given,
 * must be allowed by the page's CSP ({@link embedPageCsp}).
 */
export function embedDocument(page: {
  lang: string;
  title: string;
  body: string;
  style?: string;
  script?: string;
}): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.lang)}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(`${page.title} – ${PROVIDER_NAME}`)}</title>
    <style>
      body { margin: 0; padding: 12px; font: 16px/1.4 system-ui, sans-serif; color: #1f1235; background: #fff; }
      .title { margin: 0 0 8px; font-weight: 700; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      audio { width: 100%; }
      p { margin: 8px 0 0; }
      a { color: #5b21b6; }
      a:focus-visible, audio:focus-visible { outline: 3px solid #7c3aed; outline-offset: 2px; }${page.style ?? ''}
    </style>
  </head>
  <body>
    ${page.body}${page.script ? `\n    <script>${page.script}</script>` : ''}
  </body>
</html>
`;
}

/**
 * The security headers of the embed page: any site may frame it (that is its purpose); it
 * runs no script (a tote's runs only its own, see embedPageCsp), loads media and nothing else
 * from this origin, and sets no cookies.
 */
export const EMBED_PAGE_CSP =
  "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors *; base-uri 'none'; form-action 'none'";

/** {@link EMBED_PAGE_CSP} allowing one inline script, by its hash (no other script runs). */
export function embedPageCsp(script: string): string {
  const hash = createHash('sha256').update(script).digest('base64');
  return `${EMBED_PAGE_CSP}; script-src 'sha256-${hash}'`;
}

/** Limits an oEmbed consumer asks for (`maxwidth`, `maxheight`). */
export interface OembedLimits {
  maxwidth?: number;
  maxheight?: number;
}

/** The oEmbed 1.0 answer (type "rich") for a mote. */
export function moteOembed(mote: Mote, origin: string, limits: OembedLimits) {
  return richOembed(origin, limits, {
    title: moteTitleOf(mote),
    author: mote.author,
    src: `${origin}${moteEmbedPath(mote.id)}`,
    width: MOTE_EMBED_WIDTH,
    height: MOTE_EMBED_HEIGHT,
  });
}

/** An oEmbed 1.0 "rich" answer: an iframe of `player.src`, within the consumer's limits. */
export function richOembed(
  origin: string,
  limits: OembedLimits,
  player: {
    title: string;
    author: { name: string } | null;
    src: string;
    width: number;
    height: number;
  },
) {
  const width = Math.min(player.width, limits.maxwidth ?? player.width);
  const height = Math.min(player.height, limits.maxheight ?? player.height);
  return {
    version: '1.0',
    type: 'rich',
    provider_name: PROVIDER_NAME,
    provider_url: `${origin}/`,
    title: player.title,
    ...(player.author ? { author_name: player.author.name } : {}),
    width,
    height,
    html: `<iframe src="${escapeHtml(player.src)}" width="${width}" height="${height}" title="${escapeHtml(player.title)}" style="border:0" loading="lazy"></iframe>`,
  };
}

/** The oEmbed discovery link of a share page's `<head>`, for its share link `url`. */
export function oembedDiscoveryLink(origin: string, url: string, title: string): string {
  const oembedUrl = `${origin}/api/${API_ROUTES.service.oembed.path}?format=json&url=${encodeURIComponent(url)}`;
  return `<link rel="alternate" type="application/json+oembed" href="${escapeHtml(oembedUrl)}" title="${escapeHtml(title)}" />`;
}
