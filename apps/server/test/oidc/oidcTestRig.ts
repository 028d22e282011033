// The Motes test server wired to a real OIDC provider process, plus the steps a browser takes.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import * as client from 'openid-client';
import { getTestServer, type TestServer } from '../testServer.js';
import { apiClient } from '../factories.js';
import {
  startOidcTestProvider,
  type OidcTestProvider,
  type TestAccount,
} from './startOidcTestProvider.js';
import { TestBrowser } from './testBrowser.js';

/** The client Motes is registered as at the test provider. */
export const MOTES_CLIENT = { client_id: 'motes-web', client_secret: 'motes-web-test-secret' };
/** Another application registered at the same provider (its tokens are not for Motes). */
export const OTHER_CLIENT = {
  client_id: 'other-app',
  client_secret: 'other-app-test-secret',
  redirect_uris: ['http://127.0.0.1:9/callback'],
};

export interface OidcTestRig {
  provider: OidcTestProvider;
  server: TestServer;
  /** The redirect URI registered for Motes. */
  callbackUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts the provider and a Motes test server that uses it. The server's port is chosen
 * first, because the provider must know Motes' redirect URI and Motes the provider's issuer.
 */
export async function startOidcTestRig(env: Record<string, string> = {}): Promise<OidcTestRig> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const callbackUrl = `${publicUrl}/api/i/signIn/oidc/callback`;
  const provider = await startOidcTestProvider([
    { ...MOTES_CLIENT, redirect_uris: [callbackUrl] },
    OTHER_CLIENT,
  ]);
  try {
    const server = await getTestServer({
      PORT: String(port),
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: MOTES_CLIENT.client_id,
      OIDC_CLIENT_SECRET: MOTES_CLIENT.client_secret,
      OIDC_DISPLAY_NAME: 'Test ID',
      ...env,
    });
    return {
      provider,
      server,
      callbackUrl,
      async stop() {
        await server.stop();
        await provider.stop();
      },
    };
  } catch (error) {
    await provider.stop();
    throw error;
  }
}

/** A provider account with a unique subject and address. */
export function testAccount(overrides: Partial<TestAccount> = {}): TestAccount {
  const id = randomUUID().slice(0, 8);
  return {
    sub: `subject-${id}`,
    email: `person-${id}@school.test`,
    email_verified: true,
    name: `Pat ${id}`,
    given_name: 'Pat',
    family_name: id,
    ...overrides,
  };
}

/** Pages of the web app the flow ends on (the test server has no built web app). */
export function isWebAppLoginPage(url: URL): boolean {
  return url.pathname === '/login' || url.pathname === '/login/complete';
}

/** Runs a whole sign-in in `browser` from the start URL; returns the web app page it ends on. */
export async function signInThroughProvider(
  rig: OidcTestRig,
  browser: TestBrowser,
  query: Record<string, string> = {},
): Promise<{ landing: URL; visited: URL[] }> {
  const start = `${rig.server.url}/api/i/signIn/oidc/start?${new URLSearchParams(query)}`;
  const { url, visited, response } = await browser.navigate(start, isWebAppLoginPage);
  if (response) throw new Error(`sign-in stopped at ${url.href} with ${response.status}`);
  return { landing: url, visited };
}

/** Trades a login code for the sign-in answer on a fresh device. */
export async function exchangeLoginCode(rig: OidcTestRig, code: string) {
  const device = apiClient(rig.server);
  const response = await device.post('i/signIn/exchange', { code });
  return { device, response, body: (await response.json()) as Record<string, unknown> };
}

/**
 * An ID token the provider issues to `oidcClient` for the current account, obtained the way a
 * relying party would (code flow with PKCE). Stands in for the credential Google's one-tap
 * script hands a page: the same kind of token, signed by the same provider keys.
 */
export async function issueIdToken(
  rig: OidcTestRig,
  oidcClient: { client_id: string; client_secret: string; redirect_uri: string },
): Promise<string> {
  const configuration = await client.discovery(
    new URL(rig.provider.issuer),
    oidcClient.client_id,
    oidcClient.client_secret,
    undefined,
    { execute: [client.allowInsecureRequests] },
  );
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const authorizationUrl = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidcClient.redirect_uri,
    scope: 'openid email profile',
    state,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const { url } = await new TestBrowser().navigate(authorizationUrl, (next) =>
    next.href.startsWith(oidcClient.redirect_uri),
  );
  const tokens = await client.authorizationCodeGrant(configuration, url, {
    pkceCodeVerifier: codeVerifier,
    expectedState: state,
  });
  if (!tokens.id_token) throw new Error('the provider issued no ID token');
  return tokens.id_token;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
