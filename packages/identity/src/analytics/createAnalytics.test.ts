// §7 analytics calls and payloads: `s/track/everything`, `s/identify/everything` and the event
// mutations, against a real HTTP server on 127.0.0.1. §6 restricted events; §3 referrer context
// and attribution feeding the payloads.
import { describe, expect, it, vi } from 'vitest';
import {
  IdentifyEverythingSchema,
  REFERRER_CONTEXT_STORAGE_KEY,
  TrackEverythingSchema,
  createMemoryStorage,
  createStorageWrapper,
} from '@motes/shared';
import { sendJson } from '../testSupport/fakeMotesApi';
import { createAnalytics } from './createAnalytics';
import type { TabOptions } from '../testSupport/storeHarness';
import { fixedPage, useIdentityTestbed } from '../testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };
const login = { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' };
const outside = {
  referrer: 'https://search.example/results?q=motes',
  href: 'https://motes.test/?utm_source=news&utm_campaign=spring',
};

const bodiesOf = (path: string) =>
  testbed.api.requestsTo(path).map((call) => call.body as Record<string, unknown>);

async function signedInTab(options: TabOptions = {}, user: Record<string, unknown> = ada) {
  testbed.api.signIn(user as typeof ada, login.accessToken);
  const tab = testbed.openTab(options);
  await tab.store.completeLogin(login, { withOTL: true, withEmail: true });
  await vi.waitFor(() => expect(bodiesOf('s/identify/everything')).toHaveLength(1));
  testbed.api.requests.length = 0;
  return tab;
}

describe('§7 s/track/everything', () => {
  it('§7 website: pageContext, direct, trackingRoute, trackingSource, referrer, referrerURL, userId', async () => {
    const tab = testbed.openTab({ page: fixedPage(outside) });
    await tab.analytics.captureEntry();
    await tab.analytics.track('Recording Started', { seconds: 3 });
    const [body] = bodiesOf('s/track/everything');
    expect(body).toEqual({
      event: 'Recording Started',
      seconds: 3,
      direct: false,
      trackingRoute: 'direct',
      trackingSource: 'website',
      referrer: 'search.example',
      referrerURL: outside.referrer,
      userId: tab.store.getState().user.anonymousUserId,
    });
    expect(TrackEverythingSchema.safeParse(body).success).toBe(true);
  });

  it('§7 website: the page context, direct true without an outside referrer, the signed-in user id', async () => {
    const tab = await signedInTab({ page: fixedPage() });
    const analytics = tab.analytics;
    await analytics.track('Page Viewed');
    expect(bodiesOf('s/track/everything')[0]).toMatchObject({ direct: true, userId: 'u-ada' });
    const named = testbed.openTab({ page: fixedPage() });
    // The page name comes from the app (§2 analytics page names).
    await createAnalytics({
      apiClient: named.apiClient,
      clientType: 'website',
      storage: named.storage,
      getIdentityState: () => named.store.getState(),
      getPageContext: () => 'loops',
      page: fixedPage(),
    }).track('Page Viewed');
    expect(bodiesOf('s/track/everything')[1]).toMatchObject({ pageContext: 'loops' });
  });

  it('§7 extension: application, extensionVersion, applicationView, trackingSource, userId, plus the variables', async () => {
    const tab = testbed.openTab({ clientType: 'extension' });
    await tab.analytics.track('Sidebar Opened', { tool: 'read_aloud' });
    const [body] = bodiesOf('s/track/everything');
    expect(body).toEqual({
      event: 'Sidebar Opened',
      tool: 'read_aloud',
      application: 'Motes Extension',
      extensionVersion: '2.3.4',
      trackingSource: 'extension',
      userId: expect.stringMatching(/^anonymous:from_extension:/),
    });
  });

  it('a variable cannot overwrite the context', async () => {
    const tab = testbed.openTab();
    await tab.analytics.track('Spoof', { userId: 'someone-else', trackingSource: 'x' });
    expect(bodiesOf('s/track/everything')[0]).toMatchObject({
      userId: expect.stringMatching(/^anonymous:/),
      trackingSource: 'website',
    });
  });

  it('§7 a failed track call is silently ignored', async () => {
    testbed.api.override('s/track/everything', (_request, response) => sendJson(response, 500, {}));
    const tab = testbed.openTab();
    await expect(tab.analytics.track('Anything')).resolves.toBeUndefined();
    await testbed.api.close();
    await expect(tab.analytics.track('Anything')).resolves.toBeUndefined();
    expect(tab.errors).toEqual([]);
  });

  it('§6 restricted events are sent only for signed-in users', async () => {
    const anonymous = testbed.openTab();
    await anonymous.analytics.track('Internal', {}, { restricted: true });
    expect(bodiesOf('s/track/everything')).toHaveLength(0);
    const tab = await signedInTab();
    await tab.analytics.track('Internal', {}, { restricted: true });
    expect(bodiesOf('s/track/everything')[0]).toMatchObject({
      event: 'Internal',
      restricted: true,
    });
  });
});

describe('§7 s/identify/everything', () => {
  it('§7 website: the user record without tokens and ids, email, email_domain, isMinor, tracking fields, utm, referrer, userId', async () => {
    const tab = await signedInTab({ page: fixedPage(outside) });
    await tab.analytics.captureEntry();
    await tab.analytics.identify();
    const [body] = bodiesOf('s/identify/everything');
    expect(body).toMatchObject({
      email: 'ada@school.test',
      email_domain: 'school.test',
      isMinor: '0',
      tracking_source: 'website',
      tracking_route: 'direct',
      utm_source: 'news',
      utm_campaign: 'spring',
      referrer: 'search.example',
      referrerURL: outside.referrer,
      userId: 'u-ada',
      displayName: 'Ada Lovelace',
    });
    for (const field of [
      'accessToken',
      'anonymousUserId',
      'lastUserId',
      'primaryEmailAddress',
      'from_extension',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    expect(JSON.stringify(body)).not.toContain('token-1');
    expect(IdentifyEverythingSchema.safeParse(body).success).toBe(true);
  });

  it("§7 extension: from_extension '1' and no website tracking fields", async () => {
    const tab = testbed.openTab({ clientType: 'extension' });
    await tab.analytics.identify();
    const [body] = bodiesOf('s/identify/everything');
    expect(body).toMatchObject({ from_extension: '1', isMinor: '0' });
    expect(body).not.toHaveProperty('tracking_source');
  });

  it("§5/§7 minors: isMinor '1', no email, email domain, names or referrer", async () => {
    const tab = await signedInTab({ page: fixedPage(outside) }, { ...ada, isMinor: true });
    await tab.analytics.captureEntry();
    await tab.analytics.identify();
    const [body] = bodiesOf('s/identify/everything');
    expect(body).toMatchObject({ isMinor: '1', userId: 'u-ada' });
    for (const field of [
      'email',
      'email_domain',
      'displayName',
      'name',
      'referrerURL',
      'referrer',
    ]) {
      expect(body).not.toHaveProperty(field);
    }
    expect(JSON.stringify(body)).not.toContain('ada@school.test');
  });
});

describe('§7 event mutations (s/event)', () => {
  it('§7 utm action: the utm fields of the landing URL', async () => {
    const tab = testbed.openTab({ page: fixedPage(outside) });
    await expect(tab.analytics.captureEntry()).resolves.toEqual({
      utm_source: 'news',
      utm_campaign: 'spring',
    });
    expect(bodiesOf('s/event')).toEqual([
      { type: 'utmAction', variables: { utm_source: 'news', utm_campaign: 'spring' } },
    ]);
    await testbed.openTab({ page: fixedPage() }).analytics.captureEntry();
    expect(bodiesOf('s/event')).toHaveLength(1);
  });

  it('§3/§4 keeps the referrer context for 10 minutes only', async () => {
    let now = 1_750_000_000_000;
    const tab = testbed.openTab({ page: fixedPage(outside), now: () => now });
    const analytics = createAnalytics({
      apiClient: tab.apiClient,
      clientType: 'website',
      storage: tab.storage,
      getIdentityState: () => tab.store.getState(),
      page: fixedPage(outside),
      now: () => now,
    });
    await analytics.captureEntry();
    expect(tab.storage.get(REFERRER_CONTEXT_STORAGE_KEY)).toMatchObject({
      originalReferrer: outside.referrer,
      ts: now,
    });
    const later = createAnalytics({
      apiClient: tab.apiClient,
      clientType: 'website',
      storage: tab.storage,
      getIdentityState: () => tab.store.getState(),
      page: fixedPage({ href: 'https://motes.test/pricing', referrer: 'https://motes.test/' }),
      now: () => now,
    });
    now += 10 * 60 * 1000;
    await later.track('Within');
    now += 1;
    await later.track('After');
    const [within, after] = bodiesOf('s/track/everything');
    expect(within).toMatchObject({ referrerURL: outside.referrer, direct: false });
    expect(after).toMatchObject({ direct: true });
    expect(after).not.toHaveProperty('referrerURL');
    expect(tab.storage.get(REFERRER_CONTEXT_STORAGE_KEY)).toBeUndefined();
  });

  it('§7 visit from outside: once per session, with event, userAgent and containingURL', async () => {
    const sessionStorage = createStorageWrapper(createMemoryStorage());
    const tab = testbed.openTab({ page: fixedPage(outside), sessionStorage });
    await expect(tab.analytics.trackVisitFromOutside()).resolves.toBe(true);
    await expect(tab.analytics.trackVisitFromOutside()).resolves.toBe(false);
    expect(bodiesOf('s/event')).toEqual([
      {
        type: 'visitFromOutside',
        variables: {
          event: 'visit_from_outside',
          userAgent: 'TestBrowser/1.0',
          containingURL: outside.href,
        },
      },
    ]);
  });

  it('§7 visit from outside: not sent inside a frame, nor for an empty or same-site referrer', async () => {
    const framed = testbed.openTab({ page: fixedPage({ ...outside, isInFrame: true }) });
    const direct = testbed.openTab({ page: fixedPage({ referrer: '' }) });
    const internal = testbed.openTab({
      page: fixedPage({ referrer: 'https://motes.test/features' }),
    });
    for (const tab of [framed, direct, internal]) {
      await expect(tab.analytics.trackVisitFromOutside()).resolves.toBe(false);
    }
    expect(bodiesOf('s/event')).toHaveLength(0);
  });

  it('§7 extension presence, referral code used and clicked-install carry their variables', async () => {
    const { analytics } = testbed.openTab();
    await analytics.trackExtensionPresence({ present: true, version: '2.3.4' });
    await analytics.trackExtensionPresence({ present: false });
    await analytics.trackReferralCodeUsed({ isNewUser: true, isLoggedIn: false });
    await analytics.trackClickedInstall('u-referrer');
    expect(bodiesOf('s/event')).toEqual([
      { type: 'extensionPresence', variables: { status: 'present', version: '2.3.4' } },
      { type: 'extensionPresence', variables: { status: 'absent', version: null } },
      { type: 'referralCodeUsed', variables: { isNewUser: true, isLoggedIn: false } },
      { type: 'clickedInstall', variables: { referrerUserId: 'u-referrer' } },
    ]);
  });

  it('§6 restricted event mutations are sent only for signed-in users', async () => {
    const anonymous = testbed.openTab();
    const mutation = { type: 'microphoneRequestBlocked', variables: {}, restricted: true } as const;
    await anonymous.analytics.event(mutation);
    expect(bodiesOf('s/event')).toHaveLength(0);
    const tab = await signedInTab();
    await tab.analytics.event(mutation);
    expect(bodiesOf('s/event')).toEqual([mutation]);
  });

  it('reports a failed event call to onError without throwing', async () => {
    testbed.api.override('s/event', (_request, response) =>
      sendJson(response, 400, { error: 'bad' }),
    );
    const tab = testbed.openTab();
    await expect(tab.analytics.trackClickedInstall(null)).resolves.toBeUndefined();
    expect(tab.errors).toHaveLength(1);
  });
});
