import type { FastifyPluginAsync } from 'fastify';
import { API_ROUTES } from '@motes/shared';
import type { OidcConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { OidcRelyingParty } from '../../services/oidc/oidcRelyingParty.js';
import { loginCodeRoutes } from './loginCodeRoutes.js';
import { oidcRoutes } from './oidcRoutes.js';
import { oneTapRoutes } from './oneTapRoutes.js';
import { providersRoutes } from './providersRoutes.js';

/**
 * The redirect URI to register at the provider: `{PUBLIC_URL}` + this. (The API also answers
 * under /api/v1/, but one registered URI is enough.)
 */
export const OIDC_CALLBACK_PATH = `/api/${API_ROUTES.signIn.oidcCallback.path}`;

export interface OidcSignInDeps {
  db: Db;
  publicUrl: string;
  oidc: OidcConfig;
}

/** The `i/` routes of sign-in with Google / any OIDC provider, one-tap, and the providers list. */
export function oidcSignInRoutes(deps: OidcSignInDeps): FastifyPluginAsync {
  const { db, publicUrl, oidc } = deps;
  // One relying party per server: it caches the discovery document and the provider's keys.
  const relyingParty = oidc.client
    ? new OidcRelyingParty({
        issuer: oidc.issuer,
        clientId: oidc.client.id,
        clientSecret: oidc.client.secret,
        redirectUri: `${publicUrl}${OIDC_CALLBACK_PATH}`,
      })
    : undefined;
  return async (app) => {
    await app.register(providersRoutes(oidc));
    await app.register(
      oidcRoutes({ db, relyingParty, secureCookies: publicUrl.startsWith('https:') }),
    );
    await app.register(loginCodeRoutes({ db, publicUrl }));
    await app.register(
      oneTapRoutes({ db, relyingParty: oidc.oneTapEnabled ? relyingParty : undefined, publicUrl }),
    );
  };
}
