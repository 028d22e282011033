// §7 generic HTTP client, for calls outside the API route groups (language files, sounds,
// other hosts): 10 s timeout; 2 retries for get, put, head, delete, options and trace on
// 408, 413, 429, 500, 502, 503, 504 (and on timeouts and dropped connections);
// backoff 0.3 · 2^(n−1) s.
import type { HttpMethod } from '@motes/shared';
import {
  HTTP_BACKOFF_FACTOR_MS,
  HTTP_DEFAULT_RETRIES,
  HTTP_DEFAULT_TIMEOUT_MS,
  HTTP_RETRY_METHODS,
  HTTP_RETRY_STATUSES,
  httpBackoffMs,
  normalizeHttpMethod,
} from '@motes/shared';
import type { FetchLike } from './fetchAttempt';
import { fetchWithRetries } from './fetchWithRetries';
import type { ApiResponse, ApiResult } from './requestResult';
import type { ResponseType } from './responseBody';
import { encodeRequestBody } from './responseBody';
import { settleOutcome } from './settleOutcome';
import type { TimingOptions } from './timing';
import { scaleMs } from './timing';

export interface HttpClientOptions {
  /** Default 10000 ms (§9), scaled by `timing`. */
  timeoutMs?: number;
  /** Default 2 (§7). */
  retries?: number;
  retryMethods?: readonly HttpMethod[];
  retryStatuses?: readonly number[];
  /** The 0.3 s of the backoff formula; default 300 ms, scaled by `timing`. */
  backoffFactorMs?: number;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
  timing?: TimingOptions;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
}

/** The client's effective settings, after defaults and `timing`. */
export interface HttpClientSettings {
  timeoutMs: number;
  retries: number;
  retryMethods: readonly HttpMethod[];
  retryStatuses: readonly number[];
  /** Wait before each retry, in order: [300, 600] by default. */
  backoffMs: number[];
}

export interface HttpRequestOptions {
  /** Default 'get'. */
  method?: HttpMethod | Uppercase<HttpMethod>;
  headers?: Record<string, string>;
  body?: unknown;
  responseType?: ResponseType;
}

export interface HttpClient {
  readonly settings: HttpClientSettings;
  /** Sends a request. Rejects with ApiError (status ≥ 400), ApiTimeoutError or ApiNetworkError. */
  request<T = unknown>(url: string, options?: HttpRequestOptions): Promise<ApiResponse<T>>;
  /** As {@link request}, and resolves `{ aborted: true }` when `signal` aborts (§8). */
  requestAbortable<T = unknown>(
    url: string,
    options: HttpRequestOptions & { signal: AbortSignal },
  ): Promise<ApiResult<T>>;
  get<T = unknown>(
    url: string,
    options?: Omit<HttpRequestOptions, 'method'>,
  ): Promise<ApiResponse<T>>;
}

/** fetch refuses TRACE (a forbidden method), so the client says so instead of retrying. */
export const TRACE_UNSUPPORTED_MESSAGE = 'TRACE cannot be sent with fetch';

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

/** Creates a §7 generic HTTP client; every option defaults to the spec's value. */
export function createHttpClient(options: HttpClientOptions = {}): HttpClient {
  const retries = options.retries ?? HTTP_DEFAULT_RETRIES;
  const backoffFactorMs =
    options.backoffFactorMs ?? scaleMs(HTTP_BACKOFF_FACTOR_MS, options.timing);
  const settings: HttpClientSettings = {
    timeoutMs: options.timeoutMs ?? scaleMs(HTTP_DEFAULT_TIMEOUT_MS, options.timing),
    retries,
    retryMethods: options.retryMethods ?? HTTP_RETRY_METHODS,
    retryStatuses: options.retryStatuses ?? HTTP_RETRY_STATUSES,
    backoffMs: Array.from({ length: retries }, (_, index) =>
      httpBackoffMs(index + 1, backoffFactorMs),
    ),
  };
  const fetchImpl = options.fetch ?? defaultFetch;

  async function send<T>(
    url: string,
    request: HttpRequestOptions & { signal?: AbortSignal },
  ): Promise<ApiResult<T>> {
    const method = normalizeHttpMethod(request.method ?? 'get');
    // §7 lists trace among the retried methods, but the Fetch standard forbids sending it.
    if (method === 'trace') throw new TypeError(TRACE_UNSUPPORTED_MESSAGE);
    const encoded = encodeRequestBody(request.body);
    const headers: Record<string, string> = { ...options.headers };
    if (encoded.contentType) headers['content-type'] = encoded.contentType;
    Object.assign(headers, request.headers);
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    if (request.signal?.aborted) controller.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const responseType = request.responseType ?? 'auto';
    const retryable = settings.retryMethods.includes(method);
    try {
      const outcome = await fetchWithRetries(
        {
          fetch: fetchImpl,
          url,
          init: { method: method.toUpperCase(), headers, body: encoded.body },
          responseType,
          signal: controller.signal,
        },
        {
          retries: retryable ? settings.retries : 0,
          attemptTimeoutMs: () => settings.timeoutMs,
          shouldRetry: (failed) =>
            failed.kind === 'response'
              ? settings.retryStatuses.includes(failed.status)
              : failed.kind === 'timeout' || failed.kind === 'network',
          delayBeforeRetryMs: (retryNumber) => settings.backoffMs[retryNumber - 1] ?? 0,
        },
      );
      return settleOutcome<T>(outcome, { method, url, responseType, signal: controller.signal });
    } finally {
      request.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function request<T>(url: string, requestOptions: HttpRequestOptions = {}) {
    const result = await send<T>(url, { ...requestOptions, signal: undefined });
    if (result.aborted) throw new Error('Unreachable: a non-abortable request was aborted');
    return result;
  }

  return {
    settings,
    request,
    requestAbortable: send,
    get: (url, requestOptions) => request(url, { ...requestOptions, method: 'get' }),
  };
}
