import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError, listMotes } from '@motes/api-client';
import type { Mote } from '@motes/shared';
import { useApiClient } from '../../api/ApiClientContext';

/** Wait after the last keystroke before searching, so typing a word sends one request. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The library's state: the motes loaded so far for the current search. */
export interface MoteLibrary {
  motes: readonly Mote[];
  /** The search the list shows (trimmed). */
  query: string;
  /** True while the first page of a search loads. */
  loading: boolean;
  /** True while "Load more" loads. */
  loadingMore: boolean;
  hasMore: boolean;
  /** The last failure to load, cleared by the next success. */
  error: unknown;
  /** Sets the search; the list follows after {@link SEARCH_DEBOUNCE_MS}. */
  search(text: string): void;
  loadMore(): void;
  /** Loads the first page again (after an error). */
  reload(): void;
  /** Puts a changed mote in place of the old one. */
  replace(mote: Mote): void;
  remove(moteId: string): void;
  /** Puts a restored mote back where it belongs (newest first). */
  restore(mote: Mote): void;
}

function newestFirst(a: Mote, b: Mote): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);
}

/** The signed-in user's motes (`GET m/motes`), newest first, searched and paged by cursor. */
export function useMoteLibrary(): MoteLibrary {
  const apiClient = useApiClient();
  const [motes, setMotes] = useState<readonly Mote[]>([]);
  const [query, setQuery] = useState('');
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [generation, setGeneration] = useState(0);
  const pageAbort = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // The first page of the current search; a newer search aborts an older one still running.
  useEffect(() => {
    const controller = new AbortController();
    pageAbort.current?.abort();
    pageAbort.current = controller;
    setLoading(true);
    listMotes(apiClient, { q: query || undefined }, { signal: controller.signal }).then(
      (page) => {
        setMotes(page.motes);
        setCursor(page.nextCursor);
        setError(undefined);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [apiClient, query, generation]);

  useEffect(() => () => clearTimeout(debounce.current), []);

  const search = useCallback((text: string) => {
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
  }, []);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const controller = new AbortController();
    pageAbort.current = controller;
    setLoadingMore(true);
    listMotes(apiClient, { q: query || undefined, cursor }, { signal: controller.signal }).then(
      (page) => {
        setMotes((current) => {
          const known = new Set(current.map((mote) => mote.id));
          return [...current, ...page.motes.filter((mote) => !known.has(mote.id))];
        });
        setCursor(page.nextCursor);
        setError(undefined);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        setLoadingMore(false);
        if (!isAbortError(failure)) setError(failure);
      },
    );
  }, [apiClient, cursor, loadingMore, query]);

  return {
    motes,
    query,
    loading,
    loadingMore,
    hasMore: cursor !== null,
    error,
    search,
    loadMore,
    reload: useCallback(() => setGeneration((value) => value + 1), []),
    replace: useCallback(
      (mote: Mote) =>
        setMotes((current) => current.map((known) => (known.id === mote.id ? mote : known))),
      [],
    ),
    remove: useCallback(
      (moteId: string) => setMotes((current) => current.filter((mote) => mote.id !== moteId)),
      [],
    ),
    restore: useCallback(
      (mote: Mote) =>
        setMotes((current) =>
          [...current.filter((known) => known.id !== mote.id), mote].sort(newestFirst),
        ),
      [],
    ),
  };
}
