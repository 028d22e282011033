import { eq, or, sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/blobStore.js';
import type { Db } from '../db/database.js';
import {
  analyticsEvents,
  highlights,
  jobs,
  mailOutbox,
  motes,
  uploads,
  predictionWords,
  sessions,
  signInLinks,
  totes,
  userIdentities,
  users,
  vocabularyWords,
} from '../db/schema/index.js';

/**
 * The address a deleted account keeps: unique per account (the email index is unique) and on
 * the reserved `.invalid` domain, so it can never receive mail or match a real sign-in.
 */
export function deletedAccountEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/**
 * Deletes an account ("delete my account"), in one transaction:
 * - ends every session (the client's next call gets 403 and signs out, §8);
 * - deletes the user's analytics events, sign-in methods, sign-in links, mail sent to them,
 *   the words text prediction learnt from them, their motes, totes and uploads, their
 *   highlights and vocabulary list;
 * - deletes the jobs about them ({@link deleteJobsOfAccount}): finished transcription jobs hold
 *   the transcript text for days, and a queued one holds the recording;
 * - scrubs every personal field and marks the row deleted.
 * The row itself stays, marked, so that things other issues attach to a user id (motes,
 * classes) can find it deleted and clean up after themselves. Its email becomes
 * {@link deletedAccountEmail}, which frees the real address for a new sign-up.
 *
 * The audio of the motes and uploads goes from the blob store once the transaction is done
 * (`blobs`; a blob left by a crash in between is unreachable: no row names it any more).
 */
export async function deleteAccount(db: Db, userId: string, blobs?: BlobStore): Promise<void> {
  const blobKeys = await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ email: users.primaryEmail })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) return [];
    await tx
      .update(sessions)
      .set({ revokedAt: sql`coalesce(${sessions.revokedAt}, now())` })
      .where(eq(sessions.userId, userId));
    await tx.delete(analyticsEvents).where(eq(analyticsEvents.userId, userId));
    // Before the motes and mail they name are deleted: the query finds jobs through them.
    const jobBlobKeys = await deleteJobsOfAccount(tx, userId, user.email);
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx
      .delete(signInLinks)
      .where(or(eq(signInLinks.userId, userId), eq(signInLinks.email, user.email)));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    await tx.delete(predictionWords).where(eq(predictionWords.userId, userId));
    await tx.delete(totes).where(eq(totes.userId, userId));
    await tx.delete(highlights).where(eq(highlights.userId, userId));
    await tx.delete(vocabularyWords).where(eq(vocabularyWords.userId, userId));
    const deletedMotes = await tx
      .delete(motes)
      .where(eq(motes.userId, userId))
      .returning({ blobKey: motes.blobKey });
    const deletedUploads = await tx
      .delete(uploads)
      .where(eq(uploads.userId, userId))
      .returning({ blobKey: uploads.blobKey, parts: uploads.parts, moteId: uploads.moteId });
    await tx
      .update(users)
      .set({
        primaryEmail: deletedAccountEmail(userId),
        name: null,
        givenName: null,
        familyName: null,
        avatarUrl: null,
        institutionName: null,
        institutionalRole: null,
        countryCode: null,
        settings: {},
        goals: {},
        referrerCode: null,
        referredByCode: null,
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    return [
      ...jobBlobKeys,
      ...deletedMotes.map((mote) => mote.blobKey),
      ...deletedUploads.flatMap((upload) => [
        ...upload.parts.map((part) => part.key),
        ...(upload.blobKey && !upload.moteId ? [upload.blobKey] : []),
      ]),
    ];
  });
  if (blobs) for (const key of blobKeys) await blobs.delete(key);
}

type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Deletes every job about the account, whatever its state, and returns the blob keys queued jobs
 * still held (a recording waiting for its transcription). A job names who it is about in its
 * payload: `userId` (transcriptions), `moteId` (a mote's transcript) or `mailId` (a message to
 * them). Warning: a new job type that concerns a user must name them one of these ways, or its
 * rows (and any text in `result` or `last_error`) outlive the account until the finished-job
 * sweep. A job running right now finishes against rows that are gone and changes nothing.
 */
async function deleteJobsOfAccount(tx: Transaction, userId: string, email: string) {
  const deleted = await tx
    .delete(jobs)
    .where(
      sql`${jobs.payload}->>'userId' = ${userId}
        or ${jobs.payload}->>'moteId' in (select ${motes.id} from ${motes} where ${motes.userId} = ${userId})
        or ${jobs.payload}->>'mailId' in (select ${mailOutbox.id} from ${mailOutbox} where ${mailOutbox.to} = ${email})`,
    )
    .returning({ blobKey: sql<string | null>`${jobs.payload}->>'blobKey'` });
  return deleted.flatMap((job) => (job.blobKey ? [job.blobKey] : []));
}
