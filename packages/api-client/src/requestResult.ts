// §8 "Aborted request: not treated as an error". An abortable request therefore resolves to
// a union: a response, or an AbortedRequest that callers simply ignore.

/** A completed request with status below 400. */
export interface ApiResponse<T> {
  aborted: false;
  status: number;
  headers: Headers;
  data: T;
}

/**
 * Why an abortable request stopped: `superseded` when a newer request with the same abort key
 * started (§7), `cancelled` when the caller's signal aborted or `abort(key)` was called.
 */
export type AbortReason = 'superseded' | 'cancelled';

/** The result of an aborted request. It is not an error: nothing is thrown, nothing is shown. */
export interface AbortedRequest {
  aborted: true;
  reason: AbortReason;
}

/** What an abortable request resolves to; narrow with `result.aborted` or {@link isAborted}. */
export type ApiResult<T> = ApiResponse<T> | AbortedRequest;

/** True for the result of an aborted request. */
export function isAborted<T>(result: ApiResult<T>): result is AbortedRequest {
  return result.aborted;
}
