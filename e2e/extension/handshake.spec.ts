// Issue 7, "the website detects the extension and the extension learns the sign-in": the built
// extension in Chromium and the real website and server. §4 "Extension detection", §7 messages
// to the extension and broadcasts, §8 "HTTP 403 in the extension: send a logout message".
import { CLIENT_TYPE_HEADER, USER_STORAGE_KEY } from '@motes/shared';
import { AppHeader } from '../fixtures/AppHeader';
import { expectNoAxeViolations } from '../fixtures/axe';
import { motesBaseUrl } from '../fixtures/baseUrl';
import { readBuiltManifest } from '../fixtures/extension';
import { expect, test } from '../fixtures/extensionPage';
import { ExtensionOptionsPage } from '../fixtures/ExtensionOptionsPage';
import { ExtensionPopup } from '../fixtures/ExtensionPopup';
import { WebsiteExtensionPanel } from '../fixtures/WebsiteExtensionPanel';

// Sign-in by emailed link, several pages and axe runs: more than the default 30 s on a busy machine.
test.slow();

test('the website detects the extension, which follows its sign-in and sign-out', async ({
  request,
  extension,
  signInTheExtension,
}) => {
  const { version } = readBuiltManifest();
  const website = await extension.context.newPage();

  // §4: the probe is answered; /status shows it, with the version.
  await website.goto('/status');
  const panel = new WebsiteExtensionPanel(website);
  await expect(panel.status).toHaveText(`Extension installed, version ${version}`);

  const { email } = await signInTheExtension(request, 'extension-learner', website);

  // §7 login broadcast: the popup shows the account. Opening it checks the session with the
  // website's API as the extension (client type `extension`).
  const popupPage = await extension.context.newPage();
  const statusCheck = popupPage.waitForRequest(
    (sent) => new URL(sent.url()).pathname === '/api/v1/i/status',
  );
  const popup = new ExtensionPopup(popupPage, extension.extensionId);
  await popup.goto();
  await expect(popup.account).toHaveText(`Signed in as ${email}`);
  const check = await statusCheck;
  expect(check.headers()[CLIENT_TYPE_HEADER]).toBe('extension');
  expect((await check.response())?.status()).toBe(200);
  await expect(popup.signOutButton).toBeVisible();
  await expectNoAxeViolations(popupPage);

  // The settings page: the website it works with and the account.
  const optionsPage = await extension.context.newPage();
  const options = new ExtensionOptionsPage(optionsPage, extension.extensionId);
  await options.goto();
  await expect(options.heading).toHaveText('Motes settings');
  await expect(options.website).toHaveText(motesBaseUrl());
  await expect(options.account).toHaveText(`Signed in as ${email}`);
  await expectNoAxeViolations(optionsPage);

  // §4/§7: signing out on the website broadcasts logout; the open popup and options follow.
  await website.goto('/status');
  await new AppHeader(website).signOut();
  await website.waitForURL(/\/login/);
  await expect(popup.account).toHaveText('Not signed in');
  await expect(options.account).toHaveText('Not signed in');
  await expectNoAxeViolations(popupPage);

  // "Sign in" goes back to the website it last signed in on, for the extension.
  const signInTab = extension.context.waitForEvent('page');
  await popup.signInButton.click();
  const tab = await signInTab;
  await tab.waitForURL(`${motesBaseUrl()}/login?invoker=extension`);
});

test('§7 save-identity-data: a website already signed in hands its identity to the extension', async ({
  request,
  extension,
  signInTheExtension,
}) => {
  const { website, email } = await signInTheExtension(request, 'extension-returning');

  // The extension's data is wiped, as after a fresh install while the website stays signed in.
  const [worker] = extension.context.serviceWorkers();
  await worker?.evaluate(() =>
    (
      globalThis as unknown as { chrome: { storage: { local: { clear(): Promise<void> } } } }
    ).chrome.storage.local.clear(),
  );
  const popupPage = await extension.context.newPage();
  const popup = new ExtensionPopup(popupPage, extension.extensionId);
  await popup.goto();
  await expect(popup.account).toHaveText('Not signed in');

  // The next page of the website detects the extension and sends it the identity.
  await website.goto('/status');
  await expect(new WebsiteExtensionPanel(website).status).toHaveText(/^Extension installed/);
  await expect(popup.account).toHaveText(`Signed in as ${email}`);
});

test("the popup's Sign out ends the session the website shares", async ({
  request,
  extension,
  signInTheExtension,
}) => {
  const { website, email } = await signInTheExtension(request, 'extension-leaver');

  const popupPage = await extension.context.newPage();
  const popup = new ExtensionPopup(popupPage, extension.extensionId);
  await popup.goto();
  await expect(popup.account).toHaveText(`Signed in as ${email}`);
  await popup.signOutButton.click();
  await expect(popup.account).toHaveText('Not signed in');

  // §4 status reconciliation: the website's next status says logged out, so it signs out too.
  await website.goto('/status');
  await expect(new AppHeader(website).signInLink).toBeVisible();
});

test('§4: a session the server ended signs the extension out when the popup opens', async ({
  request,
  extension,
  signInTheExtension,
}) => {
  const { website } = await signInTheExtension(request, 'extension-revoked');
  const token = await website.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? '{}') as { accessToken?: string }).accessToken,
    USER_STORAGE_KEY,
  );
  expect(token, 'the website holds a session').toBeTruthy();
  // The session ends on the server behind the extension's back (as when revoked elsewhere).
  const signOut = await request.post('/api/i/signOut', {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  expect(signOut.ok()).toBe(true);

  const popupPage = await extension.context.newPage();
  const popup = new ExtensionPopup(popupPage, extension.extensionId);
  await popup.goto();
  // The popup's status check says "logged out" while the extension holds a token: the §4
  // reconciliation signs the extension out.
  await expect(popup.account).toHaveText('Not signed in');
  await expect(popup.signInButton).toBeVisible();
});

test("§8: the API client's logout message after a 403 signs the extension out", async ({
  request,
  extension,
  signInTheExtension,
}) => {
  const { website, email } = await signInTheExtension(request, 'extension-forbidden');
  const popupPage = await extension.context.newPage();
  const popup = new ExtensionPopup(popupPage, extension.extensionId);
  await popup.goto();
  await expect(popup.account).toHaveText(`Signed in as ${email}`);

  // EXTENSION_LOGOUT_MESSAGE: what createExtension403Handler (packages/api-client, unit-tested
  // there) sends from an extension page or content script when one of its calls gets a 403.
  await popupPage.evaluate(
    (message) =>
      (
        globalThis as unknown as {
          chrome: { runtime: { sendMessage(m: unknown): Promise<unknown> } };
        }
      ).chrome.runtime.sendMessage(message),
    { type: 'logout', reason: 'forbidden' },
  );
  await expect(popup.account).toHaveText('Not signed in');
  // §4: after a 403 only local cleanup runs — the website's session is left alone.
  const status = website.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/i/status',
  );
  await website.goto('/status');
  expect(((await (await status).json()) as { auth: { isLoggedIn: boolean } }).auth.isLoggedIn).toBe(
    true,
  );
});
