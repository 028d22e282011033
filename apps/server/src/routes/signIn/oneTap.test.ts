// Google one-tap (§7: "The one-tap call sends the credential plus the current page URL"),
// against a real OIDC provider process standing in for Google: the credentials are ID tokens
// that provider signs, exactly what Google's one-tap script hands the page.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../auth/sessionStore.js';
import { users } from '../../db/schema/index.js';
import { apiClient } from '../../../test/factories.js';
import {
  exchangeLoginCode,
  issueIdToken,
  MOTES_CLIENT,
  OTHER_CLIENT,
  signInThroughProvider,
  startOidcTestRig,
  testAccount,
  type OidcTestRig,
} from '../../../test/oidc/oidcTestRig.js';
import { TestBrowser } from '../../../test/oidc/testBrowser.js';

describe('Google one-tap sign-in', () => {
  let rig: OidcTestRig;
  beforeAll(async () => {
    rig = await startOidcTestRig({ GOOGLE_ONE_TAP_ENABLED: 'true' });
  });
  afterAll(async () => {
    await rig?.stop();
  });

  const credentialFor = (oidcClient: {
    client_id: string;
    client_secret: string;
    redirect_uri: string;
  }) => issueIdToken(rig, oidcClient);
  const motesCredential = () => credentialFor({ ...MOTES_CLIENT, redirect_uri: rig.callbackUrl });
  const oneTap = (credential: string, pageUrl = `${rig.server.url}/pricing?plan=pro`) =>
    apiClient(rig.server).post('v1/i/signIn/oneTap', { credential, pageUrl });

  it('signs in with a provider-issued ID token and stays on the page', async () => {
    const account = testAccount();
    await rig.provider.useAccount(account);
    const response = await oneTap(await motesCredential());
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      primaryEmailAddress: account.email,
      isNewUser: true,
      returnTo: '/pricing?plan=pro',
      invoker: null,
    });
    const session = await findSession(rig.server.database.db, String(body.accessToken));
    expect(session?.session.method).toBe('one-tap');
    expect(session?.user.name).toBe(account.name);
  });

  it('finds the account the redirect flow created (same issuer and subject)', async () => {
    const account = testAccount();
    await rig.provider.useAccount(account);
    const { landing } = await signInThroughProvider(rig, new TestBrowser());
    const viaRedirect = await exchangeLoginCode(rig, landing.searchParams.get('code') ?? '');
    const viaOneTap = await oneTap(await motesCredential());
    expect(await viaOneTap.json()).toMatchObject({
      userId: viaRedirect.body.userId,
      isNewUser: false,
    });
  });

  it('accepts a credential once', async () => {
    await rig.provider.useAccount(testAccount());
    const credential = await motesCredential();
    expect((await oneTap(credential)).status).toBe(200);
    const replay = await oneTap(credential);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toMatchObject({ error: 'credential_invalid' });
  });

  it('refuses an ID token issued to another application (wrong audience)', async () => {
    await rig.provider.useAccount(testAccount());
    const foreign = await credentialFor({
      ...OTHER_CLIENT,
      redirect_uri: OTHER_CLIENT.redirect_uris[0]!,
    });
    const response = await oneTap(foreign);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'credential_invalid' });
  });

  it('refuses a token whose claims were changed (signature no longer matches)', async () => {
    const account = testAccount();
    await rig.provider.useAccount(account);
    const [header, payload, signature] = (await motesCredential()).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: 'head@school.test' })).toString(
      'base64url',
    );
    const response = await oneTap(`${header}.${forged}.${signature}`);
    expect(response.status).toBe(401);
    const taken = await rig.server.database.db
      .select()
      .from(users)
      .where(eq(users.primaryEmail, 'head@school.test'));
    expect(taken).toEqual([]);
  });

  it('refuses garbage and an unsigned token', async () => {
    expect((await oneTap('not-a-token')).status).toBe(401);
    const unsigned = [
      Buffer.from('{"alg":"none"}').toString('base64url'),
      Buffer.from(
        JSON.stringify({ iss: rig.provider.issuer, aud: 'motes-web', sub: 'x' }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect((await oneTap(unsigned)).status).toBe(401);
  });

  it('refuses a new person whose address the provider did not verify', async () => {
    await rig.provider.useAccount(testAccount({ email_verified: false }));
    const response = await oneTap(await motesCredential());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: 'email_unverified' });
  });

  it('keeps no returnTo for a page on another site', async () => {
    await rig.provider.useAccount(testAccount());
    const response = await oneTap(await motesCredential(), 'https://evil.example/pricing');
    expect(await response.json()).toMatchObject({ returnTo: null });
  });

  it('needs the credential, the page URL and a device id', async () => {
    const missing = await apiClient(rig.server).post('i/signIn/oneTap', { pageUrl: 'x' });
    expect(missing.status).toBe(400);
    const noDevice = await fetch(`${rig.server.url}/api/i/signIn/oneTap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: 'a.b.c', pageUrl: rig.server.url }),
    });
    expect(noDevice.status).toBe(400);
    expect(await noDevice.json()).toMatchObject({ error: 'device_id_required' });
  });
});
