// The highlights of the page the content script runs in: load them from their store, find
// each in the page again (textQuote.ts) and paint it (highlightPainter.ts); add one from a
// selected Range; recolour or remove one. React-free: the restore chunk uses it on page load,
// the sidebar's Highlighter tool when it is open.
import {
  HIGHLIGHT_QUOTE_MAX_LENGTH,
  PAGE_TITLE_MAX_LENGTH,
  normalizePageUrl,
  type Highlight,
  type HighlightColourName,
  type VocabularyWord,
} from '@motes/shared';
import { paintHighlight, unpaintHighlight } from './highlightPainter';
import type { HighlightStore } from './highlightStores';
import { anchorQuote, describeRange } from './textQuote';

/** A highlight of this page, and whether its text was found in the page. */
export interface PageHighlight {
  highlight: Highlight;
  found: boolean;
}

/** Why a selection cannot be highlighted. */
export class HighlightSelectionError extends Error {
  constructor(readonly reason: 'no_selection' | 'too_long' | 'not_a_web_page') {
    super(reason);
  }
}

export interface PageHighlights {
  /** The page the highlights belong to (its URL without the fragment); null off the web. */
  readonly pageUrl: string | null;
  /** Loads, finds and paints the page's highlights, newest first. */
  load(): Promise<PageHighlight[]>;
  /**
   * Highlights `range` in `colour` and saves it.
   * @throws HighlightSelectionError, or the store's error (nothing is painted then).
   */
  add(
    colour: HighlightColourName,
    range: Range,
  ): Promise<{ added: PageHighlight; vocabularyWord: VocabularyWord | null }>;
  remove(id: string): Promise<void>;
  /** The highlights as last loaded or changed, newest first. */
  list(): PageHighlight[];
}

export interface PageHighlightsOptions {
  document: Document;
  store: HighlightStore;
  /** Makes a highlight id (default a random UUID). */
  newId?: () => string;
}

export function createPageHighlights({
  document,
  store,
  newId = () => crypto.randomUUID(),
}: PageHighlightsOptions): PageHighlights {
  const pageUrl = normalizePageUrl(document.location.href);
  let entries: PageHighlight[] = [];

  function show(highlight: Highlight): PageHighlight {
    const range = document.body ? anchorQuote(document.body, highlight.selector) : null;
    if (range) paintHighlight(document, highlight.id, highlight.colour, range);
    return { highlight, found: range !== null };
  }

  return {
    pageUrl,
    async load() {
      if (!pageUrl) return [];
      entries = (await store.list(pageUrl)).map(show);
      return entries;
    },
    async add(colour, range) {
      if (!pageUrl) throw new HighlightSelectionError('not_a_web_page');
      const selector = document.body ? describeRange(range, document.body) : null;
      if (!selector) throw new HighlightSelectionError('no_selection');
      if (selector.exact.length > HIGHLIGHT_QUOTE_MAX_LENGTH) {
        throw new HighlightSelectionError('too_long');
      }
      const saved = await store.create({
        id: newId(),
        pageUrl,
        pageTitle: document.title.trim().slice(0, PAGE_TITLE_MAX_LENGTH),
        colour,
        selector,
      });
      const added = show(saved.highlight);
      entries = [added, ...entries.filter((entry) => entry.highlight.id !== added.highlight.id)];
      return { added, vocabularyWord: saved.vocabularyWord };
    },
    async remove(id) {
      const entry = entries.find((candidate) => candidate.highlight.id === id);
      if (!entry) return;
      await store.remove(entry.highlight);
      unpaintHighlight(document, id);
      entries = entries.filter((candidate) => candidate !== entry);
    },
    list: () => entries,
  };
}
