import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  ENGINE_UNAVAILABLE_ERROR,
  INPUT_TOO_LARGE_ERROR,
  TRANSLATION_RATE_LIMIT,
  TRANSLATION_TEXT_MAX_CHARS,
  TranslationRequestSchema,
  UNSUPPORTED_LANGUAGE_ERROR,
  WORD_TRANSLATION_MAX_CHARS,
  WORD_TRANSLATION_RATE_LIMIT,
  WordTranslationRequestSchema,
  type TranslationResponse,
  type WordTranslationResponse,
} from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { EngineRateLimiter, EngineRateRule } from '../../engines/engineRateLimit.js';
import { requireEngineSupport } from '../../engines/engineSupport.js';
import {
  TranslationUnavailableError,
  UnsupportedPairError,
  type PairSupport,
  type TranslationEngine,
  type WordTranslationEngine,
} from '../../engines/translation/index.js';
import type { DomainError } from '../../domain/errors.js';
import { TooLargeError, UnavailableError, UnprocessableError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface TranslationRoutesDeps {
  translation: TranslationEngine;
  wordTranslation: WordTranslationEngine;
  limiter: EngineRateLimiter;
}

const TRANSLATION_RULE: EngineRateRule = { name: 'translation', ...TRANSLATION_RATE_LIMIT };
const WORD_RULE: EngineRateRule = { name: 'wordTranslation', ...WORD_TRANSLATION_RATE_LIMIT };
const languageNames = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/**
 * `t/` namespace (issue 5 item 5), open to every caller and rate-limited per caller:
 *
 * - `POST t/translate` `{ text, from, to }` → `{ translation, engine, path }`;
 * - `POST t/translate/word` `{ word, from, to }` → `{ word, entries, engine }`. A word the
 *   dictionary does not have is 200 with no entries (a lookup that found nothing), not 404.
 *
 * Errors: 413 `input_too_large` over the length limits; 422 `unsupported_language` naming
 * both languages when this server cannot translate between them; 503 `engine_unavailable`
 * when no engine is installed or it cannot be reached; 429 `rate_limited`.
 */
export function translationRoutes(deps: TranslationRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const open = publicAccess(
      'engine call open to anonymous callers (§6); rate-limited per caller',
    );
    app.post(
      namespacePath(API_ROUTES.translation.translate),
      open,
      async (request, reply): Promise<TranslationResponse> => {
        refuseOversize(request.body, 'text', TRANSLATION_TEXT_MAX_CHARS);
        const input = parseRequest(TranslationRequestSchema, request.body);
        checkPair(await deps.translation.canTranslate(input.from, input.to), input);
        deps.limiter.enforce(request, reply, TRANSLATION_RULE);
        return engineCall(() => deps.translation.translate(input));
      },
    );

    app.post(
      namespacePath(API_ROUTES.translation.word),
      open,
      async (request, reply): Promise<WordTranslationResponse> => {
        refuseOversize(request.body, 'word', WORD_TRANSLATION_MAX_CHARS);
        const input = parseRequest(WordTranslationRequestSchema, request.body);
        checkPair(await deps.wordTranslation.canTranslate(input.from, input.to), input);
        deps.limiter.enforce(request, reply, WORD_RULE);
        return engineCall(() => deps.wordTranslation.translateWord(input));
      },
    );
  };
}

/** 413 rather than the schema's 400, so a client can tell "too long" from "malformed". */
function refuseOversize(body: unknown, field: string, maxChars: number): void {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  if (typeof value === 'string' && value.length > maxChars) {
    throw new TooLargeError(
      INPUT_TOO_LARGE_ERROR,
      `The ${field} is too long to translate: the limit is ${maxChars.toLocaleString('en')} characters.`,
      { maxChars },
    );
  }
}

function checkPair(support: PairSupport, { from, to }: { from: string; to: string }): void {
  requireEngineSupport(support, {
    notInstalled: UNAVAILABLE_MESSAGE,
    unsupported: unsupportedPairMessage(from, to),
    details: () => ({ from, to }),
  });
}

/** Turns the engines' errors into the route's answers. */
async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof UnsupportedPairError) throw unsupportedPair(error.from, error.to);
    if (error instanceof TranslationUnavailableError) throw engineUnavailable(error);
    throw error;
  }
}

function unsupportedPair(from: string, to: string): DomainError {
  return new UnprocessableError(UNSUPPORTED_LANGUAGE_ERROR, unsupportedPairMessage(from, to), {
    from,
    to,
  });
}

function unsupportedPairMessage(from: string, to: string): string {
  return `Translation from ${languageNames.of(from)} to ${languageNames.of(to)} is not available.`;
}

const UNAVAILABLE_MESSAGE = 'Translation is not available on this server right now.';

function engineUnavailable(cause?: Error): DomainError {
  const error = new UnavailableError(ENGINE_UNAVAILABLE_ERROR, UNAVAILABLE_MESSAGE);
  // Logged with the request id by the error handler; the caller sees the generic message.
  if (cause) error.cause = cause;
  return error;
}
