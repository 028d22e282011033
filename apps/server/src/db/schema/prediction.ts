import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

// Text prediction (issue 5 item 8): the words each user accepted, which adapt their
// suggestions. The user's own content: listed, deleted and exported with their account.

/**
 * How often a user accepted `word` after `previousWord` in one language. The sum over
 * previous words is the word's own count (a unigram); each row is also a bigram.
 */
export const predictionWords = pgTable(
  'prediction_words',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The primary language (`en` for `en-GB`): the prediction models are per language. */
    language: text('language').notNull(),
    /** Lower case; '' when the word began a sentence (a key column cannot be null). */
    previousWord: text('previous_word').notNull().default(''),
    /** As the model usually writes it (`the`, `Monday`), else as the user typed it. */
    word: text('word').notNull(),
    count: integer('count').notNull().default(1),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.language, table.previousWord, table.word] }),
    // Evicting the least recently used past the per-language cap.
    index('prediction_words_last_used_idx').on(table.userId, table.language, table.lastUsedAt),
  ],
);
