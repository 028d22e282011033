import { useCallback, useEffect, useState } from 'react';
import { getLanguages } from '@motes/api-client';
import type { LanguagesResponse } from '@motes/shared';
import { useApiClient } from './ApiClientContext';

/** The `t/languages` answer as a component sees it: on its way, here, or failed. */
export type LanguagesState =
  | { state: 'loading' }
  | { state: 'loaded'; response: LanguagesResponse }
  | { state: 'failed'; error: unknown };

/**
 * Issue 5: the catalogue with what this deployment can do for each language (`GET
 * t/languages`), asked on mount and again on `retry()`. Every tool reads it to show, disable or
 * explain itself. The answer is public and cacheable (5 minutes), so the browser's cache
 * spares the server a second trip between pages.
 */
export function useLanguages(): { languages: LanguagesState; retry: () => void } {
  const client = useApiClient();
  const [languages, setLanguages] = useState<LanguagesState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // A retry or an unmount cancels this request, so an old answer never lands late.
    const controller = new AbortController();
    getLanguages(client, { signal: controller.signal }).then(
      (response) => setLanguages({ state: 'loaded', response }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLanguages({ state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [client, attempt]);

  const retry = useCallback(() => {
    setLanguages({ state: 'loading' });
    setAttempt((count) => count + 1);
  }, []);

  return { languages, retry };
}
