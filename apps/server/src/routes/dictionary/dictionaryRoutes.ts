import { createReadStream } from 'node:fs';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  DICTIONARY_RATE_LIMIT,
  DictionaryDefineQuerySchema,
  WORD_NOT_FOUND_ERROR,
  type DictionaryDefinition,
} from '@motes/shared';
import { publicAccess } from '../../authorisation/routeAccess.js';
import type { DictionaryEngine } from '../../engines/dictionary/index.js';
import type { EngineRateLimiter, EngineRateRule } from '../../engines/engineRateLimit.js';
import { requireEngineSupport } from '../../engines/engineSupport.js';
import { NotFoundError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { namespacePath } from '../../http/apiRoutePaths.js';

export interface DictionaryRoutesDeps {
  dictionary: DictionaryEngine;
  limiter: EngineRateLimiter;
}

const RATE_RULE: EngineRateRule = { name: 'dictionary', ...DICTIONARY_RATE_LIMIT };

/** The picture files are fixed by the pinned `openmoji` version: cache them for a week. */
const PICTURE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * `d/` namespace (issue 5 item 6): `GET d/define?word=ran&language=en-US` answers the word's
 * senses with its base form (`run`), what to send to `t/tts` to hear it, and a picture for a
 * concrete noun; `GET d/pictures/{id}.svg` serves those pictures. Anyone may look words up;
 * each caller is rate-limited.
 */
export function dictionaryRoutes(deps: DictionaryRoutesDeps): FastifyPluginAsync {
  return async (app) => {
    const open = publicAccess(
      'engine call open to anonymous callers (§6); rate-limited per caller',
    );
    app.get(
      namespacePath(API_ROUTES.dictionary.define),
      open,
      async (request, reply): Promise<DictionaryDefinition> => {
        const { word, language } = parseRequest(DictionaryDefineQuerySchema, request.query);
        requireEngineSupport(deps.dictionary.support(language), {
          unsupported: `The dictionary is not available for ${language}.`,
        });
        deps.limiter.enforce(request, reply, RATE_RULE);
        const definition = await deps.dictionary.define(word, language);
        if (!definition) {
          throw new NotFoundError(
            WORD_NOT_FOUND_ERROR,
            `“${word}” is not in the dictionary. Check the spelling, or try another form of the word.`,
          );
        }
        return definition;
      },
    );

    app.get<{ Params: { file: string } }>(
      namespacePath(API_ROUTES.dictionary.picture),
      open,
      async (request, reply) => {
        // Only the files the dictionary hands out: never a path the caller made up.
        const file = await deps.dictionary.picturePath(request.params.file);
        if (!file) throw new NotFoundError('not_found', 'No such picture.');
        void reply
          .header('content-type', 'image/svg+xml')
          .header('cache-control', `public, max-age=${PICTURE_MAX_AGE_SECONDS}`)
          // An SVG opened on its own is a document: it may draw, never run script.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('x-content-type-options', 'nosniff');
        return reply.send(createReadStream(file));
      },
    );
  };
}
