import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  VOCABULARY_LIST_MAX,
  VOCABULARY_WORD_MAX_LENGTH,
  VocabularyAddSchema,
  type VocabularyList,
  type VocabularyWord,
} from '@motes/shared';
import { authorise } from '../../authorisation/authorise.js';
import { userOwned } from '../../authorisation/policy.js';
import { policy } from '../../authorisation/routeAccess.js';
import type { Db } from '../../db/database.js';
import { vocabularyWords } from '../../db/schema/index.js';
import { InvalidInputError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { addVocabularyWord, toVocabularyWord } from '../../services/annotations/vocabularyStore.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

type IdParams = { Params: { id: string } };

/**
 * `u/vocabulary` (packages/shared/src/annotations/vocabulary.ts): the signed-in user's word
 * list. Blue highlights add to it (highlightRoutes.ts); a user may also add and remove words.
 * authorisation/policies/vocabulary.ts decides: another user's word answers 404.
 */
export function vocabularyRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    app.get(
      namespacePath(API_ROUTES.vocabulary.list),
      policy('vocabulary.list'),
      async (request): Promise<VocabularyList> => {
        const { user } = authorise(request.actor, 'vocabulary.list');
        const rows = await db
          .select()
          .from(vocabularyWords)
          .where(eq(vocabularyWords.userId, user.id))
          .orderBy(desc(vocabularyWords.createdAt), desc(vocabularyWords.id))
          .limit(VOCABULARY_LIST_MAX);
        return { words: rows.map(toVocabularyWord) };
      },
    );

    app.post(
      namespacePath(API_ROUTES.vocabulary.add),
      policy('vocabulary.add'),
      async (request, reply): Promise<VocabularyWord> => {
        const { user } = authorise(request.actor, 'vocabulary.add');
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
      },
    );

    app.delete<IdParams>(
      namespacePath(API_ROUTES.vocabulary.delete),
      policy('vocabulary.delete'),
      async (request, reply) => {
        const [row] = await db
          .select()
          .from(vocabularyWords)
          .where(eq(vocabularyWords.id, request.params.id));
        const word = authorise(request.actor, 'vocabulary.delete', userOwned(row));
        await db.delete(vocabularyWords).where(eq(vocabularyWords.id, word.id));
        return reply.status(204).send();
      },
    );
  };
}
