import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// One schema for both engines. Warning: PGlite is PostgreSQL 18 and servers may be 15:
// use only what PostgreSQL 15 supports (CI runs the suite on 15).

/** One row describing this deployment, created on first start. */
export const deployment = pgTable('deployment', {
  id: text('id').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull().defaultNow(),
  startCount: integer('start_count').notNull().default(1),
});

export const JOB_STATUSES = ['queued', 'running', 'succeeded', 'dead'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** The job queue (DESIGN.md "Jobs"): claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload')
      .notNull()
      .default(sql`'{}'::jsonb`),
    status: text('status').$type<JobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    result: jsonb('result'),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('jobs_claim_idx').on(table.status, table.runAt),
    uniqueIndex('jobs_idempotency_key_idx').on(table.idempotencyKey),
  ],
);

/**
 * Secrets the server signs with, one row per purpose (e.g. `mote-audio-links`), made on first
 * use so every instance sharing the database signs alike. Deleting a row rotates that secret:
 * what was signed with it stops working once the instances restart.
 */
export const signingSecrets = pgTable('signing_secrets', {
  purpose: text('purpose').primaryKey(),
  /** base64url of 32 random bytes. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every entry of the text-to-speech cache (`tts-cache/…` in the blob store) and when it was made.
 * The blob store cannot list its keys, so this is how the daily sweep finds entries past their
 * lifetime (`engines/textToSpeech/speechCacheLedger.ts`): speech made from anyone's text is
 * gone within a bounded time, deleted account or not.
 */
export const speechCacheEntries = pgTable(
  'speech_cache_entries',
  {
    blobKey: text('blob_key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('speech_cache_entries_created_idx').on(table.createdAt)],
);
