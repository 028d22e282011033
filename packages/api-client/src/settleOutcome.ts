// Turns the final attempt outcome into what callers see (§8): a response, an aborted result,
// or an ApiError / ApiTimeoutError / ApiNetworkError.
import { abortReasonOf } from './abortRegistry';
import { ApiError, ApiNetworkError, ApiTimeoutError } from './apiError';
import type { RetriedOutcome } from './fetchWithRetries';
import type { ApiResult } from './requestResult';
import type { ResponseType } from './responseBody';
import { decodeBody } from './responseBody';

export interface SettleContext {
  method: string;
  url: string;
  responseType: ResponseType;
  signal: AbortSignal;
  /** Reacts to some error statuses (the 403 hook) before the error is thrown. */
  errorHook?: { appliesTo(status: number): boolean; handle(error: ApiError): void };
  /** Called for status < 400 only (§8: ≥ 400 is not processed for auth data). */
  onSuccess?: (status: number, data: unknown, headers: Headers) => void;
}

/** Resolves or throws for a final outcome. */
export function settleOutcome<T>(outcome: RetriedOutcome, context: SettleContext): ApiResult<T> {
  const { method, url } = context;
  switch (outcome.kind) {
    case 'aborted':
      return { aborted: true, reason: abortReasonOf(context.signal) };
    case 'timeout':
      throw new ApiTimeoutError(method, url, outcome.attempts, outcome.timeoutMs);
    case 'network':
      throw new ApiNetworkError(method, url, outcome.attempts, outcome.error);
    case 'response': {
      if (outcome.status >= 400) {
        const hook = context.errorHook;
        const handled = hook?.appliesTo(outcome.status) ?? false;
        const body = decodeBody(outcome.body, 'auto');
        const error = new ApiError({ status: outcome.status, method, url, body, handled });
        if (handled) hook?.handle(error);
        throw error;
      }
      const data = decodeBody(outcome.body, context.responseType);
      context.onSuccess?.(outcome.status, data, outcome.headers);
      return { aborted: false, status: outcome.status, headers: outcome.headers, data: data as T };
    }
  }
}
