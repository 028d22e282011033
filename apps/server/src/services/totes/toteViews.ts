import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Tote } from '@motes/shared';
import { ownerKeyOf, type Actor } from '../../authorisation/actor.js';
import { isOwner } from '../../authorisation/policy.js';
import type { Db } from '../../db/database.js';
import { motes, totes, users } from '../../db/schema/index.js';
import type { MoteAudioLinks } from '../motes/moteAudioLinks.js';
import {
  authorOf,
  canView,
  hidesChildsWords,
  moteAuthorColumns,
  toMote,
  type MoteAuthor,
} from '../motes/moteViews.js';
import type { ShareLinks } from '../shareLinks.js';

export type ToteRow = typeof totes.$inferSelect;

export interface ToteViewDeps {
  db: Db;
  links: ShareLinks;
  /** Signs the audio of the owner's own motes (needed for any view that may include one). */
  audioLinks?: () => Promise<MoteAudioLinks>;
}

/**
 * Totes as `viewer` sees them (issue 6 item 9). Each tote's motes come in its order, minus any
 * mote that is gone (deleted) or that the mote policy does not let the viewer read (a private
 * one, to anyone but its owner and staff): a stranger's view never reveals them. The author is the tote's owner, hidden for a
 * minor or an anonymous owner (§6), as for motes. `origin` is the request's, for the links.
 */
export async function toTotes(
  deps: ToteViewDeps,
  rows: readonly ToteRow[],
  viewer: Actor,
  origin: string,
): Promise<Tote[]> {
  if (rows.length === 0) return [];
  const moteIds = [...new Set(rows.flatMap((row) => row.moteIds))];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
  const [moteRows, authorRows, moteLinksOf, toteLinksOf, audioLinks] = await Promise.all([
    moteIds.length === 0
      ? []
      : deps.db
          .select({ row: motes, author: moteAuthorColumns })
          .from(motes)
          .leftJoin(users, eq(users.id, motes.userId))
          .where(and(inArray(motes.id, moteIds), isNull(motes.deletedAt))),
    userIds.length === 0
      ? []
      : deps.db
          .select({ id: users.id, ...moteAuthorColumns })
          .from(users)
          .where(inArray(users.id, userIds)),
    deps.links.linksOf(origin, 'mote', moteIds),
    deps.links.linksOf(
      origin,
      'tote',
      rows.map((row) => row.id),
    ),
    // Only an owner's view signs audio paths; a viewer who can own nothing owns none of these.
    ownerKeyOf(viewer) !== undefined ? deps.audioLinks?.() : undefined,
  ]);
  const visible = new Map(
    moteRows
      .filter(({ row }) => canView(row, viewer))
      .map(({ row, author }) => [
        row.id,
        toMote(row, row.userId ? author : null, viewer, moteLinksOf(row.id), audioLinks),
      ]),
  );
  const authors = new Map<string, MoteAuthor>(authorRows.map(({ id, ...author }) => [id, author]));
  return rows.map((row) => {
    const author = row.userId ? (authors.get(row.userId) ?? null) : null;
    const isMine = isOwner(viewer, row);
    return {
      id: row.id,
      // A minor's tote title is their words: for them only, like their motes' titles.
      title: hidesChildsWords(author, isMine) ? '' : row.title,
      motes: row.moteIds.flatMap((id) => {
        const mote = visible.get(id);
        return mote ? [mote] : [];
      }),
      author: authorOf(author),
      ...toteLinksOf(row.id),
      isMine,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** One tote as `viewer` sees it. */
export async function toTote(
  deps: ToteViewDeps,
  row: ToteRow,
  viewer: Actor,
  origin: string,
): Promise<Tote> {
  const [tote] = await toTotes(deps, [row], viewer, origin);
  if (!tote) throw new Error('toTotes answers one tote per row');
  return tote;
}

/** A tote by id, or undefined. */
export async function findTote(db: Db, id: string): Promise<ToteRow | undefined> {
  const [row] = await db.select().from(totes).where(eq(totes.id, id));
  return row;
}
