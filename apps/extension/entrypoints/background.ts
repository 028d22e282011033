import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { answerWebsiteMessage } from '../src/messaging/websiteToBackground';

export default defineBackground(() => {
  // Only pages matching the manifest's externally_connectable patterns can reach this.
  browser.runtime.onMessageExternal.addListener((message, _sender, sendResponse) => {
    sendResponse(answerWebsiteMessage(message, browser.runtime.getManifest().version));
  });
});
