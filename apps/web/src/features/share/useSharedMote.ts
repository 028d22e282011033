import { useEffect, useState } from 'react';
import { ApiError, getMote, isAbortError } from '@motes/api-client';
import { POLL_INTERVAL_MS, POLL_TOTAL_MS, type Mote } from '@motes/shared';
import { useApiClient } from '../../api/ApiClientContext';

/** What the share page knows of its mote. */
export type SharedMoteState =
  | { state: 'loading' }
  | { state: 'found'; mote: Mote }
  /** 404: no such mote, deleted, or private to someone else (the server does not say which). */
  | { state: 'not-found' }
  | { state: 'failed'; message: string };

/**
 * Fetches the mote of a share link; while its transcript is `pending`, asks again every §9
 * polling interval (2 s, for at most 2 min) until the transcript is done or has failed.
 */
export function useSharedMote(moteId: string): SharedMoteState {
  const client = useApiClient();
  const [result, setResult] = useState<SharedMoteState>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function load() {
      try {
        const mote = await getMote(client, moteId, { signal: controller.signal });
        setResult({ state: 'found', mote });
        if (mote.transcript.status === 'pending' && Date.now() - startedAt < POLL_TOTAL_MS) {
          timer = setTimeout(() => void load(), POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (isAbortError(error)) return;
        // A failed poll keeps the mote already shown; only a first load shows the failure.
        setResult((previous) => {
          if (previous.state === 'found') return previous;
          if (error instanceof ApiError && error.status === 404) return { state: 'not-found' };
          return { state: 'failed', message: error instanceof Error ? error.message : '' };
        });
      }
    }

    setResult({ state: 'loading' });
    void load();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, moteId]);

  return result;
}
