// Whether the Mote Sidebar can open in a tab, from what the popup can see of it. The sidebar's
// content script runs on http(s) pages the extension has access to; the popup sees a tab's URL
// exactly for those pages (host_permissions holds <all_urls>, wxt.config.ts), so a tab without a
// URL is one the browser keeps extensions out of (chrome://, the new tab page, another
// extension's page, or a site the user took the extension's access away from).

/** The web store's pages, where Chromium runs no extension's content scripts. */
const WEB_STORE_PAGES: readonly { host: string; pathPrefix: string }[] = [
  { host: 'chromewebstore.google.com', pathPrefix: '/' },
  { host: 'chrome.google.com', pathPrefix: '/webstore' },
];

export type SidebarAvailability = 'available' | 'notAllowed' | 'webStore';

/** What the popup should offer for a tab whose URL, as the popup sees it, is `tabUrl`. */
export function sidebarAvailability(tabUrl: string | undefined): SidebarAvailability {
  if (!tabUrl) return 'notAllowed';
  let url: URL;
  try {
    url = new URL(tabUrl);
  } catch {
    return 'notAllowed';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'notAllowed';
  const isWebStore = WEB_STORE_PAGES.some(
    (page) => url.hostname === page.host && url.pathname.startsWith(page.pathPrefix),
  );
  return isWebStore ? 'webStore' : 'available';
}
