import { and, eq, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/sessionStore.js';
import type { Db } from '../../db/database.js';
import { motes, totes, uploads, users } from '../../db/schema/index.js';
import { deviceOwnerKey, userOwnerKey } from './moteOwners.js';
import { enqueueMoteTranscript, transcriptionAllowed } from './moteTranscripts.js';

/**
 * Anonymous motes adopted by the account (issue 6 item 9): when someone signs in or signs up
 * on a device, whatever that device made while signed out — motes and unfinished uploads —
 * becomes the account's. Motes made anonymously never count against the free-mote ration.
 * Their transcripts, held back while the owner was unknown (§6), are made now unless the
 * account is a minor's or opted out. Adopting completes the makeFirstMote goal.
 */
export async function adoptDeviceMotes(
  db: Db,
  deviceId: string,
  user: UserRow,
): Promise<{ adopted: number }> {
  const from = deviceOwnerKey(deviceId);
  const to = userOwnerKey(user.id);
  const adopted = await db.transaction(async (tx) => {
    const rows = await tx
      .update(motes)
      .set({ ownerKey: to, userId: user.id, updatedAt: sql`now()` })
      .where(
        and(
          eq(motes.ownerKey, from),
          // An idempotency key the account already used stays with the device (never clashes
          // in practice: keys are random).
          sql`not exists (select 1 from ${motes} as taken where taken.owner_key = ${to} and taken.idempotency_key = ${motes.idempotencyKey})`,
        ),
      )
      .returning({
        id: motes.id,
        language: motes.language,
        transcriptStatus: motes.transcriptStatus,
        deletedAt: motes.deletedAt,
      });
    await tx
      .update(uploads)
      .set({ ownerKey: to, userId: user.id, updatedAt: sql`now()` })
      .where(eq(uploads.ownerKey, from));
    // The device's totes go with its motes (same rule for idempotency keys as above).
    await tx
      .update(totes)
      .set({ ownerKey: to, userId: user.id, updatedAt: sql`now()` })
      .where(
        and(
          eq(totes.ownerKey, from),
          sql`not exists (select 1 from ${totes} as taken where taken.owner_key = ${to} and taken.idempotency_key = ${totes.idempotencyKey})`,
        ),
      );
    if (rows.some((row) => !row.deletedAt)) {
      await tx
        .update(users)
        .set({ goals: sql`${users.goals} || '{"makeFirstMote":"completed"}'::jsonb` })
        .where(eq(users.id, user.id));
    }
    return rows;
  });
  // Whether the language has speech to text here is the job's question (it says `none`).
  if (transcriptionAllowed({ userId: user.id, isMinor: user.isMinor, settings: user.settings })) {
    for (const row of adopted) {
      if (row.transcriptStatus !== 'disabled' || row.deletedAt) continue;
      const [updated] = await db
        .update(motes)
        .set({ transcriptStatus: 'pending', updatedAt: sql`now()` })
        .where(
          and(
            eq(motes.id, row.id),
            eq(motes.transcriptStatus, 'disabled'),
            isNull(motes.transcriptEditedAt),
          ),
        )
        .returning({ id: motes.id });
      if (updated) await enqueueMoteTranscript(db, row.id, row.language);
    }
  }
  return { adopted: adopted.length };
}
