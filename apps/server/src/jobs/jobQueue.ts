import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { jobs } from '../db/schema/index.js';

export type JobRow = typeof jobs.$inferSelect;

export interface EnqueueOptions {
  runAt?: Date;
  maxAttempts?: number;
  /** A second enqueue with the same key returns the first job instead of adding one. */
  idempotencyKey?: string;
}

/** Adds a job; idempotent when given a key. */
export async function enqueueJob(
  db: Db,
  type: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<{ id: string; created: boolean }> {
  const id = randomUUID();
  const inserted = await db
    .insert(jobs)
    .values({
      id,
      type,
      payload: payload ?? {},
      maxAttempts: options.maxAttempts ?? 5,
      runAt: options.runAt ?? new Date(),
      idempotencyKey: options.idempotencyKey ?? null,
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [existing] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.idempotencyKey, options.idempotencyKey ?? ''));
  if (!existing) throw new Error('enqueue conflicted but no job holds the idempotency key');
  return { id: existing.id, created: false };
}

/**
 * Claims up to `limit` due jobs of the given types for `visibilityMs`. A job whose claim
 * expired (its worker died) becomes claimable again; one that has used every attempt that
 * way goes to the dead-letter state. `FOR UPDATE SKIP LOCKED` lets several server instances
 * share one PostgreSQL queue without taking the same job.
 */
export async function claimJobs(
  db: Db,
  types: string[],
  limit: number,
  visibilityMs: number,
): Promise<JobRow[]> {
  if (types.length === 0 || limit <= 0) return [];
  await db
    .update(jobs)
    .set({
      status: 'dead',
      lastError: 'claim expired on the last attempt (the worker stopped or hung)',
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(jobs.status, 'running'),
        lt(jobs.lockedUntil, sql`now()`),
        sql`${jobs.attempts} >= ${jobs.maxAttempts}`,
      ),
    );
  const result = await db.execute(sql`
    update ${jobs}
    set status = 'running',
        attempts = ${jobs.attempts} + 1,
        locked_until = now() + (${visibilityMs} * interval '1 millisecond'),
        updated_at = now()
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${inArray(jobs.type, types)}
        and ((${jobs.status} = 'queued' and ${jobs.runAt} <= now())
          or (${jobs.status} = 'running' and ${jobs.lockedUntil} < now()))
      order by ${jobs.runAt}
      limit ${limit}
      for update skip locked
    )
    returning id`);
  const ids = rowsOf(result).map((row) => String(row.id));
  if (ids.length === 0) return [];
  return db.select().from(jobs).where(inArray(jobs.id, ids));
}

/** Keeps a long job claimed. Returns false when the claim was lost (the job was taken over). */
export async function extendClaim(db: Db, job: JobRow, visibilityMs: number): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + (${visibilityMs} * interval '1 millisecond')` })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** Marks a claimed job done. Ignored when this worker's claim was already taken over. */
export async function completeJob(db: Db, job: JobRow, result: unknown): Promise<void> {
  await db
    .update(jobs)
    .set({
      status: 'succeeded',
      result: result ?? null,
      lockedUntil: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
}

/** Schedules a retry after `retryInMs`, or moves the job to the dead-letter state. */
export async function failJob(
  db: Db,
  job: JobRow,
  message: string,
  retryInMs: number,
): Promise<'retry' | 'dead'> {
  const outcome = job.attempts >= job.maxAttempts ? 'dead' : 'retry';
  await db
    .update(jobs)
    .set({
      status: outcome === 'dead' ? 'dead' : 'queued',
      lastError: message.slice(0, 4000),
      lockedUntil: null,
      runAt: sql`now() + (${retryInMs} * interval '1 millisecond')`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));
  return outcome;
}

/** Reads one job (status polling). */
export async function getJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

/** Deletes finished jobs older than the cut-off; returns how many. */
export async function deleteFinishedJobs(db: Db, olderThan: Date): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['succeeded', 'dead']), lt(jobs.updatedAt, olderThan)))
    .returning({ id: jobs.id });
  return deleted.length;
}

// node-postgres answers { rows }, PGlite answers { rows } too; Drizzle passes them through.
function rowsOf(result: unknown): Array<Record<string, unknown>> {
  return (result as { rows?: Array<Record<string, unknown>> }).rows ?? [];
}
