import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { FINISHED_UPLOAD_KEPT_MS, UPLOAD_STALE_AFTER_MS } from '@motes/shared';
import type { BlobStore } from '../blobs/blobStore.js';
import type { Db } from '../db/database.js';
import { uploads, type UploadPart } from '../db/schema/index.js';
import type { MoteOwner } from './motes/moteOwners.js';

// Resumable uploads (issue 6 item 2) in the database and the blob store. The BlobStore has
// no append, and S3 has none either: each PATCH stores what it received as a part blob of its
// own; the complete upload is joined into one blob, which the mote keeps.

export type UploadRow = typeof uploads.$inferSelect;

/** Upload ids: 192 random bits, base64url (32 characters). */
export function newUploadId(): string {
  return randomBytes(24).toString('base64url');
}

/** The blob a complete upload is joined into (and the mote made from it plays). */
export function uploadAudioKey(uploadId: string): string {
  return `audio/${uploadId}`;
}

function partKey(uploadId: string, offset: number): string {
  // The random tail keeps two PATCHes racing at one offset from overwriting each other.
  return `uploads/${uploadId}/parts/${String(offset).padStart(10, '0')}-${randomBytes(6).toString('hex')}`;
}

export async function createUpload(
  db: Db,
  owner: MoteOwner,
  length: number,
  metadata: Record<string, string>,
): Promise<UploadRow> {
  const [row] = await db
    .insert(uploads)
    .values({
      id: newUploadId(),
      ownerKey: owner.key,
      userId: owner.kind === 'user' ? owner.user.id : null,
      deviceId: owner.deviceId,
      length,
      metadata,
    })
    .returning();
  if (!row) throw new Error('upload insert returned nothing');
  return row;
}

/** The upload with this id, whoever made it: the route asks the upload policy about it. */
export async function findUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, id));
  return row;
}

export type AppendResult =
  | { kind: 'appended'; upload: UploadRow; received: number }
  | { kind: 'offset_mismatch'; offset: number };

/**
 * Stores one PATCH body as a part at `offset` and moves the upload's offset past it. What
 * arrived before a dropped connection is kept (the stream ends early rather than failing), so
 * the client resumes from there (tus). Two PATCHes at the same offset: the first to finish
 * wins, the other's part is removed and it gets `offset_mismatch`.
 */
export async function appendPart(
  db: Db,
  blobs: BlobStore,
  upload: UploadRow,
  offset: number,
  body: Readable,
): Promise<AppendResult> {
  const key = partKey(upload.id, offset);
  const info = await blobs.put(key, body, { contentType: 'application/octet-stream' });
  if (info.size === 0) {
    await blobs.delete(key);
    return { kind: 'appended', upload, received: 0 };
  }
  const part: UploadPart = { key, offset, size: info.size };
  const [row] = await db
    .update(uploads)
    .set({
      receivedBytes: sql`${uploads.receivedBytes} + ${info.size}`,
      parts: sql`${uploads.parts} || ${JSON.stringify([part])}::jsonb`,
      status: sql`case when ${uploads.receivedBytes} + ${info.size} >= ${uploads.length} then 'complete' else ${uploads.status} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(uploads.id, upload.id),
        eq(uploads.receivedBytes, offset),
        eq(uploads.status, 'receiving'),
        sql`${uploads.receivedBytes} + ${info.size} <= ${uploads.length}`,
      ),
    )
    .returning();
  if (!row) {
    await blobs.delete(key);
    const [current] = await db
      .select({ receivedBytes: uploads.receivedBytes })
      .from(uploads)
      .where(eq(uploads.id, upload.id));
    return { kind: 'offset_mismatch', offset: current?.receivedBytes ?? offset };
  }
  return { kind: 'appended', upload: row, received: info.size };
}

/**
 * Joins a complete upload's parts into {@link uploadAudioKey} on first call (then the parts are
 * removed) and answers that key. The parts stream into the joined blob one after the other, so
 * memory stays a few chunks whatever the upload's size. Safe to run twice at once, on one
 * instance or several: both write the same bytes (each put replaces the blob whole), and a
 * join that finds the parts gone answers the blob the other one made.
 */
export async function joinUpload(db: Db, blobs: BlobStore, uploadId: string): Promise<string> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row) throw new Error(`upload ${uploadId} is gone`);
  if (row.blobKey) return row.blobKey;
  const parts = [...row.parts].sort((a, b) => a.offset - b.offset);
  const blobKey = uploadAudioKey(uploadId);
  try {
    // contentLength: a missing or short part fails the put, and the blob is not made.
    await blobs.put(blobKey, Readable.from(partsInOrder(blobs, parts), { objectMode: false }), {
      contentType: 'application/octet-stream',
      contentLength: row.length,
    });
  } catch (error) {
    // Another join finished first and removed the parts.
    const [again] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
    if (again?.blobKey) return again.blobKey;
    throw error;
  }
  await db
    .update(uploads)
    .set({ blobKey, parts: [], updatedAt: sql`now()` })
    .where(eq(uploads.id, uploadId));
  await Promise.all(parts.map((part) => blobs.delete(part.key)));
  return blobKey;
}

/** The parts' bytes in order, each part opened only when the one before it is read. */
async function* partsInOrder(blobs: BlobStore, parts: UploadPart[]): AsyncGenerator<Buffer> {
  for (const part of parts) {
    const found = await blobs.get(part.key);
    if (!found) throw new Error(`blob ${part.key} is missing`);
    yield* found.body as AsyncIterable<Buffer>;
  }
}

/**
 * Removes an upload: its parts, its joined audio unless a mote plays it, and its row.
 */
export async function removeUpload(db: Db, blobs: BlobStore, upload: UploadRow): Promise<void> {
  await Promise.all(upload.parts.map((part) => blobs.delete(part.key)));
  if (upload.blobKey && !upload.moteId) await blobs.delete(upload.blobKey);
  await db.delete(uploads).where(eq(uploads.id, upload.id));
}

/**
 * The daily sweep: unfinished uploads untouched for a day, finished ones never made into a
 * mote within a week, and the rows of used uploads (their audio belongs to the mote now).
 */
export async function sweepUploads(
  db: Db,
  blobs: BlobStore,
  now: Date = new Date(),
): Promise<{ removed: number }> {
  const staleBefore = new Date(now.getTime() - UPLOAD_STALE_AFTER_MS);
  const finishedBefore = new Date(now.getTime() - FINISHED_UPLOAD_KEPT_MS);
  const stale = await db
    .select()
    .from(uploads)
    .where(
      sql`(${uploads.status} = 'receiving' and ${uploads.updatedAt} < ${staleBefore.toISOString()}::timestamptz)
        or (${uploads.status} in ('complete', 'used') and ${uploads.updatedAt} < ${finishedBefore.toISOString()}::timestamptz)`,
    )
    .limit(1000);
  for (const upload of stale) await removeUpload(db, blobs, upload);
  return { removed: stale.length };
}

/** Marks uploads as made into a mote (inside the mote's transaction). */
export function markUploadUsed(db: Db, uploadId: string, moteId: string) {
  return db
    .update(uploads)
    .set({ status: 'used', moteId, updatedAt: sql`now()` })
    .where(
      and(eq(uploads.id, uploadId), eq(uploads.status, 'complete'), sql`${uploads.moteId} is null`),
    )
    .returning({ id: uploads.id });
}
