// Issue 7 item 7: analytics from the extension reach the real server with the §7 extension
// fields (application, extensionVersion, applicationView, trackingSource, userId). What the
// server stored is read back through the user's data export (`GET i/account/export`).
import { expect, test, type Page } from '@playwright/test';
import { PAGE_VIEWED_EVENT } from '@motes/shared';
import { motesBaseUrl } from '../fixtures/baseUrl';
import { startArticleServer, type ArticleServer } from '../fixtures/articleServer';
import {
  launchWithExtension,
  readBuiltManifest,
  type ExtensionBrowser,
} from '../fixtures/extension';
import { ExtensionOptionsPage } from '../fixtures/ExtensionOptionsPage';
import { ExtensionPopup } from '../fixtures/ExtensionPopup';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, uniqueEmail } from '../fixtures/identityActors';
import { MoteSidebar } from '../fixtures/MoteSidebar';
import { accessTokenOf } from '../fixtures/motesApi';
import { accountExport, storedAnalyticsEvent } from '../fixtures/storedAnalytics';

// Sign-in by emailed link and several round trips: more than 30 s on a loaded machine.
test.slow();

let server: ArticleServer;
let browser: ExtensionBrowser;

test.beforeAll(async () => {
  server = await startArticleServer();
});

test.afterAll(async () => {
  await server.close();
});

test.beforeEach(async () => {
  browser = await launchWithExtension();
});

test.afterEach(async () => {
  await browser.context.close();
});

/** Signs the extension in through the website; returns the website's token. */
async function signInTheExtension(request: Parameters<typeof signInByEmailLink>[2]) {
  const website = await browser.context.newPage();
  const email = uniqueEmail('extension-analytics');
  await website.goto('/login?invoker=extension');
  await signInByEmailLink(browser.context, website, request, email);
  await expect(
    website.getByText(`The Motes extension is now signed in as ${email}.`),
  ).toBeVisible();
  return accessTokenOf(website);
}

async function openArticle(): Promise<{ page: Page; sidebar: MoteSidebar }> {
  const page = await browser.context.newPage();
  await page.goto(server.url);
  return { page, sidebar: new MoteSidebar(page, browser.context) };
}

test('opening the sidebar stores an event with the §7 extension fields and the mode', async ({
  request,
}) => {
  const token = await signInTheExtension(request);
  const userId = (await accountExport(request, token)).account.id;
  const { version } = readBuiltManifest();
  const isSidebarView =
    (view: string) => (event: { name: string | null; payload: Record<string, unknown> }) =>
      event.name === PAGE_VIEWED_EVENT && event.payload.applicationView === view;

  const { page, sidebar } = await openArticle();
  await sidebar.open();
  const opened = await storedAnalyticsEvent(request, token, isSidebarView('sidebar/reading'));
  expect(opened.kind).toBe('track');
  expect(opened.payload).toEqual({
    page: 'sidebar',
    application: 'Motes',
    extensionVersion: version,
    applicationView: 'sidebar/reading',
    trackingSource: 'extension',
    userId,
  });

  // The view names the mode the sidebar shows: Writing, after switching and reopening.
  await sidebar.modeTab('Writing').click();
  await expect(sidebar.modeTab('Writing')).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(sidebar.panel).toHaveCount(0);
  await sidebar.open();
  await storedAnalyticsEvent(request, token, isSidebarView('sidebar/writing'));
});

test('the popup sends its view; a signed-out extension sends its anonymous id', async ({
  request,
}) => {
  const { page, sidebar } = await openArticle();
  // Signed out: the event carries `anonymous:from_extension:<uuid>` (§3) and the server takes it.
  const sent = page.waitForRequest(
    (call) => call.url().endsWith('/api/s/track/everything') && call.method() === 'POST',
  );
  const worker = await sidebar.backgroundWorker();
  // The e2e server is the website the extension works with (as after a sign-in there).
  await worker.evaluate(
    (origin) => chrome.storage.local.set({ 'motes-extension-last-website': origin }),
    motesBaseUrl(),
  );
  await sidebar.open();
  const call = await sent;
  expect(call.postDataJSON()).toMatchObject({
    event: PAGE_VIEWED_EVENT,
    trackingSource: 'extension',
    userId: expect.stringMatching(/^anonymous:from_extension:[0-9a-f-]{36}$/),
  });
  expect((await call.response())?.status()).toBe(200);

  // Signed in, the popup's view is stored for the user.
  const token = await signInTheExtension(request);
  const popup = new ExtensionPopup(await browser.context.newPage(), browser.extensionId);
  await popup.goto();
  const viewed = await storedAnalyticsEvent(
    request,
    token,
    (event) => event.name === PAGE_VIEWED_EVENT && event.payload.applicationView === 'popup',
  );
  expect(viewed.payload).toMatchObject({ page: 'popup', trackingSource: 'extension' });
});

test('usage statistics turned off on the settings page: nothing is sent', async () => {
  const settingsPage = await browser.context.newPage();
  const settings = new ExtensionOptionsPage(settingsPage, browser.extensionId);
  await settings.goto();
  await expect(settings.usageStatistics).toBeChecked();
  await expectNoAxeViolations(settingsPage);
  await settings.usageStatistics.press('Space');
  await expect(settings.usageStatistics).not.toBeChecked();

  const { page, sidebar } = await openArticle();
  const worker = await sidebar.backgroundWorker();
  await worker.evaluate(
    (origin) => chrome.storage.local.set({ 'motes-extension-last-website': origin }),
    motesBaseUrl(),
  );
  const tracked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/s/')) tracked.push(call.url());
  });
  const statusLoaded = page.waitForResponse((response) =>
    response.url().includes('/api/v1/i/status'),
  );
  await sidebar.open();
  await sidebar.modeTab('Writing').click();
  // The sidebar's view event goes out as it opens, beside its status call: allow it a moment.
  await statusLoaded;
  await page.waitForTimeout(1_000);
  expect(tracked).toEqual([]);
});
