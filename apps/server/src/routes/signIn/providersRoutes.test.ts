// `GET i/signIn/providers` and how every sign-in route behaves when OIDC is off or its
// provider cannot be reached.
import { afterEach, describe, expect, it } from 'vitest';
import { apiClient } from '../../../test/factories.js';
import { freePort } from '../../../test/oidc/oidcTestRig.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

describe('sign-in providers', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  const redirectOf = async (path: string) => {
    const response = await fetch(`${server!.url}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return response.headers.get('location');
  };

  it('without a client id: OIDC and one-tap are off and say so, email links are on', async () => {
    server = await getTestServer();
    const response = await apiClient(server).get('v1/i/signIn/providers');
    expect(await response.json()).toEqual({
      oidc: { enabled: false, displayName: 'Google' },
      oneTap: { enabled: false },
      emailLink: { enabled: true },
    });
    expect(await redirectOf('/api/i/signIn/oidc/start?returnTo=%2Fpricing')).toBe(
      '/login?error=oidc_disabled&returnTo=%2Fpricing',
    );
    expect(await redirectOf('/api/i/signIn/oidc/callback?code=x&state=y')).toBe(
      '/login?error=oidc_disabled',
    );
    const oneTap = await apiClient(server).post('i/signIn/oneTap', {
      credential: 'a.b.c',
      pageUrl: server.url,
    });
    expect(oneTap.status).toBe(404);
    expect(await oneTap.json()).toMatchObject({ error: 'one_tap_disabled' });
  });

  it('with a client id: OIDC on under its display name; one-tap only when enabled', async () => {
    server = await getTestServer({
      OIDC_CLIENT_ID: 'abc.apps.example',
      OIDC_DISPLAY_NAME: 'Schoolnet',
    });
    expect(await (await apiClient(server).get('i/signIn/providers')).json()).toEqual({
      oidc: { enabled: true, displayName: 'Schoolnet' },
      oneTap: { enabled: false },
      emailLink: { enabled: true },
    });
    const oneTap = await apiClient(server).post('i/signIn/oneTap', {
      credential: 'a.b.c',
      pageUrl: server.url,
    });
    expect(oneTap.status).toBe(404);
    await server.stop();

    server = await getTestServer({
      OIDC_CLIENT_ID: 'abc.apps.example',
      GOOGLE_ONE_TAP_ENABLED: 'true',
    });
    expect(await (await apiClient(server).get('i/signIn/providers')).json()).toMatchObject({
      oneTap: { enabled: true, clientId: 'abc.apps.example' },
    });
  });

  it('reports an unreachable provider instead of failing the request', async () => {
    // A port that was free a moment ago: nothing answers there.
    server = await getTestServer({
      OIDC_ISSUER: `http://127.0.0.1:${await freePort()}`,
      OIDC_CLIENT_ID: 'motes',
      GOOGLE_ONE_TAP_ENABLED: 'true',
    });
    expect(await redirectOf('/api/i/signIn/oidc/start?returnTo=%2Fm%2Fx')).toBe(
      '/login?error=oidc_unavailable&returnTo=%2Fm%2Fx',
    );
    const oneTap = await apiClient(server).post('i/signIn/oneTap', {
      credential: 'a.b.c',
      pageUrl: server.url,
    });
    expect(oneTap.status).toBe(503);
    expect(await oneTap.json()).toMatchObject({ error: 'provider_unavailable' });
  });
});
