// The store for whoever uses the extension now: the account of the signed-in user (the
// website that signed them in), else this browser's storage. No React: the restore chunk
// loads it on page load.
import { browser } from 'wxt/browser';
import type { ApiClient } from '@motes/api-client';
import { createExtensionApiClient } from '../../api/extensionApiClient';
import { readIdentity } from '../../identity/identityStorage';
import type { HighlightStorageArea } from './highlightIndex';
import {
  accountHighlightStore,
  adoptLocalHighlights,
  localHighlightStore,
  type HighlightStore,
} from './highlightStores';

/** chrome.storage.local, as the highlighter uses it. */
export const extensionLocalStorage: HighlightStorageArea = {
  get: (key) => browser.storage.local.get(key),
  set: (items) => browser.storage.local.set(items),
  remove: (key) => browser.storage.local.remove(key),
};

/**
 * The signed-in user's account store (through `api`, else a client for their website), or
 * the local one for an anonymous user. Highlights made on `pageUrl` before signing in move
 * into the account.
 */
export async function storedHighlightStore(
  pageUrl: string | null,
  api?: ApiClient,
): Promise<HighlightStore> {
  const identity = await readIdentity();
  if (!identity) return localHighlightStore(extensionLocalStorage);
  const account = accountHighlightStore(
    api ?? createExtensionApiClient({ websiteOrigin: identity.websiteOrigin }),
    extensionLocalStorage,
  );
  if (pageUrl) await adoptLocalHighlights(pageUrl, extensionLocalStorage, account);
  return account;
}
