// One HTTP attempt with its own timeout. The timeout covers the whole exchange, body
// included, and is told apart from a caller's abort: §8 treats the two differently.
import type { RawBody, ResponseType } from './responseBody';
import { readRawBody } from './responseBody';

/** `fetch`'s shape; the clients default to the global one. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface AttemptRequest {
  fetch: FetchLike;
  url: string;
  init: RequestInit;
  responseType: ResponseType;
  /** Aborts the attempt without it counting as a failure. */
  signal: AbortSignal;
}

export type AttemptOutcome =
  | { kind: 'response'; status: number; headers: Headers; body: RawBody }
  | { kind: 'timeout'; timeoutMs: number }
  | { kind: 'network'; error: unknown }
  | { kind: 'aborted' };

/** Sends one attempt; never throws, every ending is an {@link AttemptOutcome}. */
export async function fetchAttempt(
  request: AttemptRequest,
  timeoutMs: number,
): Promise<AttemptOutcome> {
  if (request.signal.aborted) return { kind: 'aborted' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  request.signal.addEventListener('abort', onAbort, { once: true });
  try {
    const response = await request.fetch(request.url, {
      ...request.init,
      signal: controller.signal,
    });
    const body = await readRawBody(response, request.responseType);
    return { kind: 'response', status: response.status, headers: response.headers, body };
  } catch (error) {
    if (request.signal.aborted) return { kind: 'aborted' };
    if (timedOut) return { kind: 'timeout', timeoutMs };
    return { kind: 'network', error };
  } finally {
    clearTimeout(timer);
    request.signal.removeEventListener('abort', onAbort);
  }
}
