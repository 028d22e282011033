// How the background worker tells a tab's sidebar content script to open or close the Mote
// Sidebar (named by direction, like src/messaging). Kept beside the sidebar so that the
// content script imports nothing heavier than this file.
import { browser } from 'wxt/browser';

/** The manifest `commands` entry that opens and closes the sidebar (Alt+Shift+M). */
export const TOGGLE_SIDEBAR_COMMAND = 'toggle-sidebar';

/** Background → sidebar content script: open the sidebar, or close it when it is open. */
export interface BackgroundToSidebarMessage {
  type: 'motes-sidebar-toggle';
}

/** Whether `message` is a {@link BackgroundToSidebarMessage}. */
export function isBackgroundToSidebarMessage(
  message: unknown,
): message is BackgroundToSidebarMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'motes-sidebar-toggle'
  );
}

/**
 * Opens (or closes) the sidebar in a tab. Pages the content script cannot run on (the
 * browser's own pages, the web store, tabs opened before the extension was installed and
 * not reloaded since) have no listener: the message then fails, and there is nothing to open.
 */
export async function toggleSidebarInTab(tabId: number): Promise<boolean> {
  const message: BackgroundToSidebarMessage = { type: 'motes-sidebar-toggle' };
  try {
    await browser.tabs.sendMessage(tabId, message);
    return true;
  } catch {
    return false;
  }
}

/** Opens (or closes) the sidebar in the focused window's active tab, e.g. from the popup. */
export async function toggleSidebarInActiveTab(): Promise<boolean> {
  const [tab] = await browser.tabs.query({ active: true, currentWindow: true });
  return tab?.id === undefined ? false : toggleSidebarInTab(tab.id);
}
