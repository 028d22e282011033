import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.js';
import { highlightRoutes } from './highlightRoutes.js';
import { vocabularyRoutes } from './vocabularyRoutes.js';

/**
 * `u/` namespace, issue 7 item 4: the Highlighter's highlights ("My Annotations") and the
 * vocabulary list the blue Vocabulary highlighter feeds. Signed-in users only.
 */
export function annotationRoutes(deps: { db: Db }): FastifyPluginAsync {
  return async (app) => {
    await app.register(highlightRoutes(deps));
    await app.register(vocabularyRoutes(deps));
  };
}
