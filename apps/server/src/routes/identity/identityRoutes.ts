import type { FastifyPluginAsync } from 'fastify';
import type { BlobStore } from '../../blobs/blobStore.js';
import type { Db } from '../../db/database.js';
import type { FreeMotePolicy } from '../../services/motes/freeMotes.js';
import { accountRoutes } from './accountRoutes.js';
import { goalsRoutes } from './goalsRoutes.js';
import { sessionRoutes } from './sessionRoutes.js';
import { settingsRoutes } from './settingsRoutes.js';
import { statusRoutes } from './statusRoutes.js';

export interface IdentityDeps {
  db: Db;
  /** Free motes per rolling period (configuration); the shared defaults when absent. */
  freeMotePolicy?: FreeMotePolicy;
  /** Where motes' audio lives: account deletion removes it. */
  blobs?: BlobStore;
}

/**
 * `i/` namespace (§7): status, settings, goals, sessions and sign-out, the account page.
 * Sign-in routes (one-time link, OIDC) register their own plugins under the same letter.
 * Every route here acts on the caller's own account only, so no route takes a user id.
 */
export function identityRoutes(deps: IdentityDeps): FastifyPluginAsync {
  return async (app) => {
    await app.register(statusRoutes(deps));
    await app.register(settingsRoutes(deps));
    await app.register(goalsRoutes(deps));
    await app.register(sessionRoutes(deps));
    await app.register(accountRoutes(deps));
  };
}
