import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './identity.js';

// Motes (issue 6): resumable uploads, motes and their listeners. PostgreSQL 15 features only.
//
// An owner is a signed-in user or an anonymous device (§7 device id). `owner_key` names either
// (`user:{id}` / `device:{deviceId}`) so one unique index covers idempotency for both, and one
// update hands a device's motes to the account that signs in on it (motes adoption).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** One piece of an upload as received by one PATCH, stored as its own blob. */
export interface UploadPart {
  key: string;
  offset: number;
  size: number;
}

export const UPLOAD_STATUSES = ['receiving', 'complete', 'used'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/**
 * A tus upload (`f/uploads/{id}`). Bytes arrive in PATCHes, each stored as a part blob
 * (`uploads/{id}/parts/...`); once all have arrived they are joined into `audio/{id}`, which the
 * mote made from the upload keeps as its audio.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    /** Upload-Length: the size the client announced (at most the plan's limit). */
    length: integer('length').notNull(),
    /** Upload-Offset: bytes received and stored so far. */
    receivedBytes: integer('received_bytes').notNull().default(0),
    /** tus Upload-Metadata as sent (`filetype`, `filename`): shown, never trusted. */
    metadata: jsonb('metadata')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    parts: jsonb('parts')
      .$type<UploadPart[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<UploadStatus>().notNull().default('receiving'),
    /** The joined audio, once complete. */
    blobKey: text('blob_key'),
    /** The mote made from this upload: one upload makes at most one mote. */
    moteId: text('mote_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('uploads_owner_idx').on(table.ownerKey),
    index('uploads_sweep_idx').on(table.status, table.updatedAt),
  ],
);

export const MOTE_TRANSCRIPT_STATUS_VALUES = [
  'none',
  'pending',
  'done',
  'failed',
  'disabled',
] as const;

/** A word of a stored transcript (see MoteWordSchema in @motes/shared). */
export interface StoredMoteWord {
  start: number;
  end: number;
  startMs: number;
  endMs: number;
}

/** A mote: recorded, uploaded or generated audio with its transcript, shared by its id. */
export const motes = pgTable(
  'motes',
  {
    /** Long random URL-safe id: the share link (`/m/{id}`). */
    id: text('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    /** The owning account; null while the owner is an anonymous device. */
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The device that made the mote anonymously (kept after adoption, for the record). */
    deviceId: text('device_id'),
    kind: text('kind').$type<'recording' | 'upload' | 'generated'>().notNull(),
    title: text('title').notNull().default(''),
    language: text('language').notNull(),
    durationMs: integer('duration_ms').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    contentType: text('content_type').notNull(),
    blobKey: text('blob_key').notNull(),
    waveform: jsonb('waveform')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    transcriptStatus: text('transcript_status')
      .$type<(typeof MOTE_TRANSCRIPT_STATUS_VALUES)[number]>()
      .notNull(),
    transcriptText: text('transcript_text').notNull().default(''),
    transcriptWords: jsonb('transcript_words')
      .$type<StoredMoteWord[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Set when the owner wrote the transcript: a language change then keeps their text. */
    transcriptEditedAt: timestamp('transcript_edited_at', { withTimezone: true }),
    visibility: text('visibility').$type<'link' | 'private'>().notNull().default('link'),
    allowDownload: boolean('allow_download').notNull().default(false),
    plays: integer('plays').notNull().default(0),
    heard: integer('heard').notNull().default(0),
    /** The client's Idempotency-Key of the create call, unique per owner. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** A hash of the create request: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    uploadId: text('upload_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft deletion: restorable (undo) until the daily sweep removes it for good. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('motes_owner_idempotency_idx').on(table.ownerKey, table.idempotencyKey),
    index('motes_owner_created_idx').on(table.ownerKey, table.createdAt, table.id),
    index('motes_user_idx').on(table.userId),
    index('motes_deleted_idx').on(table.deletedAt),
  ],
);

/** One unique listener of a mote ("heard"): a random id the player keeps per browser. */
export const moteListeners = pgTable(
  'mote_listeners',
  {
    moteId: text('mote_id')
      .notNull()
      .references(() => motes.id, { onDelete: 'cascade' }),
    /** A hash of the listener id (the id itself is never stored). */
    listenerHash: text('listener_hash').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.moteId, table.listenerHash] })],
);
