import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  VOCABULARY_LIST_MAX,
  VOCABULARY_WORD_MAX_LENGTH,
  VOCABULARY_WORD_NOT_FOUND_ERROR,
  VOCABULARY_WORD_NOT_FOUND_MESSAGE,
  VocabularyAddSchema,
  type VocabularyList,
  type VocabularyWord,
} from '@motes/shared';
import { requireUser } from '../../auth/requestAuth.js';
import type { Db } from '../../db/database.js';
import { vocabularyWords } from '../../db/schema/index.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { addVocabularyWord, toVocabularyWord } from './vocabularyStore.js';

type IdParams = { Params: { id: string } };

/**
 * `u/vocabulary` (packages/shared/src/annotations/vocabulary.ts): the signed-in user's word
 * list. Blue highlights add to it (highlightRoutes.ts); a user may also add and remove words.
 * Scoped to the caller: another user's word answers 404.
 */
export function vocabularyRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    app.get('/vocabulary', async (request): Promise<VocabularyList> => {
      const { user } = requireUser(request);
      const rows = await db
        .select()
        .from(vocabularyWords)
        .where(eq(vocabularyWords.userId, user.id))
        .orderBy(desc(vocabularyWords.createdAt), desc(vocabularyWords.id))
        .limit(VOCABULARY_LIST_MAX);
      return { words: rows.map(toVocabularyWord) };
    });

    app.post('/vocabulary', async (request, reply): Promise<VocabularyWord> => {
      const { user } = requireUser(request);
      const input = parseRequest(VocabularyAddSchema, request.body);
      const added = await addVocabularyWord(db, user.id, input.word, input.pageUrl ?? null);
      if (!added) {
        throw new InvalidInputError(
          'invalid_request',
          `word: A vocabulary word has at most ${VOCABULARY_WORD_MAX_LENGTH} characters`,
        );
      }
      void reply.status(added.created ? 201 : 200);
      return added.word;
    });

    app.delete<IdParams>('/vocabulary/:id', async (request, reply) => {
      const { user } = requireUser(request);
      const deleted = await db
        .delete(vocabularyWords)
        .where(and(eq(vocabularyWords.userId, user.id), eq(vocabularyWords.id, request.params.id)))
        .returning({ id: vocabularyWords.id });
      if (deleted.length === 0) {
        throw new NotFoundError(VOCABULARY_WORD_NOT_FOUND_ERROR, VOCABULARY_WORD_NOT_FOUND_MESSAGE);
      }
      return reply.status(204).send();
    });
  };
}
