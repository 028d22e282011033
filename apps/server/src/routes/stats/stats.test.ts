import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../auth/sessionStore.js';
import { analyticsEvents } from '../../db/schema/index.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { apiClient, buildUser, signedInClient } from '../../../test/factories.js';

describe(`s/ analytics (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ ANALYTICS_USER_ID_PREFIX_ALLOWLIST: 'a' });
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;
  const eventsOf = (userId: string) =>
    db()
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, userId))
      .orderBy(desc(analyticsEvents.createdAt));
  const eventsOfAnonymous = (anonymousId: string) =>
    db().select().from(analyticsEvents).where(eq(analyticsEvents.anonymousId, anonymousId));

  const identifyPayload = (userId: string) => ({
    userId,
    email: 'learner@school.example',
    email_domain: 'school.example',
    isMinor: '0',
    tracking_source: 'website',
    tracking_route: 'direct',
    utm_source: 'newsletter',
    referrer: 'https://search.example/',
    referrerURL: 'https://search.example/?q=motes',
    productEnum: 'free',
  });

  it('stores s/identify/everything for a signed-in adult, with email, domain and IP (§7)', async () => {
    const user = await buildUser(db());
    const client = await signedInClient(server, user);
    const response = await client.post('s/identify/everything', identifyPayload(user.id));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ stored: true });
    const [event] = await eventsOf(user.id);
    expect(event).toMatchObject({ kind: 'identify', ip: '127.0.0.1' });
    expect(event?.payload).toMatchObject({
      email: 'learner@school.example',
      email_domain: 'school.example',
      referrerURL: 'https://search.example/?q=motes',
      utm_source: 'newsletter',
    });
  });

  // A minor's and an anonymous caller's events: analyticsMinors.test.ts (the allow-list).
  it('stores nothing under the account or its IP for a minor (§6, no tracking identifiers)', async () => {
    const minor = await buildUser(db(), { isMinor: true });
    const client = await signedInClient(server, minor);
    await client.post('s/identify/everything', identifyPayload(minor.id));
    expect(await eventsOf(minor.id)).toEqual([]);
  });

  it('s/track/everything answers text; an anonymous event keeps no anonymous id (§7)', async () => {
    const anonymousId = `anonymous:from_website:${randomUUID()}`;
    const response = await apiClient(server).post('s/track/everything', {
      event: 'Page Viewed',
      pageContext: 'home',
      direct: true,
      trackingRoute: 'direct',
      trackingSource: 'website',
      referrer: '',
      referrerURL: '',
      userId: anonymousId,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
    expect(await eventsOfAnonymous(anonymousId)).toEqual([]);
  });

  it('takes the user id from the token, never from the body', async () => {
    const victim = await buildUser(db());
    const caller = await signedInClient(server, await buildUser(db()));
    await caller.post('s/track/everything', { event: 'Spoofed', userId: victim.id });
    await apiClient(server).post('s/track/everything', { event: 'Spoofed', userId: victim.id });
    expect(await eventsOf(victim.id)).toEqual([]);
    const [event] = await eventsOf(caller.user.id);
    expect(event?.payload).not.toHaveProperty('userId');
  });

  it('never stores token-like fields', async () => {
    const user = await buildUser(db());
    const client = await signedInClient(server, user);
    await client.post('s/identify/everything', {
      userId: user.id,
      accessToken: client.accessToken,
      nested: { refresh_token: 'x' },
    });
    const [event] = await eventsOf(user.id);
    expect(JSON.stringify(event?.payload)).not.toMatch(/accessToken|refresh_token/);
  });

  it('records each §7 event mutation and the §8 analytics error events', async () => {
    const user = await buildUser(db());
    const client = await signedInClient(server, user);
    const bodies = [
      { type: 'extensionPresence', variables: { status: 'present', version: '1.4.0' } },
      { type: 'utmAction', variables: { utm_source: 'a', utm_medium: 'b', utm_campaign: 'c' } },
      {
        type: 'visitFromOutside',
        variables: { event: 'visit', userAgent: 'UA', containingURL: 'https://x.example/' },
      },
      {
        type: 'referralCodeUsed',
        variables: { isNewUser: false, isLoggedIn: true, referralCode: 'abc' },
      },
      { type: 'clickedInstall', variables: { referrerUserId: 'u-1' } },
      { type: 'loginErrorOccurred', variables: { withOTL: true, withEmail: true } },
      { type: 'accountMismatchErrorDisplayed', variables: {} },
      { type: 'extensionOutOfDateShown', variables: { version: '1.0.0' } },
      { type: 'microphoneRequestBlocked', variables: {} },
      { type: 'readAloudAudioLoadError', variables: { locale: 'fr-FR' } },
    ];
    for (const body of bodies) {
      const response = await client.post('s/event', body);
      expect(response.status, body.type).toBe(200);
      expect(await response.json()).toEqual({ stored: true });
    }
    const names = (await eventsOf(user.id)).map((event) => event.name);
    expect(names).toHaveLength(bodies.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'extensionPresence',
        'referralCodeUsed',
        'Login Error Occurred',
        'Account Mismatch Error Displayed',
        'Extension Out Of Date Shown',
        'Microphone Request Blocked',
        'Read Aloud Audio Load Error',
      ]),
    );
    const loginError = (await eventsOf(user.id)).find(
      (event) => event.name === 'Login Error Occurred',
    );
    // §8: the login error event carries the error text or 'Unknown error'.
    expect(loginError?.payload).toMatchObject({
      error: 'Unknown error',
      withOTL: true,
      withEmail: true,
    });
  });

  it('refuses malformed events with 400', async () => {
    const client = apiClient(server);
    expect((await client.post('s/event', { type: 'madeUp', variables: {} })).status).toBe(400);
    expect(
      (await client.post('s/event', { type: 'extensionPresence', variables: { status: 'maybe' } }))
        .status,
    ).toBe(400);
    expect((await client.post('s/track/everything', { pageContext: 'no event name' })).status).toBe(
      400,
    );
  });

  it('keeps restricted events only for signed-in users whose id starts with an allowed character (§6)', async () => {
    const allowed = await buildUser(db(), { id: `a${randomUUID()}` });
    const notAllowed = await buildUser(db(), { id: `b${randomUUID()}` });
    const body = { event: 'Sampled Event', restricted: true };
    await (await signedInClient(server, allowed)).post('s/track/everything', body);
    await (await signedInClient(server, notAllowed)).post('s/track/everything', body);
    const anonymous = await apiClient(server).post('s/event', {
      type: 'clickedInstall',
      variables: { referrerUserId: null },
      restricted: true,
    });
    expect(await anonymous.json()).toEqual({ stored: false });
    expect(await eventsOf(allowed.id)).toHaveLength(1);
    expect(await eventsOf(notAllowed.id)).toHaveLength(0);
  });

  it('counts a dead token as anonymous (analytics never signs anyone out)', async () => {
    const user = await buildUser(db());
    const client = await signedInClient(server, user);
    await revokeSession(db(), client.session.id);
    const response = await client.post('s/track/everything', { event: 'After Sign Out' });
    expect(response.status).toBe(200);
    expect(await eventsOf(user.id)).toEqual([]);
  });

  it('refuses a body over the analytics size cap with 413', async () => {
    const response = await apiClient(server).post('s/track/everything', {
      event: 'Huge',
      blob: 'x'.repeat(40 * 1024),
    });
    expect(response.status).toBe(413);
  });
});
