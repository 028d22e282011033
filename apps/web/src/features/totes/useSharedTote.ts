import { useEffect, useState } from 'react';
import { ApiError, getTote, isAbortError } from '@motes/api-client';
import type { Tote } from '@motes/shared';
import { useApiClient } from '../../api/ApiClientContext';

/** What the tote page knows of its tote. */
export type SharedToteState =
  | { state: 'loading' }
  | { state: 'found'; tote: Tote }
  /** 404: no such tote (or deleted by its owner). */
  | { state: 'not-found' }
  | { state: 'failed' };

/** Fetches the tote of a share link `/t/{id}`. */
export function useSharedTote(toteId: string): SharedToteState {
  const client = useApiClient();
  const [result, setResult] = useState<SharedToteState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    getTote(client, toteId, { signal: controller.signal }).then(
      (tote) => setResult({ state: 'found', tote }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setResult(
          error instanceof ApiError && error.status === 404
            ? { state: 'not-found' }
            : { state: 'failed' },
        );
      },
    );
    return () => controller.abort();
  }, [client, toteId]);

  return result;
}
