import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { PREDICTION_STORED_WORDS_PER_LANGUAGE, type StoredPredictionWord } from '@motes/shared';
import type { Db } from '../../db/database.js';
import { predictionWords } from '../../db/schema/index.js';
import type { UserWordCounts, UserWordQuery } from '../../engines/prediction/index.js';

/** A user's words read per prediction: enough to fill the longest list twice over. */
const USER_WORDS_PER_PREDICTION = 20;

export interface AcceptedWordRecord {
  userId: string;
  /** Primary language (`en`). */
  language: string;
  /** Lower case; '' at a sentence start. */
  previousWord: string;
  word: string;
}

type WordRow = Pick<
  typeof predictionWords.$inferSelect,
  'language' | 'previousWord' | 'word' | 'count' | 'lastUsedAt'
>;

function toStoredWord(row: WordRow): StoredPredictionWord {
  return {
    language: row.language,
    previousWord: row.previousWord === '' ? null : row.previousWord,
    word: row.word,
    count: row.count,
    lastUsedAt: row.lastUsedAt.toISOString(),
  };
}

const wordColumns = {
  language: predictionWords.language,
  previousWord: predictionWords.previousWord,
  word: predictionWords.word,
  count: predictionWords.count,
  lastUsedAt: predictionWords.lastUsedAt,
};

/**
 * Counts one accepted word (one statement, so concurrent accepts both count), then keeps the
 * user's records in that language within PREDICTION_STORED_WORDS_PER_LANGUAGE by dropping the
 * least recently used.
 */
export async function recordAcceptedWord(
  db: Db,
  record: AcceptedWordRecord,
): Promise<StoredPredictionWord> {
  const [row] = await db
    .insert(predictionWords)
    .values({ ...record, count: 1 })
    .onConflictDoUpdate({
      target: [
        predictionWords.userId,
        predictionWords.language,
        predictionWords.previousWord,
        predictionWords.word,
      ],
      set: { count: sql`${predictionWords.count} + 1`, lastUsedAt: sql`now()` },
    })
    .returning(wordColumns);
  const ofLanguage = and(
    eq(predictionWords.userId, record.userId),
    eq(predictionWords.language, record.language),
  );
  const [stored] = await db.select({ n: count() }).from(predictionWords).where(ofLanguage);
  const excess = (stored?.n ?? 0) - PREDICTION_STORED_WORDS_PER_LANGUAGE;
  if (excess > 0) {
    const oldest = db
      .select({ previousWord: predictionWords.previousWord, word: predictionWords.word })
      .from(predictionWords)
      .where(ofLanguage)
      .orderBy(asc(predictionWords.lastUsedAt), asc(predictionWords.count))
      .limit(excess);
    await db
      .delete(predictionWords)
      .where(
        and(
          ofLanguage,
          sql`(${predictionWords.previousWord}, ${predictionWords.word}) in (${oldest})`,
        ),
      );
  }
  return toStoredWord(row!);
}

/**
 * The user's words that can answer one prediction: those starting with the prefix being
 * typed (any word when none), with how often each followed the previous word. Most useful
 * first, so the few read are the ones that could rank.
 */
export async function readUserWordCounts(
  db: Db,
  userId: string,
  language: string,
  query: UserWordQuery,
): Promise<UserWordCounts[]> {
  const afterPrevious = sql<number>`sum(case when ${predictionWords.previousWord} = ${query.previousWord} then ${predictionWords.count} else 0 end)::int`;
  const total = sql<number>`sum(${predictionWords.count})::int`;
  return db
    .select({ word: predictionWords.word, total, afterPrevious })
    .from(predictionWords)
    .where(
      and(
        eq(predictionWords.userId, userId),
        eq(predictionWords.language, language),
        query.prefix
          ? sql`starts_with(lower(${predictionWords.word}), ${query.prefix})`
          : undefined,
      ),
    )
    .groupBy(predictionWords.word)
    .orderBy(desc(afterPrevious), desc(total))
    .limit(USER_WORDS_PER_PREDICTION);
}

/** The user's stored words, in one language or all, most used first. */
export async function listWords(
  db: Db,
  userId: string,
  language: string | undefined,
): Promise<StoredPredictionWord[]> {
  const rows = await db
    .select(wordColumns)
    .from(predictionWords)
    .where(
      and(
        eq(predictionWords.userId, userId),
        language === undefined ? undefined : eq(predictionWords.language, language),
      ),
    )
    .orderBy(
      asc(predictionWords.language),
      desc(predictionWords.count),
      desc(predictionWords.lastUsedAt),
      asc(predictionWords.word),
    );
  return rows.map(toStoredWord);
}

/** Deletes the user's words: all, one language's, or one word (after any previous word, in any case). */
export async function deleteWords(
  db: Db,
  userId: string,
  filter: { language?: string; word?: string },
): Promise<number> {
  const deleted = await db
    .delete(predictionWords)
    .where(
      and(
        eq(predictionWords.userId, userId),
        filter.language === undefined ? undefined : eq(predictionWords.language, filter.language),
        // Any case: `Zoë` and `zoë` are one word to the person deleting it.
        filter.word === undefined
          ? undefined
          : sql`lower(${predictionWords.word}) = lower(${filter.word})`,
      ),
    )
    .returning({ word: predictionWords.word });
  return deleted.length;
}
