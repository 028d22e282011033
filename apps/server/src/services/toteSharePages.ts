// What a tote's share link `/t/{id}` shows before any script runs (issue 6 item 9): Open Graph
// tags so the link unfurls in mail and chat, like a mote's (moteSharePages.ts). The tote's
// motes are listed as a stranger sees them: private and deleted ones are left out.
import { ToteIdSchema, formatClock, type Tote } from '@motes/shared';
import { escapeHtml } from '../mail/html.js';
import { PROVIDER_NAME } from './moteSharePages.js';
import { findTote, toTote, type ToteViewDeps } from './toteViews.js';

/** A tote as a stranger sees it, or undefined for an unknown id. */
export async function findSharedTote(
  deps: ToteViewDeps,
  origin: string,
  id: string,
): Promise<Tote | undefined> {
  if (!ToteIdSchema.safeParse(id).success) return undefined;
  const row = await findTote(deps.db, id);
  return row ? toTote(deps, row, undefined, origin) : undefined;
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

/** The `<head>` tags of a tote's share page; every value escaped (titles are typed by users). */
export function toteShareHead(tote: Tote): string {
  const title = tote.title.trim() || `A tote on ${PROVIDER_NAME}`;
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
  ].join('\n    ');
}
