import type { FastifyPluginAsync } from 'fastify';
import type { SignInProvidersResponse } from '@motes/shared';
import { API_ROUTES } from '@motes/shared';
import { namespacePath } from '../../http/apiRoutePaths.js';
import type { OidcConfig } from '../../config.js';
import { publicAccess } from '../../authorisation/routeAccess.js';

/**
 * `GET i/signIn/providers`: which sign-in buttons the web app shows. Without a client id the
 * OIDC provider is off, and the answer says so rather than showing a button that fails.
 */
export function providersRoutes(oidc: OidcConfig): FastifyPluginAsync {
  const answer: SignInProvidersResponse = {
    oidc: { enabled: oidc.client !== undefined, displayName: oidc.displayName },
    oneTap:
      oidc.client && oidc.oneTapEnabled
        ? { enabled: true, clientId: oidc.client.id }
        : { enabled: false },
    emailLink: { enabled: true },
  };
  return async (app) => {
    const signIn = publicAccess('sign-in: the caller has no session yet');
    app.get(
      namespacePath(API_ROUTES.signIn.providers),
      signIn,
      async (): Promise<SignInProvidersResponse> => answer,
    );
  };
}
