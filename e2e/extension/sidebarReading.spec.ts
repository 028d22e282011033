// Issue 7 items 4–5 and their "Done when", with the built extension on a local article page:
// the Mote Sidebar's Play Page highlights words in spoken order across two paragraphs, a
// selected (or clicked) word is translated and defined, a prediction is accepted into a text
// area, Listen back reads a field, a teacher control switched off hides Play Page with the
// reason, and axe passes inside the sidebar with these tools showing. Every call goes to the
// real e2e server and its engines (espeak-ng, FreeDict, WordNet, the n-gram model); nothing is
// faked. The user is signed out, so their choices are kept in the extension's storage.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test, type ExtensionFixtures } from '../fixtures/extensionPage';
import { SidebarReadingTools } from '../fixtures/SidebarReadingTools';
import { TranslationPopover } from '../fixtures/TranslationPopover';
import { PredictionPanel } from '../fixtures/PredictionPanel';
import { startHtmlPageServer, type HtmlPageServer } from '../fixtures/htmlPageServer';
import { warmEngines } from '../fixtures/warmEngines';

/** A page with a text area (the content script runs on any page). */
const ESSAY_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>My essay</title></head>
<body><main><h1>My essay</h1>
<label for="essay">Your essay</label>
<textarea id="essay" rows="6" cols="60" style="font: 16px/1.5 serif"></textarea>
</main></body></html>`;

let essayServer: HtmlPageServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  essayServer = await startHtmlPageServer(ESSAY_HTML);
  // A first call loads each engine, which can take longer than the 5 s a `t/` call gets (§9).
  await warmEngines([
    { path: 't/tts', data: { text: 'Ready.', language: 'en-US' } },
    { path: 't/voices?language=en-US' },
    { path: 't/translate/word', data: { word: 'valley', from: 'en-US', to: 'es-ES' } },
    { path: 't/translate/word', data: { word: 'channel', from: 'en-US', to: 'es-ES' } },
    { path: 'd/define?word=valley&language=en-US' },
    { path: 'd/define?word=channel&language=en-US' },
    { path: 't/predict', data: { language: 'en-US', before: 'I would like to ' } },
  ]);
});

test.afterAll(async () => {
  await essayServer.close();
});

/** Opens `url` (the article by default) and the sidebar, with the e2e server as the website. */
async function openSidebar(
  { openArticle, useMotesWebsite }: Pick<ExtensionFixtures, 'openArticle' | 'useMotesWebsite'>,
  url?: string,
): Promise<{ page: Page; tools: SidebarReadingTools }> {
  const { page, sidebar } = await openArticle(url);
  const tools = new SidebarReadingTools(sidebar);
  await useMotesWebsite();
  await sidebar.open();
  return { page, tools };
}

test('Play Page reads from a clicked paragraph into the next, highlighting words in spoken order', async ({
  openArticle,
  useMotesWebsite,
}) => {
  // Two paragraphs of real synthesis and playback on a shared two-core machine.
  test.setTimeout(150_000);
  const { page, tools } = await openSidebar({ openArticle, useMotesWebsite });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(tools.playPage).toContainText('Reads in English (United States).');
  await expect(tools.voice).toBeVisible();
  await expectNoAxeViolations(page);

  // Faster, and kept for this signed-out user in the extension's storage.
  await tools.speed.selectOption('2');
  await expect
    .poll(() => tools.stored('motes-extension-reading-settings:anonymous'))
    .toMatchObject({ voiceSpeed: 2 });

  await tools.recordSpokenWords();
  await tools.startFromParagraphButton.click();
  await expect(tools.startFromParagraphButton).toHaveAttribute('aria-pressed', 'true');
  // The fourth paragraph of the article (after the byline and three others).
  await page.locator('article p').nth(4).click();
  await expect(tools.stopButton).toBeEnabled();
  await expect
    .poll(async () => (await tools.spokenWords()).at(-1)?.paragraph, { timeout: 120_000 })
    .toBe(5);
  await expect(tools.playButton).toBeVisible({ timeout: 120_000 });

  const samples = await tools.spokenWords();
  expect(samples[0]).toMatchObject({ text: 'When', paragraph: 4 });
  const positions = samples.map((sample) => [sample.paragraph, sample.offset]);
  const sorted = [...positions].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
  expect(positions).toEqual(sorted);
  expect(new Set(samples.map((sample) => sample.paragraph))).toEqual(new Set([4, 5]));
  expect(samples.at(-1)?.text).toBe('time');
  // Reading finished: the page keeps no highlight.
  expect(await tools.highlights()).not.toContain('motes-word');
});

test('a selected word is translated and defined; a clicked word too', async ({
  openArticle,
  useMotesWebsite,
}) => {
  test.setTimeout(90_000);
  const { page, tools } = await openSidebar({ openArticle, useMotesWebsite });
  const popover = new TranslationPopover(page);
  await tools.translateInto.selectOption('es-ES');
  await expect
    .poll(() => tools.stored('motes-extension-reading-settings:anonymous'))
    .toMatchObject({ lastTranslationLanguage: 'es-ES' });

  // "…becomes a valley with steep sides." in the first paragraph.
  const text = await page.locator('#first-paragraph').evaluate((p) => p.firstChild!.textContent!);
  const start = text.indexOf('valley');
  await tools.selectText('#first-paragraph', start, start + 'valley'.length);
  await tools.lookUpButton.click();
  await expect(popover.dialog).toBeFocused();
  await expect(popover.dialog.getByRole('heading', { name: '“valley”' })).toBeVisible();
  await expect(popover.section('In Spanish').locator('[lang="es-ES"]').first()).not.toBeEmpty({
    timeout: 20_000,
  });
  await expect(popover.section('Definition').getByRole('listitem').first()).not.toBeEmpty({
    timeout: 20_000,
  });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(popover.dialog).toBeHidden();

  // Click-a-word: the next click on a word of the page defines it.
  await tools.clickAWordButton.click();
  await expect(tools.dictionary.getByRole('status')).toHaveText(
    'Click a word on the page to define it. Escape cancels.',
  );
  const channel = await tools.wordCentre('#first-paragraph', 'channel');
  await page.mouse.click(channel.x, channel.y);
  await expect(popover.dialog.getByRole('heading', { name: '“channel”' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(popover.section('Definition').getByRole('listitem').first()).not.toBeEmpty({
    timeout: 20_000,
  });
  await expect(tools.clickAWordButton).toHaveAttribute('aria-pressed', 'false');
});

test('a prediction is accepted into a text area, and Listen back reads it', async ({
  openArticle,
  useMotesWebsite,
}) => {
  test.setTimeout(120_000);
  const { page, tools } = await openSidebar({ openArticle, useMotesWebsite }, essayServer.url);
  await tools.sidebar.modeTab('Writing').click();

  // Nothing written yet: Listen back says what to do.
  await tools.listenBackButton.click();
  await expect(tools.listenBack.getByRole('status')).toHaveText(
    'Click in a text field on the page and write something first.',
  );

  await tools.predictionSwitch.click();
  await expect(tools.predictionSwitch).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  const essay = page.getByLabel('Your essay');
  await essay.click();
  await essay.pressSequentially('I would like to ', { delay: 40 });
  const panel = new PredictionPanel(page);
  await expect(panel.list).toBeVisible({ timeout: 20_000 });
  const [first] = await panel.words();
  await page.keyboard.press('Tab');
  await expect(essay).toHaveValue(`I would like to ${first} `);

  // Listen back reads the field the user was last in, to the end.
  const speech = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/t/tts' &&
      (request.postDataJSON() as { text: string }).text === `I would like to ${first}`,
  );
  await tools.listenBackButton.click();
  await speech;
  await expect(tools.listenBack.getByRole('status')).toHaveText('Finished reading.', {
    timeout: 60_000,
  });

  // Switched off, no suggestions come.
  await tools.predictionSwitch.click();
  await expect(tools.predictionSwitch).toHaveAttribute('aria-checked', 'false');
  await expect(page.locator('motes-prediction')).toHaveCount(0);
});

// §3 "Teacher controls": read_aloud off hides Play Page with the reason and stops its reading.
test('a teacher control switched off hides Play Page with the reason and stops reading', async ({
  openArticle,
  useMotesWebsite,
}) => {
  test.setTimeout(90_000);
  const { tools } = await openSidebar({ openArticle, useMotesWebsite });
  await tools.playButton.click();
  await expect.poll(() => tools.highlights(), { timeout: 30_000 }).toContain('motes-word');

  await tools.sidebar.setTeacherControls({ read_aloud: { isEnabled: false } });
  await expect(tools.sidebar.tool('Play Page')).toContainText(
    'Your teacher has turned off Play Page.',
  );
  await expect(tools.playPage).toHaveCount(0);
  await expect.poll(() => tools.highlights()).not.toContain('motes-word');
  // The other reading tools stay.
  await expect(tools.translateSelectionButton).toBeVisible();
  await expect(tools.lookUpButton).toBeVisible();
});
