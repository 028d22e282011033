// Issue 7 item 3: the toolbar popup's "open the sidebar" button and what it says on a page
// the sidebar cannot run on.

/** Texts of the popup's sidebar button. */
export const POPUP_SIDEBAR_TEXTS = Object.freeze({
  openSidebar: 'Open the sidebar on this page',
  /**
   * A page the browser keeps extensions out of: its own pages (chrome://, the new tab page),
   * other extensions' pages, or a site the user took the extension's access away from.
   */
  notAllowed: 'The sidebar cannot open on this page: the browser does not let extensions run here.',
  /** The web store: Chromium lets no extension run on it. */
  webStore:
    'The sidebar cannot open on the Chrome Web Store: the browser does not let extensions run there.',
  /** A page opened before the extension was installed or updated, which has no sidebar yet. */
  reloadPage: 'The sidebar cannot open on this page yet. Reload the page, then try again.',
});

/**
 * The settings page's usage-statistics choice (§7 analytics from the extension). The website
 * asks through its cookie banner; the extension asks here, and the answer defaults to yes.
 */
export const USAGE_STATISTICS_TEXTS = Object.freeze({
  label: 'Send usage statistics',
  description:
    'Tells Motes which tools you use, so we can make them better. Never the pages you visit or what you write.',
});
