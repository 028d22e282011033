// Issue 7 item 3: the toolbar popup opens the Mote Sidebar on the page it was opened over, and
// says so where the sidebar cannot run. The sidebar's code cannot be probed by pages.
//
// Playwright cannot drive the real toolbar popup, so the popup is opened as a page in a
// background tab of the same window: the page the user is on stays the window's active tab,
// which is what the popup acts on, exactly as over the toolbar.
import type { Page } from '@playwright/test';
import { POPUP_SIDEBAR_TEXTS } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import type { ExtensionBrowser } from '../fixtures/extension';
import { expect, test } from '../fixtures/extensionPage';
import { MoteSidebar } from '../fixtures/MoteSidebar';
import { PopupSidebarButton } from '../fixtures/PopupSidebarButton';

/**
 * The popup over `activePage`: loaded in a background tab of its window (made by the
 * extension, as `newPage` would make it the active tab), so `activePage` stays in front.
 */
async function openPopupOver(
  browser: ExtensionBrowser,
  activePage: Page,
): Promise<PopupSidebarButton> {
  await activePage.bringToFront();
  const worker = await new MoteSidebar(activePage, browser.context).backgroundWorker();
  // As a user would, open it once the page has loaded (a failed load's address shows late).
  await expect
    .poll(() =>
      worker.evaluate(async () => {
        const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
        return tab?.status;
      }),
    )
    .toBe('complete');
  const popupUrl = `chrome-extension://${browser.extensionId}/popup.html`;
  const opened = browser.context.waitForEvent('page', (page) => page.url() === popupUrl);
  await worker.evaluate((url) => chrome.tabs.create({ url, active: false }), popupUrl);
  const popupPage = await opened;
  await popupPage.waitForLoadState();
  return new PopupSidebarButton(popupPage);
}

test('the popup opens the sidebar on the page and closes', async ({ extension, openArticle }) => {
  const { page, sidebar } = await openArticle();
  const popup = await openPopupOver(extension, page);

  await expect(popup.button).toBeEnabled();
  await expect(popup.button).toHaveAccessibleDescription('');
  await expectNoAxeViolations(popup.page);
  // By keyboard, as a user tabbing through the popup would. Enter acts on key down, and the
  // popup is gone before the key comes up.
  const closed = popup.page.waitForEvent('close');
  await popup.button.focus();
  await popup.page.keyboard.down('Enter');
  await closed;
  await expect(sidebar.panel).toBeVisible();
  await expect(sidebar.modeTab('Reading')).toHaveAttribute('aria-selected', 'true');
});

test('on the browser’s own pages and the web store, the popup says the sidebar cannot open', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  await page.goto('chrome://version/');
  let popup = await openPopupOver(extension, page);
  await expect(popup.button).toHaveAttribute('aria-disabled', 'true');
  await expect(popup.button).toHaveAccessibleDescription(POPUP_SIDEBAR_TEXTS.notAllowed);
  await expect(popup.page.getByText(POPUP_SIDEBAR_TEXTS.notAllowed)).toBeVisible();
  await expectNoAxeViolations(popup.page);
  // Pressing it anyway does nothing: the popup stays, with its explanation.
  await popup.button.focus();
  await popup.page.keyboard.press('Enter');
  await expect(popup.page.getByText(POPUP_SIDEBAR_TEXTS.notAllowed)).toBeVisible();
  await popup.page.close();

  // The web store (offline here, so the tab shows an error page, but its address is the store's).
  await page.goto('https://chromewebstore.google.com/').catch(() => undefined);
  popup = await openPopupOver(extension, page);
  await expect(popup.button).toHaveAccessibleDescription(POPUP_SIDEBAR_TEXTS.webStore);
});

test('the sidebar opens from its web-accessible code, which a page cannot fetch', async ({
  extension,
  openArticle,
}) => {
  const { page, sidebar } = await openArticle();
  // use_dynamic_url (wxt.config.ts): the file answers only under a per-session id.
  const probe = await page.evaluate(async (id) => {
    try {
      await fetch(`chrome-extension://${id}/sidebar-app.js`);
      return 'fetched';
    } catch {
      return 'refused';
    }
  }, extension.extensionId);
  expect(probe).toBe('refused');
  await sidebar.open();
  await expect(sidebar.panel).toBeVisible();
});
