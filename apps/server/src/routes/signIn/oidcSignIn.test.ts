// Sign-in with an OpenID Connect provider (issue 3 deliverable 3), end to end against a real
// provider process (`oidc-provider`) on 127.0.0.1: redirects, cookies, code exchange, ID-token
// verification and account linking all run for real. Nothing is mocked.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSession } from '../../auth/sessionStore.js';
import { hashSecret } from '../../auth/tokens.js';
import { loginCodes, oidcStates, userIdentities, users } from '../../db/schema/index.js';
import { apiClient, buildUser } from '../../../test/factories.js';
import {
  exchangeLoginCode,
  signInThroughProvider,
  startOidcTestRig,
  testAccount,
  type OidcTestRig,
} from '../../../test/oidc/oidcTestRig.js';
import { TestBrowser } from '../../../test/oidc/testBrowser.js';

describe('sign-in with an OIDC provider', () => {
  let rig: OidcTestRig;
  beforeAll(async () => {
    rig = await startOidcTestRig();
  });
  afterAll(async () => {
    await rig?.stop();
  });
  const db = () => rig.server.database.db;

  async function signIn(query: Record<string, string> = {}, browser = new TestBrowser()) {
    const { landing, visited } = await signInThroughProvider(rig, browser, query);
    expect(landing.pathname, `ended on ${landing.href}`).toBe('/login/complete');
    const code = landing.searchParams.get('code') ?? '';
    const exchanged = await exchangeLoginCode(rig, code);
    expect(exchanged.response.status).toBe(200);
    return { ...exchanged, code, visited, browser };
  }

  it('signs a new person up through the provider; the exchanged session works', async () => {
    const account = testAccount();
    await rig.provider.useAccount(account);
    const browser = new TestBrowser();
    const { body, device, visited, code } = await signIn(
      { returnTo: '/my-classes?tab=2', referralCode: 'FRIEND7', institutionName: 'Hill School' },
      browser,
    );

    // The browser really went to the provider and back through our callback.
    const hosts = visited.map((url) => url.origin);
    expect(hosts).toContain(rig.provider.issuer);
    expect(visited.some((url) => url.pathname === '/api/i/signIn/oidc/callback')).toBe(true);

    expect(body).toMatchObject({
      primaryEmailAddress: account.email,
      isNewUser: true,
      returnTo: '/my-classes?tab=2',
      invoker: null,
    });
    const accessToken = String(body.accessToken);
    // §9 security: the access token is never in a URL, only in the exchange's body.
    for (const url of visited) expect(url.href).not.toContain(accessToken);
    expect(code).not.toBe(accessToken);

    const status = await apiClient(rig.server, accessToken).post('v1/i/status');
    expect(((await status.json()) as { auth: { isLoggedIn: boolean } }).auth.isLoggedIn).toBe(true);
    const session = await findSession(db(), accessToken);
    expect(session?.user.id).toBe(body.userId);
    expect(session?.session).toMatchObject({ method: 'oidc', deviceId: device.deviceId });

    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.id, String(body.userId)));
    expect(user).toMatchObject({
      primaryEmail: account.email,
      name: account.name,
      givenName: 'Pat',
      referredByCode: 'FRIEND7',
      institutionName: 'Hill School',
    });
    const identities = await db()
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, String(body.userId)));
    expect(identities).toEqual([
      expect.objectContaining({ provider: rig.provider.issuer, subject: account.sub }),
    ]);
    // The state cookie was for that one callback.
    expect(browser.cookie(`${rig.server.url}/api/`, 'motes_oidc_state')).toBeUndefined();
  });

  it('the login code works once', async () => {
    await rig.provider.useAccount(testAccount());
    const { code } = await signIn();
    const replay = await exchangeLoginCode(rig, code);
    expect(replay.response.status).toBe(400);
    expect(replay.body.error).toBe('login_code_invalid');
  });

  it('an expired login code is refused', async () => {
    await rig.provider.useAccount(testAccount());
    const { landing } = await signInThroughProvider(rig, new TestBrowser());
    const code = landing.searchParams.get('code') ?? '';
    await db()
      .update(loginCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(loginCodes.codeHash, hashSecret(code)));
    const late = await exchangeLoginCode(rig, code);
    expect(late.response.status).toBe(400);
    expect(late.body.error).toBe('login_code_invalid');
  });

  it('a second sign-in finds the same account by the provider identity, even with a new address', async () => {
    const account = testAccount();
    await rig.provider.useAccount(account);
    const first = await signIn();
    // The person changed their address at the provider (not even verified yet): (issuer, sub)
    // still names the same account.
    await rig.provider.useAccount({
      ...account,
      email: 'renamed@school.test',
      email_verified: false,
    });
    const second = await signIn();
    expect(second.body).toMatchObject({ userId: first.body.userId, isNewUser: false });
    expect(second.body.accessToken).not.toBe(first.body.accessToken);
  });

  it('links an existing email account when the provider verified the address', async () => {
    const existing = await buildUser(db(), { name: 'Typed Name' });
    const account = testAccount({ email: existing.primaryEmail.toUpperCase() });
    await rig.provider.useAccount(account);
    const { body } = await signIn({ referralCode: 'LATE1' });
    expect(body).toMatchObject({ userId: existing.id, isNewUser: false });
    const [user] = await db().select().from(users).where(eq(users.id, existing.id));
    // §5: a referral is for new accounts only; a name the user typed is kept.
    expect(user).toMatchObject({ name: 'Typed Name', referredByCode: null });
    const [identity] = await db()
      .select()
      .from(userIdentities)
      .where(
        and(
          eq(userIdentities.provider, rig.provider.issuer),
          eq(userIdentities.subject, account.sub),
        ),
      );
    expect(identity?.userId).toBe(existing.id);
  });

  it('refuses an unverified address: no account is created or linked', async () => {
    const existing = await buildUser(db());
    await rig.provider.useAccount(
      testAccount({ email: existing.primaryEmail, email_verified: false }),
    );
    const { landing } = await signInThroughProvider(rig, new TestBrowser(), {
      returnTo: '/pricing',
    });
    expect(landing.pathname).toBe('/login');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      error: 'oidc_email_unverified',
      returnTo: '/pricing',
    });
    const identities = await db()
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, existing.id));
    expect(identities).toEqual([]);

    const stranger = testAccount({ email_verified: false });
    await rig.provider.useAccount(stranger);
    const second = await signInThroughProvider(rig, new TestBrowser());
    expect(second.landing.searchParams.get('error')).toBe('oidc_email_unverified');
    const created = await db().select().from(users).where(eq(users.primaryEmail, stranger.email));
    expect(created).toEqual([]);
  });

  it('reports a declined consent, keeping where the user was going', async () => {
    await rig.provider.useAccount(testAccount({ deny: true }));
    const { landing } = await signInThroughProvider(rig, new TestBrowser(), {
      returnTo: '/m/abc',
      invoker: 'extension',
    });
    expect(landing.pathname).toBe('/login');
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      error: 'oidc_denied',
      returnTo: '/m/abc',
      invoker: 'extension',
    });
  });

  it('carries invoker=extension through to the answer', async () => {
    await rig.provider.useAccount(testAccount());
    const { body } = await signIn({ invoker: 'extension' });
    expect(body).toMatchObject({ invoker: 'extension', returnTo: null });
  });

  it('returns only to same-site paths (no open redirect)', async () => {
    await rig.provider.useAccount(testAccount());
    for (const returnTo of ['https://evil.example/x', '//evil.example', '/\\evil.example']) {
      const { body } = await signIn({ returnTo });
      expect(body.returnTo).toBeNull();
    }
    await rig.provider.useAccount(testAccount({ deny: true }));
    const { landing } = await signInThroughProvider(rig, new TestBrowser(), {
      returnTo: '//evil.example',
    });
    expect(landing.origin).toBe(rig.server.url);
    expect(landing.searchParams.has('returnTo')).toBe(false);
  });

  it('refuses a callback in a browser that did not start the attempt (login CSRF)', async () => {
    await rig.provider.useAccount(testAccount());
    const attacker = new TestBrowser();
    const start = `${rig.server.url}/api/i/signIn/oidc/start`;
    const { url: callback } = await attacker.navigate(
      start,
      (url) => url.pathname === '/api/i/signIn/oidc/callback',
    );
    expect(callback.searchParams.get('code')).toBeTruthy();

    // The victim's browser holds no state cookie for this attempt.
    const victim = new TestBrowser();
    const refused = await victim.navigate(callback, (url) => url.pathname === '/login');
    expect(refused.url.searchParams.get('error')).toBe('oidc_state');

    // The refusal did not burn the attempt of the browser that started it.
    const own = await attacker.navigate(callback, (url) => url.pathname === '/login/complete');
    expect(own.url.pathname).toBe('/login/complete');
  });

  it('refuses a tampered state', async () => {
    await rig.provider.useAccount(testAccount());
    const browser = new TestBrowser();
    const { url: callback } = await browser.navigate(
      `${rig.server.url}/api/i/signIn/oidc/start`,
      (url) => url.pathname === '/api/i/signIn/oidc/callback',
    );
    callback.searchParams.set('state', 'not-the-state');
    const { url } = await browser.navigate(callback, (next) => next.pathname === '/login');
    expect(url.searchParams.get('error')).toBe('oidc_state');
  });

  it('refuses a replayed callback, even with the state cookie', async () => {
    await rig.provider.useAccount(testAccount());
    const browser = new TestBrowser();
    const { url: callback } = await browser.navigate(
      `${rig.server.url}/api/i/signIn/oidc/start`,
      (url) => url.pathname === '/api/i/signIn/oidc/callback',
    );
    const state = callback.searchParams.get('state') ?? '';
    const first = await browser.navigate(callback, (url) => url.pathname.startsWith('/login'));
    expect(first.url.pathname).toBe('/login/complete');

    // Same code and state again, as if the cookie had been copied: the attempt is gone.
    const replay = await fetch(callback, {
      redirect: 'manual',
      headers: { cookie: `motes_oidc_state=${state}` },
    });
    expect(replay.status).toBe(302);
    expect(replay.headers.get('location')).toBe('/login?error=oidc_state');
  });

  it('refuses an attempt that took longer than its lifetime', async () => {
    await rig.provider.useAccount(testAccount());
    const browser = new TestBrowser();
    const { url: atProvider } = await browser.navigate(
      `${rig.server.url}/api/i/signIn/oidc/start?returnTo=%2Factivity`,
      (url) => url.origin === rig.provider.issuer,
    );
    const state = atProvider.searchParams.get('state') ?? '';
    await db()
      .update(oidcStates)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(oidcStates.state, state));
    const { url } = await browser.navigate(atProvider, (next) => next.pathname === '/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      error: 'oidc_expired',
      returnTo: '/activity',
    });
  });

  it('sends the browser to the provider with PKCE, state and nonce, and sets a state cookie', async () => {
    const browser = new TestBrowser();
    const { url } = await browser.navigate(
      `${rig.server.url}/api/v1/i/signIn/oidc/start`,
      (next) => next.origin === rig.provider.issuer,
    );
    expect(url.pathname).toBe('/auth');
    expect(url.searchParams.get('client_id')).toBe('motes-web');
    expect(url.searchParams.get('redirect_uri')).toBe(rig.callbackUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toBeTruthy();
    const state = url.searchParams.get('state');
    expect(browser.cookie(`${rig.server.url}/api/i/signIn/oidc/callback`, 'motes_oidc_state')).toBe(
      state,
    );
  });
});
