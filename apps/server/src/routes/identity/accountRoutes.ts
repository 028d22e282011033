import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  API_ROUTES,
  AccountDeleteSchema,
  normaliseEmailAddress,
  ProfileUpdateSchema,
  type ProfileResponse,
} from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import { authorise } from '../../authorisation/authorise.js';
import { policy } from '../../authorisation/routeAccess.js';
import { users } from '../../db/schema/index.js';
import { InvalidInputError, NotFoundError } from '../../domain/errors.js';
import { parseRequest } from '../../http/validation.js';
import { deleteAccount } from '../../services/accountDeleter.js';
import { exportAccount } from '../../services/accountExporter.js';
import { displayNameOf } from '../../services/identityStatusBuilder.js';
import type { IdentityDeps } from './identityRoutes.js';

export const EMAIL_MISMATCH_MESSAGE =
  "The email address you typed is not this account's. Type it exactly to delete the account.";

/** The account page: profile, "download my data", "delete my account". */
export function accountRoutes(deps: IdentityDeps): FastifyPluginAsync {
  return async (app) => {
    /** `POST i/account/profile`: names and avatar; an absent field is left as it is. */
    app.post(
      namespacePath(API_ROUTES.account.profile),
      policy('account.update'),
      async (request): Promise<ProfileResponse> => {
        const { user } = authorise(request.actor, 'account.update');
        const update = parseRequest(ProfileUpdateSchema, request.body ?? {});
        const [row] = await deps.db
          .update(users)
          .set({ ...update, updatedAt: sql`now()` })
          .where(eq(users.id, user.id))
          .returning();
        if (!row) throw new NotFoundError('not_found', 'This account no longer exists.');
        return {
          profile: {
            name: row.name,
            givenName: row.givenName,
            familyName: row.familyName,
            displayName: displayNameOf(row),
            avatarUrl: row.avatarUrl,
          },
        };
      },
    );

    /** `GET i/account/export`: everything we hold about the caller, as a JSON download. */
    app.get(
      namespacePath(API_ROUTES.account.export),
      policy('account.export'),
      async (request, reply) => {
        const { user } = authorise(request.actor, 'account.export');
        const data = await exportAccount(deps.db, user);
        const day = data.exportedAt.slice(0, 10);
        return reply
          .header('content-disposition', `attachment; filename="motes-data-${day}.json"`)
          .header('cache-control', 'no-store')
          .send(data);
      },
    );

    /**
     * `POST i/account/delete` {confirmEmail}: the caller retypes their email. Afterwards the
     * token is dead, so the client's next call answers 403 and it signs out (§8).
     */
    app.post(
      namespacePath(API_ROUTES.account.delete),
      policy('account.delete'),
      async (request) => {
        const { user } = authorise(request.actor, 'account.delete');
        const { confirmEmail } = parseRequest(AccountDeleteSchema, request.body);
        if (normaliseEmailAddress(confirmEmail) !== user.primaryEmail.toLowerCase()) {
          throw new InvalidInputError('email_mismatch', EMAIL_MISMATCH_MESSAGE);
        }
        await deleteAccount(deps.db, user.id, deps.blobs);
        return { deleted: true };
      },
    );
  };
}
