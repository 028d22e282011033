// Where a user's highlights live: in the account (`u/highlights`, signed in) or, for an
// anonymous user, in chrome.storage.local only. Both keep the local page index up to date, so
// the page restores its highlights on its next load.
import {
  createHighlight,
  deleteHighlight,
  listPageHighlights,
  type ApiClient,
} from '@motes/api-client';
import {
  HighlightSchema,
  type Highlight,
  type HighlightColourName,
  type HighlightSaved,
  type TextQuoteSelector,
} from '@motes/shared';
import { markHighlightedPage, type HighlightStorageArea } from './highlightIndex';

/** A highlight to save: the page it is on and where in it. */
export interface NewHighlight {
  id: string;
  pageUrl: string;
  pageTitle: string;
  colour: HighlightColourName;
  selector: TextQuoteSelector;
}

export interface HighlightStore {
  /** `account`: saved to the signed-in user's account; `local`: this browser only. */
  kind: 'account' | 'local';
  list(pageUrl: string): Promise<Highlight[]>;
  create(highlight: NewHighlight): Promise<HighlightSaved>;
  remove(highlight: Highlight): Promise<void>;
}

/** chrome.storage.local key of one page's highlights kept in this browser. */
export const localHighlightsKey = (pageUrl: string) => `motes-highlights:${pageUrl}`;

/** The signed-in user's highlights, in their account. */
export function accountHighlightStore(
  api: ApiClient,
  storage: HighlightStorageArea,
): HighlightStore {
  return {
    kind: 'account',
    async list(pageUrl) {
      const highlights = await listPageHighlights(api, pageUrl);
      await markHighlightedPage(storage, pageUrl, highlights.length > 0);
      return highlights;
    },
    async create(highlight) {
      const saved = await createHighlight(api, highlight);
      await markHighlightedPage(storage, saved.highlight.pageUrl, true);
      return saved;
    },
    async remove(highlight) {
      await deleteHighlight(api, highlight.id);
    },
  };
}

/** An anonymous user's highlights, kept in this browser only (newest first, per page). */
export function localHighlightStore(storage: HighlightStorageArea): HighlightStore {
  async function read(pageUrl: string): Promise<Highlight[]> {
    const value = (await storage.get(localHighlightsKey(pageUrl)))[localHighlightsKey(pageUrl)];
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry) => {
      const parsed = HighlightSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  }
  async function write(pageUrl: string, highlights: Highlight[]): Promise<void> {
    if (highlights.length === 0) await storage.remove(localHighlightsKey(pageUrl));
    else await storage.set({ [localHighlightsKey(pageUrl)]: highlights });
    await markHighlightedPage(storage, pageUrl, highlights.length > 0);
  }
  return {
    kind: 'local',
    list: read,
    async create(highlight) {
      const now = new Date().toISOString();
      const saved: Highlight = { ...highlight, note: null, createdAt: now, updatedAt: now };
      const others = (await read(highlight.pageUrl)).filter((entry) => entry.id !== highlight.id);
      await write(highlight.pageUrl, [saved, ...others]);
      return { highlight: saved, vocabularyWord: null };
    },
    async remove(highlight) {
      const list = await read(highlight.pageUrl);
      await write(
        highlight.pageUrl,
        list.filter((entry) => entry.id !== highlight.id),
      );
    },
  };
}

/**
 * Moves the highlights an anonymous user made on `pageUrl` into their account once they have
 * signed in (their ids make a repeat harmless); answers how many moved.
 */
export async function adoptLocalHighlights(
  pageUrl: string,
  storage: HighlightStorageArea,
  account: HighlightStore,
): Promise<number> {
  const kept = await localHighlightStore(storage).list(pageUrl);
  if (kept.length === 0) return 0;
  for (const highlight of [...kept].reverse()) await account.create(highlight);
  await storage.remove(localHighlightsKey(pageUrl));
  await markHighlightedPage(storage, pageUrl, true);
  return kept.length;
}
