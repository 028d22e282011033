import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

// Totes (issue 6 item 9) and the short links of §9. PostgreSQL 15 features only.

/**
 * A tote: a named, shareable collection of motes played in order (`/t/{id}`). Owned like a
 * mote (`owner_key` is `user:{id}` or `device:{deviceId}`). The order is a list of mote ids:
 * a mote deleted later simply drops out of the view, so nothing has to follow it here.
 */
export const totes = pgTable(
  'totes',
  {
    /** Long random URL-safe id: the share link (`/t/{id}`). */
    id: text('id').primaryKey(),
    ownerKey: text('owner_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id'),
    title: text('title').notNull(),
    moteIds: jsonb('mote_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The client's Idempotency-Key of the create call, unique per owner. */
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('totes_owner_idempotency_idx').on(table.ownerKey, table.idempotencyKey),
    index('totes_owner_created_idx').on(table.ownerKey, table.createdAt),
    index('totes_user_idx').on(table.userId),
  ],
);

/** What a short link leads to. */
export type ShortLinkTarget = 'mote' | 'tote';

/**
 * §9 short links: a random base62 code per mote or tote, made the first time a link is shown
 * while a short-link domain is configured. `/{code}` on that domain (and `/l/{code}` on any)
 * redirects to the share page; the share page then decides what the visitor may see.
 */
export const shortLinks = pgTable(
  'short_links',
  {
    code: text('code').primaryKey(),
    targetKind: text('target_kind').$type<ShortLinkTarget>().notNull(),
    targetId: text('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('short_links_target_idx').on(table.targetKind, table.targetId)],
);
