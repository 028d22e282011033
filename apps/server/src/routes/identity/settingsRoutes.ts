import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES, SettingsUpdateSchema, type SettingsResponse } from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { users } from '../../db/schema/index.js';
import { NotFoundError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import {
  applySettingsUpdate,
  readStoredSettings,
  toSettings,
} from '../../services/userSettings.js';
import type { IdentityDeps } from './identityRoutes.js';

/**
 * `POST i/settings` (§7): a partial update of the caller's preferences, answered with every
 * setting after it. The client debounces saves by 500 ms (§9), and the i/ group retries, so
 * the same update may arrive twice: applying it again changes nothing.
 */
export function settingsRoutes(deps: IdentityDeps): FastifyPluginAsync {
  return async (app) => {
    app.post(
      namespacePath(API_ROUTES.identity.settings),
      policy('settings.update'),
      async (request): Promise<SettingsResponse> => {
        const { user } = authorise(request.actor, 'settings.update');
        const update = parseRequest(SettingsUpdateSchema, request.body ?? {});
        // Read-modify-write under a row lock: two tabs saving at once must not lose a change.
        const saved = await deps.db.transaction(async (tx) => {
          const [row] = await tx
            .select({ settings: users.settings })
            .from(users)
            .where(eq(users.id, user.id))
            .for('update');
          if (!row) throw new NotFoundError('not_found', 'This account no longer exists.');
          const next = applySettingsUpdate(readStoredSettings(row.settings), update);
          await tx
            .update(users)
            .set({ settings: next, updatedAt: sql`now()` })
            .where(eq(users.id, user.id));
          return next;
        });
        return { settings: toSettings(saved) };
      },
    );
  };
}
