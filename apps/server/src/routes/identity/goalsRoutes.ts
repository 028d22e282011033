import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES, GoalsSchema, GoalUpdateSchema, type GoalsResponse } from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { users } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import type { IdentityDeps } from './identityRoutes.js';

/** `POST i/goals` {goal, state}: sets one §3 goal to a §4 state (any casing, stored lower case). */
export function goalsRoutes(deps: IdentityDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(
      namespacePath(API_ROUTES.identity.goals),
      policy('settings.update'),
      async (request): Promise<GoalsResponse> => {
        const { user } = authorise(request.actor, 'settings.update');
        const { goal, state } = parseRequest(GoalUpdateSchema, request.body);
        // One statement merges the key into the stored map, so concurrent goal updates keep both.
        const [row] = await deps.db
          .update(users)
          .set({
            goals: sql`${users.goals} || ${JSON.stringify({ [goal]: state })}::jsonb`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, user.id))
          .returning({ goals: users.goals });
        if (!row) throw new NotFoundError('not_found', 'This account no longer exists.');
        return { goals: GoalsSchema.parse(row.goals) };
      },
    );
  };
}
