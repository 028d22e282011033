// Issue 7 item 4, the Highlighter, and its "Done when": "a highlight survives a reload and
// appears in My Annotations". The built extension in Chromium on a local article page, the
// real website and server: a signed-in learner highlights a sentence in Main ideas and a word
// in Vocabulary; after a reload both are painted again; the website's My Annotations lists
// them and exports them; the vocabulary list has the word. Another user's token gets 404 on
// every object: apps/server/src/routes/annotations/highlights.test.ts.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test, type ExtensionFixtures } from '../fixtures/extensionPage';
import { HighlighterTool } from '../fixtures/HighlighterTool';
import { skipThroughOnboarding } from '../fixtures/identityActors';
import type { MoteSidebar } from '../fixtures/MoteSidebar';
import { MyAnnotationsPage } from '../fixtures/MyAnnotationsPage';

// Sign-in by emailed link, two pages, a reload, downloads and axe runs.
test.slow();

const SENTENCE = 'Rivers carve the land slowly.';
const WORD = 'meanders';

async function openArticleWithHighlighter(
  openArticle: ExtensionFixtures['openArticle'],
): Promise<{ page: Page; sidebar: MoteSidebar; tool: HighlighterTool }> {
  const { page, sidebar } = await openArticle();
  await sidebar.open();
  const tool = new HighlighterTool(page, sidebar);
  await expect(tool.tool).toBeVisible();
  return { page, sidebar, tool };
}

test('a signed-in learner’s highlights survive a reload and appear in My Annotations', async ({
  request,
  articleServer,
  openArticle,
  signInTheExtension,
}) => {
  const { website } = await signInTheExtension(request, 'highlighter-learner');

  const { page, sidebar, tool } = await openArticleWithHighlighter(openArticle);
  await expect(tool.myAnnotationsLink).toBeVisible();
  await expect(tool.tool.getByText('No highlights on this page yet.')).toBeVisible();

  // A sentence in Main ideas (yellow), pressed with the mouse.
  await tool.select(SENTENCE);
  await tool.colourButton('Main ideas', 'yellow').click();
  await expect(tool.message).toHaveText('Highlighted in Main ideas.');
  await expect.poll(() => tool.paintedTexts('yellow')).toEqual([SENTENCE]);

  // A word in Vocabulary (blue), pressed from the keyboard.
  await tool.select(WORD);
  await tool.colourButton('Vocabulary', 'blue').focus();
  await page.keyboard.press('Enter');
  await expect(tool.message).toHaveText(
    `Highlighted, and “${WORD}” was added to your vocabulary list.`,
  );
  await expect.poll(() => tool.paintedTexts('blue')).toEqual([WORD]);
  await expect(tool.pageList.getByRole('listitem')).toHaveText([
    `Vocabulary: ${WORD}✕`,
    `Main ideas: ${SENTENCE}✕`,
  ]);
  await expectNoAxeViolations(page);

  // Reload: the content script finds the page in its index and paints both again, with the
  // sidebar closed.
  await page.reload();
  await expect.poll(() => tool.paintedTexts('yellow'), { timeout: 15_000 }).toEqual([SENTENCE]);
  await expect.poll(() => tool.paintedTexts('blue')).toEqual([WORD]);

  // The website's My Annotations shows both under the article's title, with their labels.
  // A new account first goes through onboarding (§4), then to the page.
  const annotations = new MyAnnotationsPage(website);
  await annotations.goto();
  await skipThroughOnboarding(website, 'Hana');
  await annotations.goto();
  await expect(annotations.heading).toBeVisible();
  const card = annotations.pageCard('How rivers shape valleys');
  await expect(card.getByRole('listitem')).toHaveText([
    new RegExp(`^Vocabulary${WORD}`),
    new RegExp(`^Main ideas${SENTENCE}`),
  ]);
  await expect(annotations.vocabulary.getByRole('listitem')).toHaveText([`${WORD}Remove`]);
  await expectNoAxeViolations(website);

  // Filtering by colour leaves the Main ideas highlight alone.
  await annotations.colourFilter.selectOption({ label: 'Main ideas' });
  await expect(card.getByRole('listitem')).toHaveText([new RegExp(`^Main ideas${SENTENCE}`)]);

  // Both exports download a file holding the highlights.
  const csvDownload = website.waitForEvent('download');
  await annotations.exportCsvButton.click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^motes-annotations-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = readFileSync(await csv.path(), 'utf8');
  expect(csvText).toContain(`"yellow","Main ideas","${SENTENCE}"`);
  expect(csvText).toContain(`"blue","Vocabulary","${WORD}"`);
  const jsonDownload = website.waitForEvent('download');
  await annotations.exportJsonButton.click();
  const json = JSON.parse(readFileSync(await (await jsonDownload).path(), 'utf8')) as {
    highlights: Array<{ selector: { exact: string }; pageUrl: string }>;
  };
  expect(json.highlights.map((entry) => entry.selector.exact)).toEqual([WORD, SENTENCE]);
  expect(json.highlights[0]?.pageUrl).toBe(articleServer.url);

  // §3: the four renamable colours are renamed in the tool and kept in the account.
  await sidebar.open();
  await expect(tool.pageList.getByRole('listitem')).toHaveCount(2);
  await tool.tool.getByRole('button', { name: 'Rename colours' }).click();
  await expect(
    tool.tool.getByRole('textbox', { name: 'Label of the blue highlighter' }),
  ).toHaveCount(0);
  await tool.tool
    .getByRole('textbox', { name: 'Label of the yellow highlighter' })
    .fill('Big ideas');
  await tool.tool.getByRole('button', { name: 'Save labels' }).click();
  await expect(tool.colourButton('Big ideas', 'yellow')).toBeVisible();
  await expect(tool.pageList.getByRole('listitem').nth(1)).toHaveText(`Big ideas: ${SENTENCE}✕`);
  await expectNoAxeViolations(page);
  await annotations.goto();
  await expect(annotations.colourFilter.getByRole('option', { name: 'Big ideas' })).toHaveCount(1);
});

test('an anonymous user’s highlight is kept in this browser and survives a reload', async ({
  openArticle,
}) => {
  const { page, sidebar, tool } = await openArticleWithHighlighter(openArticle);
  await expect(
    tool.tool.getByText('Your highlights are kept in this browser only.', { exact: false }),
  ).toBeVisible();
  await expect(tool.myAnnotationsLink).toHaveCount(0);

  await tool.select('Older rivers on flat land flow slowly.');
  await tool.colourButton('Evidence', 'green').click();
  await expect(tool.message).toHaveText('Highlighted in Evidence.');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect
    .poll(() => tool.paintedTexts('green'), { timeout: 15_000 })
    .toEqual(['Older rivers on flat land flow slowly.']);

  // Removed in the tool, it is gone from the page and stays gone after the next reload.
  await sidebar.open();
  await tool.tool
    .getByRole('button', { name: 'Remove the highlight “Older rivers on flat land flow slowly.”' })
    .click();
  await expect(tool.message).toHaveText('Highlight removed.');
  await expect.poll(() => tool.paintedTexts('green')).toEqual([]);
  // The page left the local index, so the next load of it restores nothing.
  const worker = await sidebar.backgroundWorker();
  const index = await worker.evaluate(() =>
    (
      globalThis as unknown as {
        chrome: { storage: { local: { get(key: string): Promise<unknown> } } };
      }
    ).chrome.storage.local.get('motes-highlight-pages'),
  );
  expect(index).toEqual({ 'motes-highlight-pages': [] });
});
