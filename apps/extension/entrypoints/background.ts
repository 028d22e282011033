import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { WEBSITE_MATCH_PATTERNS } from '../src/config';
import { logoutExtension } from '../src/identity/extensionLogout';
import {
  clearIdentity,
  readAnonymousId,
  readIdentity,
  saveIdentity,
  saveWebsiteOrigin,
} from '../src/identity/identityStorage';
import {
  answerCaptureVisibleTab,
  isCaptureVisibleTabMessage,
} from '../src/messaging/contentScriptToBackground';
import { isExtensionPageMessage } from '../src/messaging/extensionPageToBackground';
import { answerWebsiteMessage } from '../src/messaging/websiteToBackground';
import { TOGGLE_SIDEBAR_COMMAND, toggleSidebarInTab } from '../src/sidebar/sidebarMessages';

/** The page origin Chromium vouches for (`origin` since Chrome 80; the URL's otherwise). */
function originOf(sender: { origin?: string; url?: string }): string | undefined {
  if (sender.origin) return sender.origin;
  try {
    return sender.url ? new URL(sender.url).origin : undefined;
  } catch {
    return undefined;
  }
}

export default defineBackground(() => {
  // §3: the extension's anonymous id exists from the first run.
  void readAnonymousId();

  // The website (only pages matching the manifest's externally_connectable reach this).
  browser.runtime.onMessageExternal.addListener((message, sender, sendResponse) => {
    answerWebsiteMessage(message, originOf(sender), {
      version: browser.runtime.getManifest().version,
      allowedPatterns: WEBSITE_MATCH_PATTERNS,
      saveIdentity,
      clearIdentity,
      signedInOrigin: async () => (await readIdentity())?.websiteOrigin,
      saveWebsiteOrigin,
    })
      .then(sendResponse)
      .catch((error: unknown) => {
        console.warn('Could not handle a message from the website', error);
        sendResponse({ ok: false, error: 'The extension could not store this' });
      });
    // The answer comes after storage: keep the channel open.
    return true;
  });

  // The extension's own pages and content scripts: §8 logout after a 403, or "Sign out".
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (sender.id !== browser.runtime.id || !isExtensionPageMessage(message)) return;
    logoutExtension(message.reason)
      .catch((error: unknown) => console.warn('Sign-out failed', error))
      .finally(() => sendResponse({ ok: true }));
    return true;
  });

  // Select Area to Read: a PNG of the visible part of the asking tab (src/messaging).
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    if (!isCaptureVisibleTabMessage(message)) return;
    void answerCaptureVisibleTab(sender, browser.runtime.id, (windowId) =>
      browser.tabs.captureVisibleTab(windowId, { format: 'png' }),
    ).then(sendResponse);
    return true;
  });

  // --- The Mote Sidebar (src/sidebar): the keyboard command opens or closes it in the tab.
  browser.commands.onCommand.addListener((command, tab) => {
    if (command === TOGGLE_SIDEBAR_COMMAND && tab?.id !== undefined) {
      void toggleSidebarInTab(tab.id);
    }
  });
});
