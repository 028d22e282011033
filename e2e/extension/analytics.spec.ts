// Issue 7 item 7: analytics from the extension reach the real server with the §7 extension
// fields (application, extensionVersion, applicationView, trackingSource, userId). What the
// server stored is read back through the user's data export (`GET i/account/export`).
import { PAGE_VIEWED_EVENT } from '@motes/shared';
import { readBuiltManifest } from '../fixtures/extension';
import { expect, test } from '../fixtures/extensionPage';
import { ExtensionOptionsPage } from '../fixtures/ExtensionOptionsPage';
import { ExtensionPopup } from '../fixtures/ExtensionPopup';
import { expectNoAxeViolations } from '../fixtures/axe';
import { accessTokenOf } from '../fixtures/motesApi';
import { accountExport, storedAnalyticsEvent } from '../fixtures/storedAnalytics';

// Sign-in by emailed link and several round trips: more than 30 s on a loaded machine.
test.slow();

test('opening the sidebar stores an event with the §7 extension fields and the mode', async ({
  request,
  openArticle,
  signInTheExtension,
}) => {
  const { website } = await signInTheExtension(request, 'extension-analytics');
  const token = await accessTokenOf(website);
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
  extension,
  openArticle,
  useMotesWebsite,
  signInTheExtension,
}) => {
  const { page, sidebar } = await openArticle();
  // Signed out: the event carries `anonymous:from_extension:<uuid>` (§3) and the server takes it.
  const sent = page.waitForRequest(
    (call) => call.url().endsWith('/api/s/track/everything') && call.method() === 'POST',
  );
  // The e2e server is the website the extension works with (as after a sign-in there).
  await useMotesWebsite();
  await sidebar.open();
  const call = await sent;
  expect(call.postDataJSON()).toMatchObject({
    event: PAGE_VIEWED_EVENT,
    trackingSource: 'extension',
    userId: expect.stringMatching(/^anonymous:from_extension:[0-9a-f-]{36}$/),
  });
  expect((await call.response())?.status()).toBe(200);

  // Signed in, the popup's view is stored for the user.
  const { website } = await signInTheExtension(request, 'extension-analytics');
  const token = await accessTokenOf(website);
  const popup = new ExtensionPopup(await extension.context.newPage(), extension.extensionId);
  await popup.goto();
  const viewed = await storedAnalyticsEvent(
    request,
    token,
    (event) => event.name === PAGE_VIEWED_EVENT && event.payload.applicationView === 'popup',
  );
  expect(viewed.payload).toMatchObject({ page: 'popup', trackingSource: 'extension' });
});

test('usage statistics turned off on the settings page: nothing is sent', async ({
  extension,
  openArticle,
  useMotesWebsite,
}) => {
  const settingsPage = await extension.context.newPage();
  const settings = new ExtensionOptionsPage(settingsPage, extension.extensionId);
  await settings.goto();
  await expect(settings.usageStatistics).toBeChecked();
  await expectNoAxeViolations(settingsPage);
  await settings.usageStatistics.press('Space');
  await expect(settings.usageStatistics).not.toBeChecked();

  const { page, sidebar } = await openArticle();
  await useMotesWebsite();
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
