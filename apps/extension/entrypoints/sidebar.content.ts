import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { normalizePageUrl } from '@motes/shared';
import { readHighlightedPages } from '../src/reading/highlighter/highlightIndex';
import { registeredSidebarApp, type SidebarApp } from '../src/sidebar/sidebarApp';
import { isBackgroundToSidebarMessage } from '../src/sidebar/sidebarMessages';

/**
 * The Mote Sidebar's content script, on every page. It must cost the page nothing (issue 7
 * item 8): on load it registers a message listener and reads one small index (a highlighted
 * page loads the Highlighter's restore chunk). The sidebar's code (React, the
 * design system, the tools) is imported from the extension the first time the sidebar opens.
 */
export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  // WXT's start-up handshake would otherwise post a message to the page's own window, where
  // the page's message listeners see it.
  noScriptStartedPostMessage: true,
  main() {
    browser.runtime.onMessage.addListener((message: unknown) => {
      if (!isBackgroundToSidebarMessage(message)) return;
      void loadSidebarApp().then((app) => app.toggle());
    });
    void restoreHighlights();
  },
});

/**
 * Issue 7 item 4: a page the user highlighted shows its highlights again. One read of a small
 * local index decides; only a listed page loads the restore chunk (no React in it).
 */
async function restoreHighlights(): Promise<void> {
  const pageUrl = normalizePageUrl(location.href);
  if (!pageUrl || !(await readHighlightedPages(browser.storage.local)).includes(pageUrl)) return;
  await import(/* @vite-ignore */ browser.runtime.getURL('/highlight-restore.js'));
}

async function loadSidebarApp(): Promise<SidebarApp> {
  const loaded = registeredSidebarApp();
  if (loaded) return loaded;
  // A module imported from a content script runs in the same isolated world; the file is a
  // web-accessible resource (wxt.config.ts). It registers itself when it runs.
  await import(/* @vite-ignore */ browser.runtime.getURL('/sidebar-app.js'));
  const app = registeredSidebarApp();
  if (!app) throw new Error('sidebar-app.js did not register the sidebar');
  return app;
}
