import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { MOTE_RESTORE_DAYS } from '@motes/shared';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import { motes } from '../../db/schema/index.js';

/** Removes motes for good: their audio first, then the rows (listeners go with them). */
async function removeMotes(db: Db, blobs: BlobStore, rows: Array<{ id: string; blobKey: string }>) {
  for (const row of rows) {
    await blobs.delete(row.blobKey);
    await db.delete(motes).where(eq(motes.id, row.id));
  }
}

/** The daily sweep: motes deleted more than {@link MOTE_RESTORE_DAYS} ago are gone for good. */
export async function sweepDeletedMotes(
  db: Db,
  blobs: BlobStore,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const before = new Date(now.getTime() - MOTE_RESTORE_DAYS * 86_400_000);
  const rows = await db
    .select({ id: motes.id, blobKey: motes.blobKey })
    .from(motes)
    .where(and(isNotNull(motes.deletedAt), lt(motes.deletedAt, before)))
    .limit(1000);
  await removeMotes(db, blobs, rows);
  return { removed: rows.length };
}
