// §7/§9 defaults of the generic HTTP client (for calls outside the route groups, e.g.
// language files and sounds) and of the polling helper.
import type { HttpMethod } from './httpMethod';

/** §9: generic client timeout. */
export const HTTP_DEFAULT_TIMEOUT_MS = 10_000;
/** §7: generic client retries. */
export const HTTP_DEFAULT_RETRIES = 2;
/** §7: methods the generic client retries. */
export const HTTP_RETRY_METHODS: readonly HttpMethod[] = [
  'get',
  'put',
  'head',
  'delete',
  'options',
  'trace',
];
/** §7: statuses the generic client retries. */
export const HTTP_RETRY_STATUSES: readonly number[] = [408, 413, 429, 500, 502, 503, 504];
/** §7: backoff factor, 0.3 s. */
export const HTTP_BACKOFF_FACTOR_MS = 300;

/**
 * §7: wait before retry number `retryNumber` (1-based): 0.3 · 2^(n−1) s, so 300 ms then 600 ms.
 * @param factorMs the 0.3 s factor; tests pass a scaled one.
 */
export function httpBackoffMs(
  retryNumber: number,
  factorMs: number = HTTP_BACKOFF_FACTOR_MS,
): number {
  if (!Number.isInteger(retryNumber) || retryNumber < 1) {
    throw new RangeError(`retryNumber must be a positive integer, got ${retryNumber}`);
  }
  return factorMs * 2 ** (retryNumber - 1);
}

/** §9: polling interval. */
export const POLL_INTERVAL_MS = 2000;
/** §9: polling gives up after this long. */
export const POLL_TOTAL_MS = 120_000;
