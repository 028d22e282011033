import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

// The Highlighter (issue 7 item 4): highlights saved to the account ("My Annotations") and the
// vocabulary list the blue Vocabulary highlighter feeds. The user's own content: exported and
// deleted with their account. Timestamps keep milliseconds only, so a list cursor made from a
// JavaScript Date names a row exactly.

/**
 * One highlight: a W3C TextQuoteSelector (`exact` with its `prefix` and `suffix`) on a page
 * (its URL without the fragment). The id is made by the client and is the create call's
 * idempotency key; it is unique per user, so another user's id can never collide.
 */
export const highlights = pgTable(
  'highlights',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    pageUrl: text('page_url').notNull(),
    pageTitle: text('page_title').notNull().default(''),
    /** One of the five §3 colours (`blue` is Vocabulary). */
    colour: text('colour').notNull(),
    exact: text('exact').notNull(),
    prefix: text('prefix').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.id] }),
    index('highlights_user_page_idx').on(table.userId, table.pageUrl, table.createdAt),
    index('highlights_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/** A word (or short phrase) in a user's vocabulary list, once per user whatever its case. */
export const vocabularyWords = pgTable(
  'vocabulary_words',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    /** `word` in lower case: the list holds a word once. */
    wordKey: text('word_key').notNull(),
    pageUrl: text('page_url'),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vocabulary_words_user_word_idx').on(table.userId, table.wordKey),
    index('vocabulary_words_user_created_idx').on(table.userId, table.createdAt),
  ],
);
