// A real OpenID Connect provider (the `oidc-provider` package) for the sign-in tests, run as a
// child process by startOidcTestProvider.ts. It listens on 127.0.0.1 on a free port and
// prints `OIDC_TEST_PROVIDER_READY <issuer>` when it serves.
//
// Signing in is non-interactive: the dev login form is off and the interaction handler below
// logs in (and consents for) the account the test last chose with POST /__test/account, or
// declines when that account says `deny`. Everything else is the package's real protocol
// implementation: discovery, authorization with PKCE, token endpoint, signed ID tokens, JWKS.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

export interface TestAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  /** Decline at the provider instead of signing in (the user cancels consent). */
  deny?: boolean;
}

const clients = JSON.parse(process.env.OIDC_TEST_CLIENTS ?? '[]') as ClientMetadata[];
let currentAccount: TestAccount | undefined;

// A fresh RSA signing key per run; the provider publishes its public half at jwks_uri.
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const signingKey = {
  ...privateKey.export({ format: 'jwk' }),
  kid: 'test-key',
  alg: 'RS256',
  use: 'sig',
};

let handle: http.RequestListener = (_request, response) => response.writeHead(503).end();
const server = http.createServer((request, response) => handle(request, response));
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const provider = createProvider(issuer);
  const providerCallback = provider.callback();
  handle = (request, response) => {
    const url = request.url ?? '/';
    if (url === '/__test/account' && request.method === 'POST')
      return setAccount(request, response);
    if (url.startsWith('/interaction/')) {
      finishInteraction(provider, request, response).catch((error: unknown) => {
        console.error(error);
        response.writeHead(500).end(String(error));
      });
      return;
    }
    providerCallback(request, response);
  };
  console.log(`OIDC_TEST_PROVIDER_READY ${issuer}`);
});

function createProvider(issuer: string): Provider {
  return new Provider(issuer, {
    clients,
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // Like Google: the email claims are in the ID token itself, not only at userinfo.
    conformIdTokenClaims: false,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    pkce: { required: () => true, methods: ['S256'] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_context, sub) => {
      const account = currentAccount?.sub === sub ? currentAccount : undefined;
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => {
          const { deny: _deny, ...claims } = account;
          return claims;
        },
      };
    },
    // Errors are part of what the tests check; they need not be logged.
    renderError: (context, output) => {
      context.type = 'json';
      context.body = output;
    },
  });
}

/** Logs in the chosen account, then grants the requested scopes, or declines if it says so. */
async function finishInteraction(
  provider: Provider,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  const details = await provider.interactionDetails(request, response);
  const account = currentAccount;
  if (!account || account.deny) {
    await provider.interactionFinished(
      request,
      response,
      { error: 'access_denied', error_description: 'The user declined.' },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  if (details.prompt.name === 'login') {
    await provider.interactionFinished(
      request,
      response,
      { login: { accountId: account.sub } },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  const grant = new provider.Grant({
    accountId: account.sub,
    clientId: String(details.params.client_id),
  });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    request,
    response,
    { consent: { grantId } },
    { mergeWithLastSubmission: true },
  );
}

function setAccount(request: http.IncomingMessage, response: http.ServerResponse): void {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    currentAccount = JSON.parse(body) as TestAccount;
    response.writeHead(204).end();
  });
}

process.on('SIGTERM', () => server.close(() => process.exit(0)));
