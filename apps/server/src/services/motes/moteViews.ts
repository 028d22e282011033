import { and, eq, isNull } from 'drizzle-orm';
import type { Mote } from '@motes/shared';
import type { Actor } from '../../authorisation/actor.js';
import { allows } from '../../authorisation/authorise.js';
import { isOwner } from '../../authorisation/policy.js';
import type { Db } from '../../db/database.js';
import { motes, users } from '../../db/schema/index.js';
import { moteAudioPaths, type MoteAudioLinks } from './moteAudioLinks.js';
import type { ShareUrls } from '../shareLinks.js';

export type MoteRow = typeof motes.$inferSelect;

/** The author fields a mote's view needs. */
export interface MoteAuthor {
  name: string | null;
  givenName: string | null;
  familyName: string | null;
  isMinor: boolean;
}

export const moteAuthorColumns = {
  name: users.name,
  givenName: users.givenName,
  familyName: users.familyName,
  isMinor: users.isMinor,
};

/**
 * A mote as callers see it. The author's name is shown only for an adult account that has a
 * name: §6 hides a minor's name on share pages, and an anonymous owner has none. The email
 * address is never a fallback (it would leak the address to anyone with the link). A minor's
 * title and transcript are shown to them only ({@link hidesChildsWords}). `viewer` is the caller
 * (STRANGER for share pages); the route or {@link canView} has already decided it may see it.
 */
export function toMote(
  row: MoteRow,
  author: MoteAuthor | null,
  viewer: Actor,
  /** The mote's §9 share links (services/shareLinks.ts). */
  links: ShareUrls,
  /** Signs the audio paths of an owner's view (a stranger's needs none). */
  audioLinks?: MoteAudioLinks,
): Mote {
  const isMine = isOwner(viewer, row);
  const hideWords = hidesChildsWords(author, isMine);
  return {
    id: row.id,
    kind: row.kind,
    title: hideWords ? '' : row.title,
    language: row.language,
    durationMs: row.durationMs,
    sizeBytes: row.sizeBytes,
    contentType: row.contentType,
    waveform: row.waveform,
    transcript: hideWords
      ? { status: 'disabled', text: '', words: [] }
      : { status: row.transcriptStatus, text: row.transcriptText, words: row.transcriptWords },
    visibility: row.visibility,
    allowDownload: row.allowDownload,
    plays: row.plays,
    heard: row.heard,
    author: authorOf(author),
    ...moteAudioPaths(row, isMine, audioLinks),
    shareUrl: links.shareUrl,
    shortUrl: links.shortUrl,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    isMine,
  };
}

/**
 * Whether a view hides the owner's words: a minor's motes and totes, to anyone but the owner
 * (DESIGN.md "Privacy and safety": no child's words on share pages, in Open Graph tags,
 * oEmbed or embeds). Read at view time, so flagging an account as a minor hides what it made
 * before at once. The title goes too, typed or not: the server cannot tell a title the child
 * typed from one made of their transcript's first words (moteTitleFromText), and either is
 * their words. Strangers then see "Recording, {date}" (the share page) or a neutral title.
 */
export function hidesChildsWords(author: MoteAuthor | null, isMine: boolean): boolean {
  return !isMine && author?.isMinor === true;
}

/** The name shown for an author (null for a minor, or when there is no name). */
export function authorOf(author: MoteAuthor | null): Mote['author'] {
  if (!author || author.isMinor) return null;
  const name =
    author.name?.trim() || [author.givenName, author.familyName].filter(Boolean).join(' ').trim();
  return name ? { name } : null;
}

/** A live (not deleted) mote with its author, or undefined. */
export async function findMoteWithAuthor(
  db: Db,
  id: string,
): Promise<{ row: MoteRow; author: MoteAuthor | null } | undefined> {
  const [found] = await db
    .select({ row: motes, author: moteAuthorColumns })
    .from(motes)
    .leftJoin(users, eq(users.id, motes.userId))
    .where(and(eq(motes.id, id), isNull(motes.deletedAt)));
  if (!found) return undefined;
  return { row: found.row, author: found.row.userId ? found.author : null };
}

/**
 * Whether `viewer` may see the mote inside another view (a tote's): the mote policy decides,
 * exactly as for `GET m/motes/{id}` — the owner, anyone when shared by link, staff.
 */
export function canView(row: MoteRow, viewer: Actor): boolean {
  return allows(viewer, 'mote.read', row);
}
