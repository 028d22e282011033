// The totes table for the t/totes routes: every query they make, so routes hold no SQL.
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { TOTE_LIST_MAX, type ToteCreateInput } from '@motes/shared';
import type { Db } from '../../db/database.js';
import { motes, totes } from '../../db/schema/index.js';
import type { MoteOwner } from '../motes/moteOwners.js';
import type { MoteRow } from '../motes/moteViews.js';
import type { DeletedTote } from './toteRestoreTokens.js';
import type { ToteRow } from './toteViews.js';

/** The idempotency fingerprint: the same key with a different body is a client bug. */
export function hashToteRequest(input: ToteCreateInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.title.trim(), input.moteIds]))
    .digest('hex');
}

/** The owner's tote made with this Idempotency-Key, if any. */
export async function findToteByKey(
  db: Db,
  ownerKey: string,
  idempotencyKey: string,
): Promise<ToteRow | undefined> {
  const [row] = await db
    .select()
    .from(totes)
    .where(and(eq(totes.ownerKey, ownerKey), eq(totes.idempotencyKey, idempotencyKey)));
  return row;
}

/** A new tote; undefined when another attempt with the same key made it first. */
export async function insertTote(
  db: Db,
  owner: MoteOwner,
  input: ToteCreateInput,
  key: { idempotencyKey: string; requestHash: string },
): Promise<ToteRow | undefined> {
  const [inserted] = await db
    .insert(totes)
    .values({
      id: randomBytes(16).toString('base64url'),
      ownerKey: owner.key,
      userId: owner.kind === 'user' ? owner.user.id : null,
      deviceId: owner.deviceId,
      title: input.title.trim(),
      moteIds: input.moteIds,
      idempotencyKey: key.idempotencyKey,
      requestHash: key.requestHash,
    })
    .onConflictDoNothing({ target: [totes.ownerKey, totes.idempotencyKey] })
    .returning();
  return inserted;
}

/** The owner's totes, newest first, at most {@link TOTE_LIST_MAX}. */
export function listOwnedTotes(db: Db, ownerKey: string): Promise<ToteRow[]> {
  return db
    .select()
    .from(totes)
    .where(eq(totes.ownerKey, ownerKey))
    .orderBy(desc(totes.createdAt), desc(totes.id))
    .limit(TOTE_LIST_MAX);
}

/** Applies `changes`; undefined when the tote was deleted meanwhile. */
export async function updateTote(
  db: Db,
  id: string,
  changes: Partial<Pick<ToteRow, 'title' | 'moteIds'>>,
): Promise<ToteRow | undefined> {
  const [updated] = await db
    .update(totes)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(totes.id, id))
    .returning();
  return updated;
}

export async function deleteTote(db: Db, id: string): Promise<void> {
  await db.delete(totes).where(eq(totes.id, id));
}

/**
 * Puts a deleted tote back under its id; undefined when a tote with that id exists (a second
 * undo of the same delete).
 */
export async function reinsertTote(
  db: Db,
  owner: MoteOwner,
  deleted: DeletedTote,
): Promise<ToteRow | undefined> {
  const [inserted] = await db
    .insert(totes)
    .values({
      id: deleted.id,
      ownerKey: owner.key,
      userId: owner.kind === 'user' ? owner.user.id : null,
      deviceId: owner.deviceId,
      title: deleted.title,
      moteIds: deleted.moteIds,
      // The original key may have been used again since; a restored tote answers no retry.
      idempotencyKey: `restored-${randomBytes(16).toString('base64url')}`,
      requestHash: hashToteRequest({ title: deleted.title, moteIds: deleted.moteIds }),
      createdAt: deleted.createdAt,
    })
    .onConflictDoNothing({ target: totes.id })
    .returning();
  return inserted;
}

/** The live motes among `ids`, whoever owns them: the mote policy decides which may be added. */
export function findLiveMotes(db: Db, ids: readonly string[]): Promise<MoteRow[]> {
  return db
    .select()
    .from(motes)
    .where(and(inArray(motes.id, [...ids]), isNull(motes.deletedAt)));
}
