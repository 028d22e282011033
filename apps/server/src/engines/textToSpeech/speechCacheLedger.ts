import { and, asc, inArray, lt } from 'drizzle-orm';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import { speechCacheEntries } from '../../db/schema/index.js';

/**
 * How long cached speech lives. The cache holds audio (and word timings) made from what people
 * typed or pasted, by anyone, so it must not outlive them: an entry is served for this long
 * after it was made, then the daily sweep deletes it. A deleted account's text is therefore
 * gone from the cache within this plus a day (README "Configuration").
 *
 * Why a lifetime and not "delete this user's entries": an entry is shared by everyone who had
 * the same sentence spoken with the same voice, and anonymous visitors (who may be children)
 * make entries too. A bound covers all of them alike.
 */
export const SPEECH_CACHE_LIFETIME_DAYS = 30;
export const SPEECH_CACHE_LIFETIME_MS = SPEECH_CACHE_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

/** How many entries one sweep step deletes before it asks for more. */
const SWEEP_BATCH = 500;

/** Where the cache notes each entry it makes, so a sweep can find it by age. */
export interface SpeechCacheLedger {
  /** Notes (or renews) an entry about to be written under `blobKey`. */
  recordEntry(blobKey: string): Promise<void>;
}

/** The ledger in the `speech_cache_entries` table. */
export function databaseSpeechCacheLedger(db: Db): SpeechCacheLedger {
  return {
    async recordEntry(blobKey) {
      // A key made afresh after its blob expired starts a new lifetime.
      await db
        .insert(speechCacheEntries)
        .values({ blobKey })
        .onConflictDoUpdate({ target: speechCacheEntries.blobKey, set: { createdAt: new Date() } });
    },
  };
}

/**
 * Deletes cached speech made before `now` minus the lifetime: the blob first, then its row, so a
 * crash in between leaves a row the next sweep finishes. Returns how many entries went.
 */
export async function sweepSpeechCache(
  db: Db,
  blobs: BlobStore,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - SPEECH_CACHE_LIFETIME_MS);
  let deleted = 0;
  for (;;) {
    const batch = await db
      .select({ blobKey: speechCacheEntries.blobKey })
      .from(speechCacheEntries)
      .where(lt(speechCacheEntries.createdAt, cutoff))
      .orderBy(asc(speechCacheEntries.createdAt))
      .limit(SWEEP_BATCH);
    if (batch.length === 0) return deleted;
    const keys = batch.map((entry) => entry.blobKey);
    for (const key of keys) await blobs.delete(key);
    // An entry renewed meanwhile keeps its row (and is simply made again on its next use).
    await db
      .delete(speechCacheEntries)
      .where(
        and(inArray(speechCacheEntries.blobKey, keys), lt(speechCacheEntries.createdAt, cutoff)),
      );
    deleted += keys.length;
  }
}
