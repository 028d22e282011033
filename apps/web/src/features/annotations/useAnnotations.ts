// My Annotations' data: the user's highlights (newest first, one colour or all, paged by
// cursor) and their vocabulary list, with removal of either.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  deleteHighlight,
  deleteVocabularyWord,
  isAbortError,
  listHighlights,
  listVocabulary,
} from '@motes/api-client';
import type { Highlight, HighlightColourName, VocabularyWord } from '@motes/shared';
import { useApiClient } from '../../api/ApiClientContext';

export interface Annotations {
  highlights: readonly Highlight[];
  colour: HighlightColourName | null;
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: unknown;
  words: readonly VocabularyWord[] | null;
  wordsError: unknown;
  /** Shows one colour's highlights, or all (`null`). */
  filter(colour: HighlightColourName | null): void;
  loadMore(): void;
  reload(): void;
  /** Deletes a highlight on the server, then from the list. @throws the API's error. */
  removeHighlight(highlight: Highlight): Promise<void>;
  /** Deletes a word on the server, then from the list. @throws the API's error. */
  removeWord(word: VocabularyWord): Promise<void>;
}

export function useAnnotations(): Annotations {
  const apiClient = useApiClient();
  const [highlights, setHighlights] = useState<readonly Highlight[]>([]);
  const [colour, setColour] = useState<HighlightColourName | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [error, setError] = useState<unknown>(undefined);
  const [words, setWords] = useState<readonly VocabularyWord[] | null>(null);
  const [wordsError, setWordsError] = useState<unknown>(undefined);
  const [generation, setGeneration] = useState(0);
  const pageAbort = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    pageAbort.current?.abort();
    pageAbort.current = controller;
    setLoading(true);
    listHighlights(apiClient, { colour: colour ?? undefined }, { signal: controller.signal }).then(
      (page) => {
        setHighlights(page.highlights);
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
  }, [apiClient, colour, generation]);

  useEffect(() => {
    const controller = new AbortController();
    listVocabulary(apiClient, { signal: controller.signal }).then(
      (list) => {
        setWords(list.words);
        setWordsError(undefined);
      },
      (failure: unknown) => {
        if (!isAbortError(failure)) setWordsError(failure);
      },
    );
    return () => controller.abort();
  }, [apiClient, generation]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const controller = new AbortController();
    pageAbort.current = controller;
    setLoadingMore(true);
    listHighlights(
      apiClient,
      { colour: colour ?? undefined, cursor },
      { signal: controller.signal },
    ).then(
      (page) => {
        setHighlights((current) => {
          const known = new Set(current.map((highlight) => highlight.id));
          return [...current, ...page.highlights.filter((highlight) => !known.has(highlight.id))];
        });
        setCursor(page.nextCursor);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (isAbortError(failure)) return;
        setError(failure);
        setLoadingMore(false);
      },
    );
  }, [apiClient, colour, cursor, loadingMore]);

  const removeHighlight = useCallback(
    async (highlight: Highlight) => {
      await deleteHighlight(apiClient, highlight.id);
      setHighlights((current) => current.filter((entry) => entry.id !== highlight.id));
    },
    [apiClient],
  );

  const removeWord = useCallback(
    async (word: VocabularyWord) => {
      await deleteVocabularyWord(apiClient, word.id);
      setWords((current) => current && current.filter((entry) => entry.id !== word.id));
    },
    [apiClient],
  );

  return {
    highlights,
    colour,
    loading,
    loadingMore,
    hasMore: cursor !== null,
    error,
    words,
    wordsError,
    filter: setColour,
    loadMore,
    reload: useCallback(() => setGeneration((value) => value + 1), []),
    removeHighlight,
    removeWord,
  };
}
