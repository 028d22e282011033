import { useEffect, useState } from 'react';
import { ApiError, isAbortError, type ApiClient } from '@motes/api-client';
import { POLL_INTERVAL_MS, POLL_TOTAL_MS } from '@motes/shared';
import { useApiClient } from '../../api/ApiClientContext';

/** What a share page knows of the mote or tote its link names. */
export type SharedItemState<Item> =
  | { state: 'loading' }
  | { state: 'found'; item: Item }
  /** 404: no such item, deleted, or private to someone else (the server does not say which). */
  | { state: 'not-found' }
  | { state: 'failed' };

/** How a share page fetches its item (a `@motes/api-client` call). */
export type SharedItemLoader<Item> = (
  client: ApiClient,
  id: string,
  options: { signal: AbortSignal },
) => Promise<Item>;

const never = () => false;

/**
 * Fetches the item of a share link (`/m/{id}`, `/t/{id}`). While `pollWhile(item)` holds — a
 * transcript still being made — asks again every §9 polling interval (2 s, for at most 2 min).
 * A failed poll keeps the item already shown; only a first load shows the failure. `load` and
 * `pollWhile` must keep their identity across renders (module-level functions): a new one
 * loads again.
 */
export function useSharedItem<Item>(
  id: string,
  load: SharedItemLoader<Item>,
  pollWhile: (item: Item) => boolean = never,
): SharedItemState<Item> {
  const client = useApiClient();
  const [result, setResult] = useState<SharedItemState<Item>>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    const startedAt = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;

    async function fetchItem() {
      try {
        const item = await load(client, id, { signal: controller.signal });
        setResult({ state: 'found', item });
        if (pollWhile(item) && Date.now() - startedAt < POLL_TOTAL_MS) {
          timer = setTimeout(() => void fetchItem(), POLL_INTERVAL_MS);
        }
      } catch (error) {
        if (isAbortError(error)) return;
        setResult((previous) => {
          if (previous.state === 'found') return previous;
          if (error instanceof ApiError && error.status === 404) return { state: 'not-found' };
          return { state: 'failed' };
        });
      }
    }

    setResult({ state: 'loading' });
    void fetchItem();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [client, id, load, pollWhile]);

  return result;
}
