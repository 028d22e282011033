// The user's choice about analytics from the extension, made on the settings page: stored in
// chrome.storage.local, read at each event, so a change applies at once everywhere.
import { browser } from 'wxt/browser';

/** chrome.storage.local key of the choice (a boolean; absent means yes). */
export const USAGE_STATISTICS_STORAGE_KEY = 'motes-extension-usage-statistics';

/** Whether the user lets the extension send usage statistics (default yes). */
export async function readUsageStatisticsEnabled(): Promise<boolean> {
  const stored = await browser.storage.local.get(USAGE_STATISTICS_STORAGE_KEY);
  return stored[USAGE_STATISTICS_STORAGE_KEY] !== false;
}

/** Saves the user's choice. */
export async function saveUsageStatisticsEnabled(enabled: boolean): Promise<void> {
  await browser.storage.local.set({ [USAGE_STATISTICS_STORAGE_KEY]: enabled });
}
