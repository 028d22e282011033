import { BASE_URL_ENV } from './fixtures/baseUrl';
import { STAFF_EMAIL } from './fixtures/identityActors';
import { findFreePort, startMotesServer } from './fixtures/motesServer';
import { OIDC_ISSUER_ENV, startE2eOidcProvider } from './fixtures/oidcProvider';

/**
 * Starts one real Motes server for the whole run, wired to a real OIDC provider process, and
 * hands both addresses to the tests through the environment, which the worker processes
 * inherit. The server's port is chosen first: the provider must know Motes' redirect URI and
 * Motes the provider's issuer. If the provider cannot start, the server runs without OIDC and
 * the OIDC specs fail with the reason. The returned function is Playwright's global teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const oidc = await startE2eOidcProvider(baseUrl).catch((error: unknown) => {
    console.warn(`e2e: OIDC provider not started, OIDC specs will fail:\n${String(error)}`);
    return undefined;
  });
  try {
    const server = await startMotesServer({
      port,
      env: { ...oidc?.serverEnv, STAFF_EMAILS: STAFF_EMAIL },
    });
    process.env[BASE_URL_ENV] = server.baseUrl;
    if (oidc) process.env[OIDC_ISSUER_ENV] = oidc.provider.issuer;
    return async () => {
      await server.stop();
      await oidc?.provider.stop();
    };
  } catch (error) {
    await oidc?.provider.stop();
    throw error;
  }
}
