// The relying party's discovery cache, against a real HTTP server on 127.0.0.1 that serves a
// discovery document (the full protocol is covered by routes/signIn/*.test.ts against a real
// OIDC provider process).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../../../test/oidc/oidcTestRig.js';
import { OidcRelyingParty, OidcUnavailableError } from './oidcRelyingParty.js';

describe('OidcRelyingParty discovery', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  /** Serves a discovery document on `port`, counting requests for it. */
  async function serveDiscovery(port: number) {
    const hits = { count: 0 };
    const issuer = `http://127.0.0.1:${port}`;
    server = http.createServer((request, response) => {
      if (request.url !== '/.well-known/openid-configuration') return response.writeHead(404).end();
      hits.count++;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          authorization_endpoint: `${issuer}/auth`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
        }),
      );
    });
    await new Promise<void>((resolve) => server!.listen(port, '127.0.0.1', resolve));
    expect((server.address() as AddressInfo).port).toBe(port);
    return hits;
  }

  it('reads the discovery document once, and does not remember a failed read', async () => {
    const port = await freePort();
    const relyingParty = new OidcRelyingParty({
      issuer: `http://127.0.0.1:${port}`,
      clientId: 'motes',
      clientSecret: 'secret',
      redirectUri: 'http://127.0.0.1:1/api/i/signIn/oidc/callback',
    });
    const secrets = () => OidcRelyingParty.newAttemptSecrets();

    // The provider is down: the attempt says so.
    await expect(relyingParty.authorizationUrl(secrets())).rejects.toBeInstanceOf(
      OidcUnavailableError,
    );

    // Once it is up, the next attempt works, and later ones reuse the document.
    const hits = await serveDiscovery(port);
    const first = await relyingParty.authorizationUrl(secrets());
    const second = await relyingParty.authorizationUrl(secrets());
    expect(hits.count).toBe(1);
    expect(first.origin + first.pathname).toBe(`http://127.0.0.1:${port}/auth`);
    expect(first.searchParams.get('state')).not.toBe(second.searchParams.get('state'));
    expect(first.searchParams.get('nonce')).not.toBe(second.searchParams.get('nonce'));
    expect(first.searchParams.get('code_challenge')).not.toBe(
      second.searchParams.get('code_challenge'),
    );
    // Not Google: no Google-only parameters.
    expect(first.searchParams.has('prompt')).toBe(false);
  });
});
