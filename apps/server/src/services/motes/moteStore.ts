// The motes table for the m/ routes: every query they make, so routes hold no SQL. Owner
// scoping is explicit in each name (`…Owned…`): a caller's reach is decided by the caller.
import { createHash } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { MOTE_RESTORE_DAYS } from '@motes/shared';
import type { Db } from '../../db/database.js';
import { moteListeners, motes, users } from '../../db/schema/index.js';
import type { ListCursor } from '../listCursor.js';
import type { TranscriptOwner } from './moteTranscripts.js';
import { moteAuthorColumns, type MoteAuthor, type MoteRow } from './moteViews.js';

/** The changes a mote row can take (what `PATCH m/motes/{id}` decides). */
export type MoteChanges = Partial<typeof motes.$inferInsert>;

/**
 * The mote with this id, deleted or not, whoever owns it: for a route to load before asking
 * the mote policy (authorisation/policies/motes.ts) what the caller may do with it.
 */
export async function findMote(db: Db, id: string): Promise<MoteRow | undefined> {
  const [row] = await db.select().from(motes).where(eq(motes.id, id));
  return row;
}

/** The owner's live mote with this id, or undefined (missing, deleted or another's). */
export async function findOwnedMote(
  db: Db,
  ownerKey: string,
  id: string,
): Promise<MoteRow | undefined> {
  const [row] = await db
    .select()
    .from(motes)
    .where(and(eq(motes.id, id), eq(motes.ownerKey, ownerKey), isNull(motes.deletedAt)));
  return row;
}

/**
 * One page of the owner's live motes, newest first, after `after`; `search` matches the title
 * or the transcript. Answers up to `limit + 1` rows, so the caller knows whether more follow.
 */
export function listOwnedMotes(
  db: Db,
  ownerKey: string,
  options: { search?: string; after?: ListCursor; limit: number },
): Promise<{ row: MoteRow; author: MoteAuthor | null }[]> {
  const { search, after, limit } = options;
  return db
    .select({ row: motes, author: moteAuthorColumns })
    .from(motes)
    .leftJoin(users, eq(users.id, motes.userId))
    .where(
      and(
        eq(motes.ownerKey, ownerKey),
        isNull(motes.deletedAt),
        after
          ? sql`(${motes.createdAt}, ${motes.id}) < (${after.createdAt}::timestamptz, ${after.id})`
          : undefined,
        search
          ? sql`(${motes.title} ilike ${likePattern(search)} or ${motes.transcriptText} ilike ${likePattern(search)})`
          : undefined,
      ),
    )
    .orderBy(desc(motes.createdAt), desc(motes.id))
    .limit(limit + 1);
}

/** Applies `changes` to a live mote; undefined when it was deleted meanwhile. */
export async function updateMote(
  db: Db,
  id: string,
  changes: MoteChanges,
): Promise<MoteRow | undefined> {
  const [updated] = await db
    .update(motes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(motes.id, id), isNull(motes.deletedAt)))
    .returning();
  return updated;
}

/** Soft delete: the mote is hidden, and restorable for {@link MOTE_RESTORE_DAYS}. */
export async function softDeleteMote(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(motes)
    .set({ deletedAt: at, updatedAt: sql`now()` })
    .where(eq(motes.id, id));
}

/**
 * Undoes the owner's delete made within {@link MOTE_RESTORE_DAYS} of `now`; undefined when
 * there is no such deleted mote (not deleted, too old, or another's).
 */
export async function restoreOwnedMote(
  db: Db,
  ownerKey: string,
  id: string,
  now: Date,
): Promise<MoteRow | undefined> {
  const since = new Date(now.getTime() - MOTE_RESTORE_DAYS * 86_400_000).toISOString();
  const [restored] = await db
    .update(motes)
    .set({ deletedAt: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(motes.id, id),
        eq(motes.ownerKey, ownerKey),
        isNotNull(motes.deletedAt),
        sql`${motes.deletedAt} > ${since}::timestamptz`,
      ),
    )
    .returning();
  return restored;
}

/**
 * Counts a play of the mote, and a new listener once ("heard"): the listener id is kept only
 * as a hash. Undefined when the mote is gone.
 */
export function countPlay(
  db: Db,
  moteId: string,
  listenerId: string,
): Promise<{ plays: number; heard: number } | undefined> {
  const listenerHash = createHash('sha256').update(listenerId).digest('hex').slice(0, 32);
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(moteListeners)
      .values({ moteId, listenerHash })
      .onConflictDoNothing()
      .returning({ moteId: moteListeners.moteId });
    const [counts] = await tx
      .update(motes)
      .set({
        plays: sql`${motes.plays} + 1`,
        heard: fresh.length > 0 ? sql`${motes.heard} + 1` : motes.heard,
      })
      .where(eq(motes.id, moteId))
      .returning({ plays: motes.plays, heard: motes.heard });
    return counts;
  });
}

/** Whose transcript a mote's would be: the owning user's age flag and settings, if any. */
export async function transcriptOwnerOfMote(db: Db, row: MoteRow): Promise<TranscriptOwner> {
  if (!row.userId) return { userId: null, isMinor: false, settings: {} };
  const [user] = await db
    .select({ isMinor: users.isMinor, settings: users.settings })
    .from(users)
    .where(eq(users.id, row.userId));
  return { userId: row.userId, isMinor: user?.isMinor ?? false, settings: user?.settings ?? {} };
}

function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
