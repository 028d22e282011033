// Issue 7 item 4, Select Area to Read: the built extension on a local page with a paragraph and
// a picture of text. The box's part of the visible tab is captured by the background, cropped
// by the content script and read by the real server's OCR (tesseract.js); the text is shown in
// the tool and read aloud with the real `POST t/tts` (espeak-ng). Nothing is faked.
import type { Page, Request } from '@playwright/test';
import { SELECT_AREA_TEXTS } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { motesBaseUrl } from '../fixtures/baseUrl';
import { expect, test, type ExtensionFixtures } from '../fixtures/extensionPage';
import { startHtmlPageServer, type HtmlPageServer } from '../fixtures/htmlPageServer';
import { SelectAreaTool } from '../fixtures/SelectAreaTool';

/** The lines drawn into the picture; the text of the paragraph differs from them. */
const PICTURE_LINES = ['River otters swim at dawn', 'and rest on warm rocks at noon'];
const PARAGRAPH = 'Beavers build lodges from branches and mud along quiet streams.';

// The picture is drawn by the page itself on a canvas and shown as an <img>: text that exists
// only as pixels, as on a scanned worksheet.
const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Wildlife notes</title>
<style>body { margin: 0; font: 18px/1.5 serif; } main { padding: 24px 40px; }
#sign { position: absolute; left: 40px; top: 320px; border: 1px solid #999; }</style></head>
<body><main>
<h1>Wildlife notes</h1>
<p>${PARAGRAPH}</p>
<img id="sign" alt="A sign from the river walk" width="640" height="150">
</main>
<script>
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 150;
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#111111';
  context.font = 'bold 36px "Liberation Sans", sans-serif';
  context.textBaseline = 'middle';
  ${JSON.stringify(PICTURE_LINES)}.forEach((line, index) => context.fillText(line, 24, 45 + index * 60));
  document.getElementById('sign').src = canvas.toDataURL('image/png');
</script>
</body></html>`;

let server: HtmlPageServer;

test.beforeAll(async () => {
  server = await startHtmlPageServer(PAGE);
});

test.afterAll(async () => {
  await server.close();
});

/** Opens the page with the sidebar talking to the e2e server (signed out: OCR is for anyone). */
async function openPage({
  openArticle,
  useMotesWebsite,
}: Pick<ExtensionFixtures, 'openArticle' | 'useMotesWebsite'>): Promise<{
  page: Page;
  tool: SelectAreaTool;
}> {
  await useMotesWebsite();
  const { page, sidebar } = await openArticle(server.url);
  await expect(page.locator('#sign')).toHaveJSProperty('complete', true);
  await sidebar.open();
  return { page, tool: new SelectAreaTool(page, sidebar) };
}

/**
 * The OCR and speech engines load on their first call (WASM, trained data), which can take
 * longer than the §9 5 s a `t/` call gets on this shared machine: call each once, untimed.
 */
async function warmEngines(page: Page) {
  const picture = await page.locator('#sign').screenshot();
  const ocr = await page.request.post(`${motesBaseUrl()}/api/t/ocr?language=en-US`, {
    data: picture,
    headers: { 'content-type': 'image/png' },
    timeout: 120_000,
  });
  expect(ocr.status()).toBe(200);
  const tts = await page.request.post(`${motesBaseUrl()}/api/t/tts`, {
    data: { text: 'Ready.', language: 'en-US' },
    timeout: 120_000,
  });
  expect(tts.status()).toBe(200);
}

function isSpeechRequest(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/t/tts';
}

async function expectPictureRead(tool: SelectAreaTool, speech: Promise<Request>) {
  for (const word of ['River', 'otters', 'swim', 'dawn', 'warm', 'rocks', 'noon']) {
    await expect(tool.text).toContainText(word, { timeout: 30_000 });
  }
  // Only what is inside the box: the paragraph above it is not read.
  await expect(tool.text).not.toContainText('Beavers');
  // The recognised text is read aloud.
  const request = await speech;
  expect(request.postDataJSON()).toMatchObject({
    language: 'en-US',
    text: expect.stringContaining('otters'),
  });
}

test('a box dragged over a picture of text is read, shown and spoken; Stop ends it', async ({
  openArticle,
  useMotesWebsite,
}) => {
  test.setTimeout(180_000);
  const { page, tool } = await openPage({ openArticle, useMotesWebsite });
  await warmEngines(page);

  await tool.startButton.click();
  await expect(tool.overlay).toBeVisible();
  await expect(tool.overlay).toBeFocused();
  await expect(tool.overlay).toContainText(SELECT_AREA_TEXTS.instructions);
  await expectNoAxeViolations(page);

  const picture = (await page.locator('#sign').boundingBox())!;
  const speech = page.waitForRequest(isSpeechRequest, { timeout: 60_000 });
  await tool.dragBox(
    { x: picture.x - 8, y: picture.y - 8 },
    { x: picture.x + picture.width + 8, y: picture.y + picture.height + 8 },
  );
  await expect(tool.overlayHost).toHaveCount(0);
  await expectPictureRead(tool, speech);
  // While it reads (about 4 s of speech), Stop ends it.
  await expect(tool.status).toHaveText(SELECT_AREA_TEXTS.speaking, { timeout: 30_000 });
  await tool.stopButton.click();
  await expect(tool.stopButton).toHaveCount(0);
  await expect(tool.status).toHaveText('');
  await expect(tool.item.getByRole('button', { name: SELECT_AREA_TEXTS.readAgain })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the keyboard places the box (arrows move, Shift+arrows resize) and Enter reads it', async ({
  openArticle,
  useMotesWebsite,
}) => {
  test.setTimeout(180_000);
  const { page, tool } = await openPage({ openArticle, useMotesWebsite });
  await warmEngines(page);

  await tool.startButton.focus();
  await page.keyboard.press('Enter');
  await expect(tool.overlay).toBeFocused();
  // The first arrow key shows the box in the middle of the window.
  await page.keyboard.press('ArrowDown');
  const box = tool.overlayHost.locator('.box');
  await expect(box).toBeVisible();
  await expect(tool.overlayPosition).toHaveText(/^Box at \d+, \d+; \d+ by \d+ pixels\.$/);

  const picture = (await page.locator('#sign').boundingBox())!;
  const target = {
    left: picture.x - 10,
    top: picture.y - 10,
    right: picture.x + picture.width + 10,
    bottom: picture.y + picture.height + 10,
  };
  const start = (await box.boundingBox())!;
  await pressTimes(
    page,
    start.x > target.left ? 'ArrowLeft' : 'ArrowRight',
    (start.x - target.left) / 10,
  );
  await pressTimes(
    page,
    start.y > target.top ? 'ArrowUp' : 'ArrowDown',
    (start.y - target.top) / 10,
  );
  const moved = (await box.boundingBox())!;
  await pressTimes(
    page,
    moved.x + moved.width < target.right ? 'Shift+ArrowRight' : 'Shift+ArrowLeft',
    (target.right - moved.x - moved.width) / 10,
  );
  await pressTimes(
    page,
    moved.y + moved.height < target.bottom ? 'Shift+ArrowDown' : 'Shift+ArrowUp',
    (target.bottom - moved.y - moved.height) / 10,
  );
  const placed = (await box.boundingBox())!;
  expect(placed.x).toBeLessThanOrEqual(picture.x);
  expect(placed.y).toBeLessThanOrEqual(picture.y);
  expect(placed.x + placed.width).toBeGreaterThanOrEqual(picture.x + picture.width);
  expect(placed.y + placed.height).toBeGreaterThanOrEqual(picture.y + picture.height);
  await expectNoAxeViolations(page);

  const speech = page.waitForRequest(isSpeechRequest, { timeout: 60_000 });
  await page.keyboard.press('Enter');
  await expect(tool.overlayHost).toHaveCount(0);
  await expectPictureRead(tool, speech);
  // Focus is back on the tool's button, not lost on the page.
  await expect(tool.startButton).toBeFocused();
});

test('Escape cancels the selection and gives focus back', async ({
  openArticle,
  useMotesWebsite,
}) => {
  const { page, tool } = await openPage({ openArticle, useMotesWebsite });
  await tool.startButton.click();
  await expect(tool.overlay).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(tool.overlayHost).toHaveCount(0);
  await expect(tool.startButton).toBeFocused();
  // The sidebar stays open: Escape went to the overlay only.
  await expect(tool.item).toBeVisible();
});

async function pressTimes(page: Page, key: string, times: number) {
  for (let index = 0; index < Math.ceil(Math.abs(times)); index += 1) {
    await page.keyboard.press(key);
  }
}
