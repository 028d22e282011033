// What a tote's share link `/t/{id}` shows before any script runs (issue 6 item 9): Open Graph
// and oEmbed tags so the link unfurls in mail and chat, the `/embed/t/{id}` iframe player and
// the oEmbed answer, like a mote's (moteSharePages.ts). The tote's motes are listed as a
// stranger sees them: private and deleted ones are left out.
import {
  TOTE_EMBED_HEIGHT,
  TOTE_EMBED_WIDTH,
  ToteIdSchema,
  formatClock,
  toteEmbedPath,
  type Tote,
} from '@motes/shared';
import { STRANGER } from '../../authorisation/actor.js';
import { escapeHtml } from '../../mail/html.js';
import {
  PROVIDER_NAME,
  embedDocument,
  embedPageCsp,
  moteTitleOf,
  oembedDiscoveryLink,
  openInProductLink,
  richOembed,
  type OembedLimits,
} from '../motes/moteSharePages.js';
import { findTote, toTote, type ToteViewDeps } from './toteViews.js';

/** A tote as a stranger sees it, or undefined for an unknown id. */
export async function findSharedTote(
  deps: ToteViewDeps,
  origin: string,
  id: string,
): Promise<Tote | undefined> {
  if (!ToteIdSchema.safeParse(id).success) return undefined;
  const row = await findTote(deps.db, id);
  return row ? toTote(deps, row, STRANGER, origin) : undefined;
}

/** The title pages and cards show: the tote's own, else a plain one. */
export function toteTitleOf(tote: Tote): string {
  return tote.title.trim() || `A tote on ${PROVIDER_NAME}`;
}

/** og:description of a tote: how many motes, how long, and the first titles. */
export function toteDescriptionOf(tote: Tote): string {
  const totalMs = tote.motes.reduce((sum, mote) => sum + mote.durationMs, 0);
  const titles = tote.motes
    .map((mote) => mote.title.trim())
    .filter(Boolean)
    .slice(0, 3);
  const count = tote.motes.length === 1 ? '1 recording' : `${tote.motes.length} recordings`;
  const summary = `${count} (${formatClock(totalMs / 1000)}) to listen to in order on ${PROVIDER_NAME}.`;
  return titles.length > 0 ? `${summary} ${titles.join(' · ')}` : summary;
}

/**
 * The `<head>` tags of a tote's share page: title, Open Graph and the oEmbed discovery link;
 * every value escaped (titles are typed by users).
 */
export function toteShareHead(tote: Tote, origin: string): string {
  const title = toteTitleOf(tote);
  const description = toteDescriptionOf(tote);
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<title>${escapeHtml(`${title} – ${PROVIDER_NAME}`)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    meta('og:site_name', PROVIDER_NAME),
    meta('og:type', 'website'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:url', tote.shareUrl),
    `<meta name="twitter:card" content="summary" />`,
    `<link rel="canonical" href="${escapeHtml(tote.shareUrl)}" />`,
    oembedDiscoveryLink(origin, tote.shareUrl, title),
  ].join('\n    ');
}

/**
 * The tote player's only script: when one mote ends the next starts (a tote plays in order),
 * and starting one pauses the others. It holds no user data, so its hash is fixed.
 */
const TOTE_EMBED_SCRIPT =
  "const players=[...document.querySelectorAll('audio')];" +
  'players.forEach((audio,at)=>{' +
  "audio.addEventListener('play',()=>players.forEach((other)=>{if(other!==audio)other.pause();}));" +
  "audio.addEventListener('ended',()=>{const next=players[at+1];if(next)next.play().catch(()=>{});});" +
  '});';

/** The CSP of `/embed/t/{id}`: the embed page's, plus {@link TOTE_EMBED_SCRIPT} by its hash. */
export const TOTE_EMBED_PAGE_CSP = embedPageCsp(TOTE_EMBED_SCRIPT);

const TOTE_EMBED_STYLE = `
      ol { margin: 0; padding: 0; list-style: none; }
      li { margin: 0 0 10px; }
      .mote { margin: 0 0 4px; font-size: 14px; display: flex; gap: 8px; }
      .mote span:last-child { margin-inline-start: auto; font-variant-numeric: tabular-nums; }`;

/**
 * The iframe player page `/embed/t/{id}`: the tote's title, each of its motes with its own
 * player (the next starts when one ends), and a link to the share page.
 */
export function toteEmbedPage(tote: Tote | undefined, origin: string): string {
  if (!tote) {
    return embedDocument({
      lang: 'en',
      title: 'Not found',
      body: '<p class="title">This tote could not be found.</p>',
    });
  }
  const items = tote.motes.map((mote, at) => {
    const title = escapeHtml(moteTitleOf(mote));
    return `<li lang="${escapeHtml(mote.language)}">
        <p class="mote"><span>${at + 1}. ${title}</span> <span>${formatClock(mote.durationMs / 1000)}</span></p>
        <audio controls preload="none" aria-label="${title}" src="${escapeHtml(`${origin}/api/${mote.audioPath}`)}"></audio>
      </li>`;
  });
  const list =
    items.length > 0
      ? `<ol>
      ${items.join('\n      ')}
    </ol>`
      : '<p>There is nothing to play in this tote.</p>';
  return embedDocument({
    lang: 'en',
    title: toteTitleOf(tote),
    body: `<p class="title">${escapeHtml(toteTitleOf(tote))}</p>
    ${list}
    ${openInProductLink(tote.shareUrl)}`,
    style: TOTE_EMBED_STYLE,
    script: items.length > 1 ? TOTE_EMBED_SCRIPT : undefined,
  });
}

/** The oEmbed 1.0 answer (type "rich") for a tote. */
export function toteOembed(tote: Tote, origin: string, limits: OembedLimits) {
  return richOembed(origin, limits, {
    title: toteTitleOf(tote),
    author: tote.author,
    src: `${origin}${toteEmbedPath(tote.id)}`,
    width: TOTE_EMBED_WIDTH,
    height: TOTE_EMBED_HEIGHT,
  });
}
