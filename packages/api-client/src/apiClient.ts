// The §7 API client: route-group timeouts and retries, common headers, abortable requests,
// §8 error handling (403 hook, JSON error bodies, no auth processing for status ≥ 400),
// interval polling and non-production fault injection. Built on global fetch.
import type { ClientType, HttpMethod } from '@motes/shared';
import {
  POLL_INTERVAL_MS,
  RETRY_TIMEOUT_INCREMENT_MS,
  normalizeHttpMethod,
  resolveRouteGroup,
  routeAttemptTimeoutMs,
  routeRetriesFor,
} from '@motes/shared';
import { createAbortRegistry, linkSignal } from './abortRegistry';
import type { ApiError } from './apiError';
import type { QueryParams } from './apiUrl';
import { buildApiUrl } from './apiUrl';
import type { HeaderValueSource } from './commonHeaders';
import { buildCommonHeaders } from './commonHeaders';
import type { FaultInjectionOptions } from './faultInjection';
import { assertFaultInjectionAllowed, withFaultInjection } from './faultInjection';
import type { FetchLike } from './fetchAttempt';
import { fetchWithRetries } from './fetchWithRetries';
import type { IntervalPoller } from './intervalPolling';
import { startIntervalPolling } from './intervalPolling';
import type { ApiResponse, ApiResult } from './requestResult';
import type { ResponseType } from './responseBody';
import { encodeRequestBody } from './responseBody';
import { settleOutcome } from './settleOutcome';
import type { TimingOptions } from './timing';
import { scaleMs } from './timing';

export interface AuthDataEvent {
  path: string;
  status: number;
  data: unknown;
  headers: Headers;
}

export interface ApiClientOptions {
  /** Origin of the site host, e.g. `https://motes.app`; '' for same-origin requests. */
  baseUrl: string;
  clientType: ClientType;
  clientVersion: string;
  getAccessToken: HeaderValueSource;
  getDeviceId: HeaderValueSource;
  getLastUserId: HeaderValueSource;
  apiKey?: string;
  /** §8: called on a 403 unless the call sets `propagate403`. See createWebsite403Handler / createExtension403Handler. */
  on403?: (error: ApiError) => void;
  /** Called with every response below 400 and never with one of 400 or above (§8). */
  onAuthData?: (event: AuthDataEvent) => void;
  /** §7: off unless `enabled`; refused (throws) when `environment` is 'production'. */
  faultInjection?: FaultInjectionOptions;
  /** e.g. 'production', 'development', 'test'. Only 'production' changes behaviour. */
  environment: string;
  /** Scales every spec time value; tests only. */
  timing?: TimingOptions;
  /** Defaults to the global fetch, looked up at call time. */
  fetch?: FetchLike;
}

export interface ApiRequestOptions {
  /** Default 'get'. */
  method?: HttpMethod | Uppercase<HttpMethod>;
  /** Relative to `api/`, e.g. 'v1/i/status' or 'm/list'. Picks the §7 route group. */
  path: string;
  /** Objects are sent as JSON; strings, Blobs, FormData and binary data as they are. */
  body?: unknown;
  query?: QueryParams;
  /** Extra headers; they override the common ones. */
  headers?: Record<string, string>;
  /** Leave the access token out. */
  skipAuth?: boolean;
  /** §8: let a 403 reach the caller without calling the 403 hook. */
  propagate403?: boolean;
  /** How a successful body is read; default 'auto' (JSON when possible, else text). */
  responseType?: ResponseType;
}

export interface AbortableRequestOptions extends ApiRequestOptions {
  /** §7: starting another request with this key aborts this one (result `superseded`). */
  abortKey?: string;
  /** Aborting it ends the request (result `cancelled`). */
  signal?: AbortSignal;
}

/** Options of the method shortcuts. */
export type ShortcutOptions = Omit<ApiRequestOptions, 'path' | 'method' | 'body'>;

/** The effective §7 policy of a route for one method, after `timing`. */
export interface RouteDescription {
  group: string;
  retries: number;
  /** Timeout of each attempt, first try included: e.g. [4000, 8000, 12000, 16000]. */
  attemptTimeoutsMs: number[];
}

export interface IntervalPollHandlers<T> {
  onResponse(response: ApiResponse<T>): void;
  /** Errors do not stop the polling. */
  onError(error: unknown): void;
  /** Default 2000 ms (§9), scaled by `timing`. */
  intervalMs?: number;
}

export interface ApiClient {
  /** Sends a request that cannot be aborted. Rejects with ApiError, ApiTimeoutError, ApiNetworkError or Error('Domain/Route is not handled'). */
  request<T = unknown>(options: ApiRequestOptions): Promise<ApiResponse<T>>;
  /** Sends an abortable request: resolves `{ aborted: true, reason }` instead of rejecting when aborted (§8). */
  requestAbortable<T = unknown>(options: AbortableRequestOptions): Promise<ApiResult<T>>;
  get<T = unknown>(path: string, options?: ShortcutOptions): Promise<ApiResponse<T>>;
  post<T = unknown>(
    path: string,
    body?: unknown,
    options?: ShortcutOptions,
  ): Promise<ApiResponse<T>>;
  put<T = unknown>(
    path: string,
    body?: unknown,
    options?: ShortcutOptions,
  ): Promise<ApiResponse<T>>;
  patch<T = unknown>(
    path: string,
    body?: unknown,
    options?: ShortcutOptions,
  ): Promise<ApiResponse<T>>;
  delete<T = unknown>(path: string, options?: ShortcutOptions): Promise<ApiResponse<T>>;
  /** Aborts the request running under `abortKey` (result `cancelled`); false when none runs. */
  abort(abortKey: string): boolean;
  /** §7 interval polling: repeats the request until `stop()`; runs never overlap. */
  pollInterval<T = unknown>(
    options: ApiRequestOptions,
    handlers: IntervalPollHandlers<T>,
  ): IntervalPoller;
  /** The timeouts and retries a route gets. @throws Error('Domain/Route is not handled'). */
  describeRoute(path: string, method?: HttpMethod): RouteDescription;
  /** Turns fault injection on or off at run time. @throws in production when enabling. */
  setFaultInjection(options: FaultInjectionOptions | undefined): void;
}

const defaultFetch: FetchLike = (url, init) => fetch(url, init);

/** Creates the §7 API client. @throws when fault injection is enabled in production. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  assertFaultInjectionAllowed(options.environment, options.faultInjection);
  let faultInjection = options.faultInjection;
  const baseFetch = options.fetch ?? defaultFetch;
  const abortRegistry = createAbortRegistry();

  function describeRoute(path: string, method: HttpMethod = 'get'): RouteDescription {
    const policy = resolveRouteGroup(path);
    const retries = routeRetriesFor(policy, method);
    const baseMs = scaleMs(policy.timeoutMs, options.timing);
    const incrementMs = scaleMs(RETRY_TIMEOUT_INCREMENT_MS, options.timing);
    const attemptTimeoutsMs = Array.from({ length: retries + 1 }, (_, attempt) =>
      routeAttemptTimeoutMs(baseMs, attempt, incrementMs),
    );
    return { group: policy.group, retries, attemptTimeoutsMs };
  }

  async function send<T>(request: AbortableRequestOptions): Promise<ApiResult<T>> {
    const method = normalizeHttpMethod(request.method ?? 'get');
    const route = describeRoute(request.path, method);
    const url = buildApiUrl(options.baseUrl, request.path, request.query);
    const { abortKey } = request;
    const controller = abortKey ? abortRegistry.start(abortKey) : new AbortController();
    const unlink = linkSignal(request.signal, controller);
    try {
      const headers = { ...(await buildCommonHeaders(options, request.skipAuth)) };
      const encoded = encodeRequestBody(request.body);
      if (encoded.contentType) headers['content-type'] = encoded.contentType;
      Object.assign(headers, request.headers);
      const fetchImpl = faultInjection?.enabled
        ? withFaultInjection(baseFetch, faultInjection)
        : baseFetch;
      const responseType = request.responseType ?? 'auto';
      const outcome = await fetchWithRetries(
        {
          fetch: fetchImpl,
          url,
          init: { method: method.toUpperCase(), headers, body: encoded.body },
          responseType,
          signal: controller.signal,
        },
        {
          retries: route.retries,
          attemptTimeoutMs: (attempt) => route.attemptTimeoutsMs[attempt] ?? 0,
          // §7 retries answer timeouts (and dropped connections), never an HTTP status.
          shouldRetry: (failed) => failed.kind === 'timeout' || failed.kind === 'network',
          delayBeforeRetryMs: () => 0,
        },
      );
      return settleOutcome<T>(outcome, {
        method,
        url,
        responseType,
        signal: controller.signal,
        errorHook: {
          appliesTo: (status) => status === 403 && !request.propagate403 && !!options.on403,
          handle: (error) => options.on403?.(error),
        },
        onSuccess: (status, data, responseHeaders) =>
          options.onAuthData?.({ path: request.path, status, data, headers: responseHeaders }),
      });
    } finally {
      unlink();
      if (abortKey) abortRegistry.finish(abortKey, controller);
    }
  }

  async function request<T>(requestOptions: ApiRequestOptions): Promise<ApiResponse<T>> {
    // A typed variable can carry extra keys; refuse rather than return an aborted result
    // through a type that says it cannot happen.
    const { abortKey, signal } = requestOptions as AbortableRequestOptions;
    if (abortKey !== undefined || signal !== undefined) {
      throw new TypeError('Use requestAbortable() for requests with abortKey or signal');
    }
    const result = await send<T>(requestOptions);
    if (result.aborted) throw new Error('Unreachable: a non-abortable request was aborted');
    return result;
  }

  return {
    request,
    requestAbortable: send,
    get: (path, rest) => request({ ...rest, path, method: 'get' }),
    post: (path, body, rest) => request({ ...rest, path, body, method: 'post' }),
    put: (path, body, rest) => request({ ...rest, path, body, method: 'put' }),
    patch: (path, body, rest) => request({ ...rest, path, body, method: 'patch' }),
    delete: (path, rest) => request({ ...rest, path, method: 'delete' }),
    abort: (abortKey) => abortRegistry.abort(abortKey),
    pollInterval<T>(requestOptions: ApiRequestOptions, handlers: IntervalPollHandlers<T>) {
      const intervalMs = handlers.intervalMs ?? scaleMs(POLL_INTERVAL_MS, options.timing);
      return startIntervalPolling(
        async (signal) => {
          const result = await send<T>({ ...requestOptions, signal });
          if (!result.aborted) handlers.onResponse(result);
        },
        intervalMs,
        handlers.onError,
      );
    },
    describeRoute,
    setFaultInjection(next) {
      assertFaultInjectionAllowed(options.environment, next);
      faultInjection = next;
    },
  };
}
