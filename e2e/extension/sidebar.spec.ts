// Issue 7 item 3: the Mote Sidebar on an ordinary article page, with the built extension.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/extensionPage';

test('declares Alt+Shift+M for the sidebar', async ({ openArticle }) => {
  const { page, sidebar } = await openArticle();
  const worker = await sidebar.backgroundWorker();
  const commands = await worker.evaluate(() => chrome.commands.getAll());
  expect(commands).toContainEqual(
    expect.objectContaining({ name: 'toggle-sidebar', shortcut: 'Alt+Shift+M' }),
  );
  await page.close();
});

test('opens over the page, closes with Escape and gives focus back', async ({ openArticle }) => {
  const { page, sidebar } = await openArticle();
  const link = page.getByRole('link', { name: 'River Notes' });
  await link.focus();

  await sidebar.open();
  await expect(sidebar.modeTabs).toHaveText(['Reading', 'Writing', 'Creating', 'Focus']);
  await expect(sidebar.modeTab('Reading')).toHaveAttribute('aria-selected', 'true');
  // Focus moved into the sidebar; Escape closes it and focus returns to where it was.
  await page.keyboard.press('Escape');
  await expect(sidebar.panel).toHaveCount(0);
  await expect(link).toBeFocused();

  await sidebar.open();
  await sidebar.closeButton.click();
  await expect(sidebar.panel).toHaveCount(0);
});

test('page styles do not reach the sidebar, and axe passes inside it', async ({ openArticle }) => {
  // Several axe scans or reloads: more than 30 s on a loaded 2-core machine.
  test.slow();
  const { page, sidebar } = await openArticle();
  await sidebar.open();
  // The page sets `button { font-family: Courier New !important; text-transform: uppercase
  // !important }` and a 10px root font size: none of it may change the sidebar.
  const style = await sidebar.screenMaskButton.evaluate((button) => {
    const computed = getComputedStyle(button);
    return {
      fontFamily: computed.fontFamily,
      textTransform: computed.textTransform,
      fontSize: computed.fontSize,
    };
  });
  expect(style.fontFamily).not.toContain('Courier');
  expect(style.textTransform).toBe('none');
  expect(style.fontSize).toBe('14px');
  await expectNoAxeViolations(page);

  for (const mode of ['Writing', 'Creating', 'Focus'] as const) {
    await sidebar.modeTab(mode).click();
    await expect(sidebar.modeTab(mode)).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);
  }
});

test('lists each mode’s tools, every one of them working', async ({ openArticle }) => {
  const { sidebar } = await openArticle();
  await sidebar.open();
  const names = () => sidebar.panel.getByRole('list', { name: /tools$/ }).locator(':scope > li');
  await expect(names()).toHaveText([
    /^Play Page/,
    /^Select Area to Read/,
    /^Translation/,
    /^Highlighter/,
    /^Screen Mask/,
    /^Dictionary/,
  ]);
  await expect(sidebar.panel).not.toContainText('Coming soon');
  await sidebar.modeTab('Writing').click();
  await expect(names()).toHaveText([/^Listen back/, /^Text Prediction/, /^Voice typing/]);
  await sidebar.modeTab('Creating').click();
  await expect(names()).toHaveText([/^Record/, /^Generate audio/, /^Upload/, /^My Content/]);
  // The arrow keys move between modes (WAI-ARIA tabs).
  await sidebar.modeTab('Creating').focus();
  await sidebar.page.keyboard.press('ArrowRight');
  await expect(sidebar.modeTab('Focus')).toBeFocused();
  await expect(sidebar.modeTab('Focus')).toHaveAttribute('aria-selected', 'true');
});

test('minimise, dock and drag are remembered after a reload', async ({ openArticle }) => {
  // Several axe scans or reloads: more than 30 s on a loaded 2-core machine.
  test.slow();
  const { page, sidebar } = await openArticle();
  await sidebar.open();

  await sidebar.dockTopButton.click();
  await expect(sidebar.panel).toHaveAttribute('data-dock', 'top');
  let box = await sidebar.panel.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 1280 });
  await sidebar.minimiseButton.click();
  await expect(sidebar.modeTabs).toHaveCount(0);

  await page.reload();
  await sidebar.open();
  await expect(sidebar.panel).toHaveAttribute('data-dock', 'top');
  await expect(sidebar.restoreButton).toBeVisible();
  await expect(sidebar.modeTabs).toHaveCount(0);
  await sidebar.restoreButton.click();
  await sidebar.dockRightButton.click();
  box = await sidebar.panel.boundingBox();
  expect(box).toMatchObject({ y: 0, height: 720 });
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(1280);

  // Dragging the handle with the pointer floats the panel where it is dropped.
  const handle = await sidebar.moveHandle.boundingBox();
  if (!handle || !box) throw new Error('the sidebar is not on screen');
  const grab = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x - 300, grab.y + 120, { steps: 8 });
  await page.mouse.up();
  await expect(sidebar.panel).toHaveAttribute('data-dock', 'floating');
  const dropped = await sidebar.panel.boundingBox();
  expect(dropped?.x).toBeCloseTo(box.x - 300, 0);
  expect(dropped?.y).toBeCloseTo(box.y + 120, 0);

  // The arrow keys on the handle move it too.
  await sidebar.moveHandle.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  const moved = await sidebar.panel.boundingBox();
  expect(moved?.x).toBeCloseTo((dropped?.x ?? 0) - 16, 0);
  expect(moved?.y).toBeCloseTo((dropped?.y ?? 0) + 16, 0);

  await page.reload();
  await sidebar.open();
  await expect(sidebar.panel).toHaveAttribute('data-dock', 'floating');
  const restored = await sidebar.panel.boundingBox();
  expect(restored?.x).toBeCloseTo(moved?.x ?? -1, 0);
  expect(restored?.y).toBeCloseTo(moved?.y ?? -1, 0);
});

test('the screen mask follows the pointer and the keyboard; Escape turns it off', async ({
  openArticle,
}) => {
  // Several axe scans or reloads: more than 30 s on a loaded 2-core machine.
  test.slow();
  const { page, sidebar } = await openArticle();
  await sidebar.open();
  await sidebar.screenMaskButton.click();
  await expect(sidebar.screenMaskButton).toHaveAttribute('aria-pressed', 'true');
  await expect(sidebar.maskOverlay).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Mask: the shade above the band ends half a band (28 px) above the pointer.
  await page.mouse.move(300, 400);
  await expect
    .poll(async () => (await sidebar.maskBand('mask').boundingBox())?.height)
    .toBeCloseTo(400 - 28, 0);
  await page.mouse.move(300, 250);
  await expect
    .poll(async () => (await sidebar.maskBand('mask').boundingBox())?.height)
    .toBeCloseTo(250 - 28, 0);

  // Ruler: a band centred on the pointer.
  await sidebar.maskStyle('Ruler').check();
  await page.mouse.move(300, 500);
  await expect
    .poll(async () => {
      const band = await sidebar.maskBand('ruler').boundingBox();
      return band ? band.y + band.height / 2 : undefined;
    })
    .toBeCloseTo(500, 0);

  // The keyboard: the arrow keys on Band position move the band.
  await sidebar.bandPosition.focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  const afterKeys = await sidebar.maskBand('ruler').boundingBox();
  expect((afterKeys?.y ?? 0) + (afterKeys?.height ?? 0) / 2).toBeLessThan(500);

  // Underline: a line just under the pointer.
  await sidebar.maskStyle('Underline').check();
  await page.mouse.move(300, 320);
  await expect
    .poll(async () => (await sidebar.maskBand('underline').boundingBox())?.y)
    .toBeGreaterThan(320);

  // The overlay ignores the pointer: the page under it stays clickable.
  await page.getByRole('link', { name: 'Why the sea is salty' }).click();
  await expect(page).toHaveURL(/#top$/);

  // Escape on the page turns the mask off; the sidebar stays open.
  await page.locator('body').click({ position: { x: 10, y: 700 } });
  await page.keyboard.press('Escape');
  await expect(sidebar.maskOverlay).toHaveCount(0);
  await expect(sidebar.screenMaskButton).toHaveAttribute('aria-pressed', 'false');
  await expect(sidebar.panel).toBeVisible();

  // Closing the sidebar takes a running mask with it.
  await sidebar.screenMaskButton.click();
  await expect(sidebar.maskOverlay).toHaveCount(1);
  await sidebar.closeButton.click();
  await expect(sidebar.maskOverlay).toHaveCount(0);
});

// §3 "Teacher controls": a tool switched off is not offered, and the sidebar says why.
test('a teacher control switched off hides its tool with the reason', async ({ openArticle }) => {
  const { sidebar } = await openArticle();
  await sidebar.setTeacherControls({ screen_mask: { isEnabled: false } });
  await sidebar.open();
  await expect(sidebar.screenMaskButton).toHaveCount(0);
  await expect(sidebar.tool('Screen Mask')).toContainText(
    'Your teacher has turned off Screen Mask.',
  );
  // Tools under other controls stay.
  await expect(
    sidebar.tool('Dictionary').getByRole('button', { name: 'Look up a word' }),
  ).toBeVisible();

  // A change while the sidebar is open applies at once.
  await sidebar.setTeacherControls({ screen_mask: { isEnabled: true } });
  await expect(sidebar.screenMaskButton).toBeVisible();
  await expect(sidebar.tool('Screen Mask')).not.toContainText('Your teacher');
});

test('the Focus view shows the article text alone', async ({ openArticle }) => {
  const { page, sidebar } = await openArticle();
  await sidebar.open();
  await sidebar.modeTab('Focus').click();
  const openButton = sidebar.panel.getByRole('button', { name: 'Open Focus view' });
  await openButton.click();

  const view = page.getByRole('dialog', { name: 'How rivers shape valleys' });
  await expect(view).toBeVisible();
  await expect(view).toContainText('Rivers carve the land slowly.');
  await expect(view).toContainText('a very long time.');
  // The page's header, related links and footer are left out.
  await expect(view).not.toContainText('River Notes');
  await expect(view).not.toContainText('Why the sea is salty');
  await expect(view.getByRole('button', { name: 'Close Focus view' })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(view).toHaveCount(0);
  await expect(openButton).toBeFocused();
  await expect(sidebar.panel).toBeVisible();
});

/** Every element's box and the computed styles that decide layout, in document order. */
async function layoutSnapshot(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('*')).map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        element: element.tagName,
        box: [x, y, width, height],
        style: [
          style.display,
          style.position,
          style.margin,
          style.padding,
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.overflow,
        ],
      };
    }),
  );
}

test('nothing on the host page changes while the sidebar is closed', async ({
  page: plain,
  articleServer,
  openArticle,
}) => {
  // Several axe scans or reloads: more than 30 s on a loaded 2-core machine.
  test.slow();
  // The same page in a browser without the extension.
  await plain.goto(articleServer.url);
  const withoutExtension = await layoutSnapshot(plain);

  const { page, sidebar } = await openArticle();
  const html = await page.evaluate(() => document.documentElement.outerHTML);
  const withExtension = await layoutSnapshot(page);
  expect(withExtension).toEqual(withoutExtension);

  // Opened, used and closed: the page is as it was.
  await sidebar.open();
  await sidebar.screenMaskButton.click();
  await sidebar.dockTopButton.click();
  await sidebar.closeButton.click();
  await expect(sidebar.panel).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(html);
  expect(await layoutSnapshot(page)).toEqual(withoutExtension);
  // The page's window heard nothing from the extension (the fixture page records messages).
  expect(
    await page.evaluate(() => (window as { receivedMessages?: unknown[] }).receivedMessages),
  ).toEqual([]);
});
