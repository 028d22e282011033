// Issue 7 item 6 and "Done when": the sidebar's Creating mode with the built extension, the
// real server and real engines. The microphone cannot exist here: Chromium's fake capture
// device plays a WAV that flite speaks (e2e/fixtures/fakeMicrophone.ts). A signed-in user
// records 5 seconds on an ordinary article page, gets the share link, finds the mote in
// My Content, and makes a mote from text.
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  expect,
  testWithFakeMicrophone as test,
  type ExtensionFixtures,
} from '../fixtures/extensionPage';
import { warmUpSpeech } from '../fixtures/PlayPageTestPage';
import { SidebarCreatingTools } from '../fixtures/SidebarCreatingTools';

// Sign-in by emailed link, 5 s of recording, an upload, speech synthesis and axe runs on a
// shared two-core machine.
test.setTimeout(180_000);

// A fresh server's first synthesis loads espeak-ng; users meet a warm server.
test.beforeAll(warmUpSpeech);

/** Signs in as the extension's "Sign in" asks, then opens Creating mode on the article. */
async function signInAndOpenCreating({
  request,
  openArticle,
  signInTheExtension,
}: Pick<ExtensionFixtures, 'openArticle' | 'signInTheExtension'> & { request: APIRequestContext }) {
  const { website } = await signInTheExtension(request, 'sidebar-creator');
  await website.close();
  const { page, sidebar } = await openArticle();
  await sidebar.open();
  const tools = new SidebarCreatingTools(sidebar);
  await tools.openMode();
  return { page, tools };
}

test('records a mote on an article page, shares it, and lists it in My Content', async ({
  request,
  openArticle,
  signInTheExtension,
}) => {
  const { page, tools } = await signInAndOpenCreating({ request, openArticle, signInTheExtension });
  await expectNoAxeViolations(page);

  await tools.toggle(tools.record, 'Record').click();
  // §9: a signed-in free user records up to a minute, as on the web.
  await expect(tools.record.getByText('Recordings can be up to 1 minute long.')).toBeVisible();
  await expect(tools.recorderStatus).toHaveText('Ready to record.', { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await tools.recordButton.click();
  await expect(tools.recorderStatus).toHaveText('Recording.');
  await expect(tools.clock).toHaveText('00:05', { timeout: 10_000 });
  await tools.finishButton.click();

  await expect(tools.record.getByRole('heading', { name: 'Your mote is ready' })).toBeVisible({
    timeout: 30_000,
  });
  const shareUrl = await tools.shareLink.inputValue();
  expect(new URL(shareUrl).pathname).toMatch(/^\/m\/[A-Za-z0-9_-]+$/);
  await expectNoAxeViolations(page);

  // My Content lists it first (newest first), with its link to copy and its QR code.
  await tools.toggle(tools.myContent, 'My Content').click();
  const entry = tools.myMote(shareUrl);
  await expect(entry).toBeVisible({ timeout: 15_000 });
  await expect(tools.myContent.getByRole('listitem').first()).toContainText(
    (await entry.locator('a').first().textContent()) ?? '',
  );
  await entry.getByRole('button', { name: 'Show QR code' }).click();
  await expect(entry.getByRole('img', { name: /^QR code of the link to / })).toBeVisible();
  await expectNoAxeViolations(page);

  // The share link opens the mote's share page on the website.
  const response = await page.request.get(shareUrl);
  expect(response.status()).toBe(200);
});

test('generates a mote from text in the sidebar', async ({
  request,
  openArticle,
  signInTheExtension,
}) => {
  const { page, tools } = await signInAndOpenCreating({ request, openArticle, signInTheExtension });

  await tools.toggle(tools.generate, 'Generate audio').click();
  await tools.generate
    .getByRole('textbox', { name: 'Text to turn into audio' })
    .fill('Good morning, class. Today we read about river valleys.');
  await expect(tools.generate.getByRole('combobox', { name: 'Voice' })).toBeVisible();
  await expectNoAxeViolations(page);
  await tools.generate.getByRole('button', { name: 'Make audio' }).click();

  await expect(
    tools.generate.getByRole('heading', { name: 'Your audio mote is ready' }),
  ).toBeVisible({ timeout: 60_000 });
  const shareUrl = await tools.generate.getByRole('textbox', { name: 'Share link' }).inputValue();
  await expectNoAxeViolations(page);

  // Named after the text's first words, it is in My Content too.
  await tools.toggle(tools.myContent, 'My Content').click();
  await expect(tools.myMote(shareUrl)).toContainText('Good morning, class. Today we read about');
});
