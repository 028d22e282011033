import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { motesBaseUrl } from '../fixtures/baseUrl';
import { ExtensionPopup } from '../fixtures/ExtensionPopup';
import {
  extensionIdFromKey,
  launchWithExtension,
  readBuiltManifest,
  type ExtensionBrowser,
} from '../fixtures/extension';

/** The id the development key in apps/extension/wxt.config.ts pins (see apps/extension/README.md). */
const PINNED_EXTENSION_ID = 'gipcbdppcmemlckgfgjklnibhajmbhoc';

let browser: ExtensionBrowser;

test.beforeEach(async () => {
  browser = await launchWithExtension();
});

test.afterEach(async () => {
  await browser.context.close();
});

test('loads with the pinned extension id', () => {
  expect(browser.extensionId).toBe(PINNED_EXTENSION_ID);
  const { key } = readBuiltManifest();
  expect(key, 'the built manifest carries the development key').toBeDefined();
  expect(extensionIdFromKey(key ?? '')).toBe(PINNED_EXTENSION_ID);
});

test('popup shows the brand, the installed version and a way to the website', async () => {
  const page = await browser.context.newPage();
  const popup = new ExtensionPopup(page, browser.extensionId);
  await popup.goto();

  await expect(page).toHaveTitle('Motes');
  await expect(popup.heading).toHaveText('Motes');
  await expect(popup.version).toHaveText(`Version ${readBuiltManifest().version}`);
  await expect(popup.openMotesButton).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('popup opens the website in a new tab', async () => {
  // The build's default website (src/config.ts). Answered here so that the test never
  // depends on whatever may be listening on that port of this machine.
  const websiteUrl = 'http://localhost:8080/';
  await browser.context.route(`${websiteUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>website</title>' }),
  );
  const page = await browser.context.newPage();
  const popup = new ExtensionPopup(page, browser.extensionId);
  await popup.goto();

  const newTab = browser.context.waitForEvent('page');
  await popup.openMotesButton.click();
  await (await newTab).waitForURL(websiteUrl);
});

// §4 "Extension detection": the website probes the extension and gets its version back.
test('answers the website probe with its version', async () => {
  const page = await browser.context.newPage();
  await page.goto(motesBaseUrl());
  const answer = await page.evaluate(
    (extensionId) => chrome.runtime.sendMessage(extensionId, { type: 'probe' }),
    browser.extensionId,
  );
  expect(answer).toEqual({ ok: true, version: readBuiltManifest().version });
});
