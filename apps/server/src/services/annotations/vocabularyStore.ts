// The vocabulary list's writes, shared by `u/vocabulary` and by a blue (Vocabulary) highlight.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  VOCABULARY_WORD_MAX_LENGTH,
  normalizeVocabularyWord,
  type VocabularyWord,
} from '@motes/shared';
import type { Db } from '../../db/database.js';
import { vocabularyWords } from '../../db/schema/index.js';

type VocabularyRow = typeof vocabularyWords.$inferSelect;
/** The database or a transaction of it. */
type Writer = Pick<Db, 'insert' | 'select'>;

export function toVocabularyWord(row: VocabularyRow): VocabularyWord {
  return {
    id: row.id,
    word: row.word,
    pageUrl: row.pageUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Adds `text` (normalised, {@link normalizeVocabularyWord}) to the user's list, once whatever
 * its case. Answers the word and whether it is new; null when nothing is left of the text or it
 * is longer than {@link VOCABULARY_WORD_MAX_LENGTH} (a sentence is not a vocabulary word).
 */
export async function addVocabularyWord(
  db: Writer,
  userId: string,
  text: string,
  pageUrl: string | null,
): Promise<{ word: VocabularyWord; created: boolean } | null> {
  const word = normalizeVocabularyWord(text);
  if (!word || word.length > VOCABULARY_WORD_MAX_LENGTH) return null;
  const wordKey = word.toLocaleLowerCase();
  const [inserted] = await db
    .insert(vocabularyWords)
    .values({ id: randomBytes(12).toString('base64url'), userId, word, wordKey, pageUrl })
    .onConflictDoNothing({ target: [vocabularyWords.userId, vocabularyWords.wordKey] })
    .returning();
  if (inserted) return { word: toVocabularyWord(inserted), created: true };
  const [existing] = await db
    .select()
    .from(vocabularyWords)
    .where(and(eq(vocabularyWords.userId, userId), eq(vocabularyWords.wordKey, wordKey)));
  return existing ? { word: toVocabularyWord(existing), created: false } : null;
}
