import { ApiNetworkError, ApiTimeoutError } from '@motes/api-client';
import type { useTranslate } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';

/** The `t` of `useTranslate()`, for helpers that word messages outside a component. */
export type Translate = ReturnType<typeof useTranslate>;

/**
 * {@link describeApiError} in the interface's language: the connection message is ours to
 * translate; a 4xx still shows the server's own message (written for users), and anything
 * else `fallback`, which the caller has already translated.
 */
export function describeApiProblem(t: Translate, error: unknown, fallback: string): string {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) {
    return t('app-connection-problem');
  }
  return describeApiError(error, fallback);
}
