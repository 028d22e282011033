// Issue 7 item 4: highlights are saved per page. A page is its URL without the fragment (a
// `#section` link and the page itself are one page); nothing else is changed, so two pages
// that differ only in their query stay apart. The extension's content script checks its local
// index with normalizePageUrl on every page load (issue 7 item 8): this file imports nothing,
// so that the content script's bundle stays free of zod.

/** Longest page URL a highlight may name. */
export const PAGE_URL_MAX_LENGTH = 2048;

/**
 * The page a highlight belongs to: `url` without its `#fragment`, for http(s) pages only.
 * @returns null for another scheme, an unparsable URL, or one over {@link PAGE_URL_MAX_LENGTH}.
 */
export function normalizePageUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  parsed.hash = '';
  const normalized = parsed.href;
  return normalized.length <= PAGE_URL_MAX_LENGTH ? normalized : null;
}
