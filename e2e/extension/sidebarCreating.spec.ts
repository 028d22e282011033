// Issue 7 item 6 and "Done when": the sidebar's Creating mode with the built extension, the
// real server and real engines. The microphone cannot exist here: Chromium's fake capture
// device plays a WAV that flite speaks (e2e/fixtures/fakeMicrophone.ts). A signed-in user
// records 5 seconds on an ordinary article page, gets the share link, finds the mote in
// My Content, and makes a mote from text.
import type { Page } from '@playwright/test';
import { startArticleServer, type ArticleServer } from '../fixtures/articleServer';
import { expectNoAxeViolations } from '../fixtures/axe';
import { launchWithExtension, type ExtensionBrowser } from '../fixtures/extension';
import { expect, test } from '../fixtures/fakeMicrophone';
import { signInByEmailLink, uniqueEmail } from '../fixtures/identityActors';
import { MoteSidebar } from '../fixtures/MoteSidebar';
import { warmUpSpeech } from '../fixtures/PlayPageTestPage';
import { SidebarCreatingTools } from '../fixtures/SidebarCreatingTools';

// Sign-in by emailed link, 5 s of recording, an upload, speech synthesis and axe runs on a
// shared two-core machine.
test.setTimeout(180_000);

let browser: ExtensionBrowser;
let article: ArticleServer;

// A fresh server's first synthesis loads espeak-ng; users meet a warm server.
test.beforeAll(warmUpSpeech);

test.beforeEach(async ({ speechFile }) => {
  browser = await launchWithExtension(undefined, [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${speechFile}%noloop`,
  ]);
  article = await startArticleServer();
});

test.afterEach(async () => {
  await browser.context.close();
  await article.close();
});

/** Signs in on the website as the extension's "Sign in" asks; the extension learns it (§4). */
async function signIn(request: Parameters<typeof signInByEmailLink>[2]): Promise<void> {
  const website = await browser.context.newPage();
  const email = uniqueEmail('sidebar-creator');
  await website.goto('/login?invoker=extension');
  await signInByEmailLink(browser.context, website, request, email);
  await expect(
    website.getByText(`The Motes extension is now signed in as ${email}.`),
  ).toBeVisible();
  await website.close();
}

async function openCreating(page: Page): Promise<SidebarCreatingTools> {
  await page.goto(article.url);
  const sidebar = new MoteSidebar(page, browser.context);
  await sidebar.open();
  const tools = new SidebarCreatingTools(sidebar);
  await tools.openMode();
  return tools;
}

test('records a mote on an article page, shares it, and lists it in My Content', async ({
  request,
}) => {
  await signIn(request);
  const page = await browser.context.newPage();
  const tools = await openCreating(page);
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

test('generates a mote from text in the sidebar', async ({ request }) => {
  await signIn(request);
  const page = await browser.context.newPage();
  const tools = await openCreating(page);

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
