import type { Highlight } from '@motes/shared';

/** The highlights of one page, in the order they came (newest first). */
export interface PageOfHighlights {
  pageUrl: string;
  pageTitle: string;
  highlights: Highlight[];
}

/**
 * Groups a newest-first list of highlights by page: the page with the newest highlight first.
 * A page's title is the newest one seen (pages change their titles).
 */
export function groupHighlightsByPage(highlights: readonly Highlight[]): PageOfHighlights[] {
  const pages = new Map<string, PageOfHighlights>();
  for (const highlight of highlights) {
    const page = pages.get(highlight.pageUrl);
    if (page) {
      page.highlights.push(highlight);
      if (!page.pageTitle) page.pageTitle = highlight.pageTitle;
    } else {
      pages.set(highlight.pageUrl, {
        pageUrl: highlight.pageUrl,
        pageTitle: highlight.pageTitle,
        highlights: [highlight],
      });
    }
  }
  return [...pages.values()];
}
