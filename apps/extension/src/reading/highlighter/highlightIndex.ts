// The small local index the content script reads on every page load (issue 7 item 8: under
// 5 ms of main-thread work): the pages that have highlights, as chrome.area.local keeps
// them. Only a page in it loads the restore chunk (entrypoints/highlight-restore.ts).

/** chrome.area.local key of the index: an array of page URLs ({@link normalizePageUrl}). */
export const HIGHLIGHTED_PAGES_STORAGE_KEY = 'motes-highlight-pages';
/** The index keeps at most this many pages (the most recently highlighted). */
export const HIGHLIGHTED_PAGES_MAX = 2000;

/** The part of chrome.area.local the highlighter uses (an in-memory one in tests). */
export interface HighlightStorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

// Parameters are named `area`, never `storage`: WXT's build sees a free-looking `storage.`
// and bundles its whole storage helper (8 kB) into the content script that imports this file.

/** The index as stored (a missing or malformed one is empty). */
export async function readHighlightedPages(area: HighlightStorageArea): Promise<string[]> {
  const value = (await area.get(HIGHLIGHTED_PAGES_STORAGE_KEY))[HIGHLIGHTED_PAGES_STORAGE_KEY];
  return Array.isArray(value)
    ? value.filter((page): page is string => typeof page === 'string')
    : [];
}

/** Puts `pageUrl` in the index (when it has highlights) or takes it out. */
export async function markHighlightedPage(
  area: HighlightStorageArea,
  pageUrl: string,
  hasHighlights: boolean,
): Promise<void> {
  const pages = await readHighlightedPages(area);
  const others = pages.filter((page) => page !== pageUrl);
  if (!hasHighlights && others.length === pages.length) return;
  if (hasHighlights && pages.at(-1) === pageUrl) return;
  const next = hasHighlights ? [...others, pageUrl].slice(-HIGHLIGHTED_PAGES_MAX) : others;
  await area.set({ [HIGHLIGHTED_PAGES_STORAGE_KEY]: next });
}
