// §8 message texts. The client and the server both use these, so the wording lives once.

/** §7: raised for a path whose first letter (after an optional `v1/`) is not a known route group. */
export const ROUTE_NOT_HANDLED_MESSAGE = 'Domain/Route is not handled';

/**
 * §8 HTTP failure text: `Request failed with status code {status}: {method} {url}`.
 * The method is written upper-case, as it goes on the wire.
 */
export function requestFailedMessage(status: number, method: string, url: string): string {
  return `Request failed with status code ${status}: ${method.toUpperCase()} ${url}`;
}

/** §8 timeout text: `Request timed out: {method} {url}`. */
export function requestTimedOutMessage(method: string, url: string): string {
  return `Request timed out: ${method.toUpperCase()} ${url}`;
}

/**
 * Text for a request that never got an HTTP answer (connection refused, reset, DNS).
 * Not in §8, which is silent on network failures; worded like its neighbours.
 */
export function networkFailureMessage(method: string, url: string): string {
  return `Network error: ${method.toUpperCase()} ${url}`;
}
