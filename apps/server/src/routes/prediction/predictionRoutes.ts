import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  AcceptedWordSchema,
  INPUT_TOO_LARGE_ERROR,
  PREDICTION_ACCEPT_RATE_LIMIT,
  PREDICTION_BEFORE_MAX_LENGTH,
  PREDICTION_DEFAULT_LIMIT,
  PREDICTION_RATE_LIMIT,
  PredictionRequestSchema,
  PredictionWordsDeleteQuerySchema,
  PredictionWordsQuerySchema,
  type PredictionResponse,
  type PredictionWordsDeleted,
  type PredictionWordsResponse,
  type StoredPredictionWord,
} from '@motes/shared';
import { authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import type { Db } from '../../db/database.js';
import { primaryLanguage } from '../../engines/engine.js';
import type { EngineRateLimiter, EngineRateRule } from '../../engines/engineRateLimit.js';
import { requireEngineSupport } from '../../engines/engineSupport.js';
import { normalizeWord, type PredictionEngine } from '../../engines/prediction/index.js';
import { InvalidInputError, TooLargeError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import {
  deleteWords,
  listWords,
  readUserWordCounts,
  recordAcceptedWord,
} from '../../services/prediction/predictionWordStore.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface PredictionRoutesDeps {
  db: Db;
  prediction: PredictionEngine;
  limiter: EngineRateLimiter;
}

const PREDICT_RULE: EngineRateRule = { name: 'prediction', ...PREDICTION_RATE_LIMIT };
const ACCEPT_RULE: EngineRateRule = { name: 'prediction-accept', ...PREDICTION_ACCEPT_RATE_LIMIT };

/** 422 for a language without a model, 503 when this deployment has no models at all. */
function requireSupport(engine: PredictionEngine, language: string): void {
  requireEngineSupport(engine.support(language), {
    notInstalled: 'Text prediction is not available here.',
    unsupported: `Text prediction is not available for ${language}.`,
  });
}

/**
 * `t/` namespace (issue 5 item 8): `POST t/predict` {language, before, limit?} answers
 * completions of the word before the caret, or next-word suggestions after a space. Anyone
 * may call it; a signed-in user's suggestions are adapted to the words they accepted.
 */
export function predictionRoutes(deps: PredictionRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const suggest = policy('predictionWord.suggest');
    app.post(
      namespacePath(API_ROUTES.prediction.predict),
      suggest,
      async (request, reply): Promise<PredictionResponse> => {
        const body = parseRequest(PredictionRequestSchema, request.body);
        if (body.before.length > PREDICTION_BEFORE_MAX_LENGTH) {
          throw new TooLargeError(
            INPUT_TOO_LARGE_ERROR,
            `Send at most the last ${PREDICTION_BEFORE_MAX_LENGTH} characters before the caret.`,
          );
        }
        requireSupport(deps.prediction, body.language);
        const caller = authorise(request.actor, 'predictionWord.suggest');
        const user = caller?.kind === 'user' ? caller.user : null;
        deps.limiter.enforce(request, reply, PREDICT_RULE);
        const userWords = user
          ? await readUserWordCounts(
              deps.db,
              user.id,
              primaryLanguage(body.language),
              deps.prediction.userWordQuery(body.before),
            )
          : [];
        return deps.prediction.predict({
          language: body.language,
          before: body.before,
          limit: body.limit ?? PREDICTION_DEFAULT_LIMIT,
          userWords,
        });
      },
    );
  };
}

/**
 * `u/` namespace: a signed-in user's prediction words, their own content.
 * - `POST u/predictions/accepted` {language, previousWord?, word} counts a word the user
 *   accepted (or finished typing) after the previous one;
 * - `GET u/predictions/words?language=` lists them, most used first;
 * - `DELETE u/predictions/words?language=&word=` deletes one word, `?language=` a language's,
 *   no query all of them.
 * Minors included: storing a child's own words for their own suggestions shares nothing, and
 * they can see and delete them like anyone (they also go with the account's export/deletion).
 * Every query is scoped to the caller, so another user's words can be neither seen nor deleted.
 */
export function userWordsRoutes(deps: PredictionRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const record = policy('predictionWord.record');
    app.post(
      namespacePath(API_ROUTES.prediction.accept),
      record,
      async (request, reply): Promise<StoredPredictionWord> => {
        const { user } = authorise(request.actor, 'predictionWord.record');
        const body = parseRequest(AcceptedWordSchema, request.body);
        requireSupport(deps.prediction, body.language);
        deps.limiter.enforce(request, reply, ACCEPT_RULE);
        return recordAcceptedWord(deps.db, {
          userId: user.id,
          language: primaryLanguage(body.language),
          previousWord: body.previousWord ? normalizeWord(body.previousWord).toLowerCase() : '',
          word: await deps.prediction.storedForm(body.language, normalizeWord(body.word)),
        });
      },
    );

    const list = policy('predictionWord.list');
    app.get(
      namespacePath(API_ROUTES.prediction.listWords),
      list,
      async (request): Promise<PredictionWordsResponse> => {
        const { user } = authorise(request.actor, 'predictionWord.list');
        const { language } = parseRequest(PredictionWordsQuerySchema, request.query);
        return {
          words: await listWords(deps.db, user.id, language && primaryLanguage(language)),
        };
      },
    );

    const remove = policy('predictionWord.delete');
    app.delete(
      namespacePath(API_ROUTES.prediction.deleteWords),
      remove,
      async (request): Promise<PredictionWordsDeleted> => {
        const { user } = authorise(request.actor, 'predictionWord.delete');
        const { language, word } = parseRequest(PredictionWordsDeleteQuerySchema, request.query);
        if (word !== undefined && language === undefined) {
          throw new InvalidInputError('invalid_request', 'language: Required to delete one word');
        }
        const deleted = await deleteWords(deps.db, user.id, {
          ...(language === undefined ? {} : { language: primaryLanguage(language) }),
          ...(word === undefined ? {} : { word: normalizeWord(word) }),
        });
        return { deleted };
      },
    );
  };
}
