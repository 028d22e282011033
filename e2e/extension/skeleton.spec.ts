import { expectNoAxeViolations } from '../fixtures/axe';
import { motesBaseUrl } from '../fixtures/baseUrl';
import { ExtensionPopup } from '../fixtures/ExtensionPopup';
import { extensionIdFromKey, readBuiltManifest } from '../fixtures/extension';
import { expect, test } from '../fixtures/extensionPage';

/** The id the development key in apps/extension/wxt.config.ts pins (see apps/extension/README.md). */
const PINNED_EXTENSION_ID = 'gipcbdppcmemlckgfgjklnibhajmbhoc';

test('loads with the pinned extension id', ({ extension }) => {
  expect(extension.extensionId).toBe(PINNED_EXTENSION_ID);
  const { key } = readBuiltManifest();
  expect(key, 'the built manifest carries the development key').toBeDefined();
  expect(extensionIdFromKey(key ?? '')).toBe(PINNED_EXTENSION_ID);
});

test('popup shows the brand, the installed version and a way to the website', async ({
  extension,
}) => {
  const page = await extension.context.newPage();
  const popup = new ExtensionPopup(page, extension.extensionId);
  await popup.goto();

  await expect(page).toHaveTitle('Motes');
  await expect(popup.heading).toHaveText('Motes');
  await expect(popup.version).toHaveText(`Version ${readBuiltManifest().version}`);
  await expect(popup.openMotesButton).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('popup opens the website in a new tab', async ({ extension }) => {
  // The build's default website (src/config.ts). Answered here so that the test never
  // depends on whatever may be listening on that port of this machine.
  const websiteUrl = 'http://localhost:8080/';
  await extension.context.route(`${websiteUrl}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>website</title>' }),
  );
  const page = await extension.context.newPage();
  const popup = new ExtensionPopup(page, extension.extensionId);
  await popup.goto();

  const newTab = extension.context.waitForEvent('page');
  await popup.openMotesButton.click();
  await (await newTab).waitForURL(websiteUrl);
});

// §4 "Extension detection": the website probes the extension and gets its version back.
test('answers the website probe with its version', async ({ extension }) => {
  const page = await extension.context.newPage();
  await page.goto(motesBaseUrl());
  const answer = await page.evaluate(
    (extensionId) => chrome.runtime.sendMessage(extensionId, { type: 'probe' }),
    extension.extensionId,
  );
  expect(answer).toEqual({ ok: true, version: readBuiltManifest().version });
});
