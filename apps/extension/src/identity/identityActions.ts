import { browser } from 'wxt/browser';
import type { ExtensionPageLogoutMessage } from '../messaging/extensionPageToBackground';

/** §2 `/login?invoker=extension` on `websiteOrigin`. */
export function signInUrl(websiteOrigin: string): string {
  const url = new URL('/login', websiteOrigin);
  url.searchParams.set('invoker', 'extension');
  return url.toString();
}

/** Opens the website's sign-in page for the extension in a new tab. */
export async function openSignIn(websiteOrigin: string): Promise<void> {
  await browser.tabs.create({ url: signInUrl(websiteOrigin) });
}

/** Asks the background to sign out (it also ends the session on the server). */
export async function requestSignOut(): Promise<void> {
  const message: ExtensionPageLogoutMessage = { type: 'logout', reason: 'user' };
  await browser.runtime.sendMessage(message);
}
