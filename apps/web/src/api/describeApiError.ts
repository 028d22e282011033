import { ApiError, ApiNetworkError, ApiTimeoutError } from '@motes/api-client';
import { ApiErrorBodySchema } from '@motes/shared';

/** Shown when the server could not be reached at all. */
export const CONNECTION_PROBLEM_MESSAGE =
  "We couldn't reach Motes. Check your internet connection and try again.";

/** The `error` code of an API error body (e.g. `sign_in_link_used`), if there is one. */
export function apiErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const body = ApiErrorBodySchema.safeParse(error.body);
  return body.success ? body.data.error : undefined;
}

/**
 * A sentence for the person who caused `error`: the server's own message for a 4xx (they are
 * written for users), a connection message when there was no answer, else `fallback`.
 * A 5xx never shows its message: the server keeps internals to itself and so do we.
 */
export function describeApiError(error: unknown, fallback: string): string {
  if (error instanceof ApiNetworkError || error instanceof ApiTimeoutError) {
    return CONNECTION_PROBLEM_MESSAGE;
  }
  if (error instanceof ApiError && error.status < 500) {
    const body = ApiErrorBodySchema.safeParse(error.body);
    if (body.success && body.data.message) return body.data.message;
  }
  return fallback;
}
