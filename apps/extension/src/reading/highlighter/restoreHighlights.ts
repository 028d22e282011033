// Run by the restore chunk (entrypoints/highlight-restore.ts), which the content script loads
// only on a page its local index lists: the page's highlights, found and painted again.
import { normalizePageUrl } from '@motes/shared';
import { createPageHighlights } from './pageHighlights';
import { storedHighlightStore } from './storedHighlightStore';

/** A page still building its text (a web app) gets one more try after this long. */
export const RESTORE_RETRY_MS = 2000;

export async function restorePageHighlights(document: Document): Promise<void> {
  const store = await storedHighlightStore(normalizePageUrl(document.location.href));
  const page = createPageHighlights({ document, store });
  const restored = await page.load();
  if (restored.some((entry) => !entry.found)) {
    setTimeout(() => void page.load().catch(() => undefined), RESTORE_RETRY_MS);
  }
}
