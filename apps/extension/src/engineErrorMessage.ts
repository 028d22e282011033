// The language engines answer errors as `{ error, message }` with a message written for the
// user (apps/server/src/http/errors.ts). An injected engine call may go through the API
// client directly (an ApiError with that body) or through the background worker (an object
// carrying the same `status` and `body`): both are read here.

/** What an engine call failed with, as far as the interface needs to know. */
export interface EngineFailure {
  /** The HTTP status, when the server answered. */
  status?: number;
  /** The server's error code, e.g. `unsupported_language`, `word_not_found`. */
  code?: string;
  /** The server's message for the user, when it gave one. */
  message?: string;
}

/** Reads the status, error code and user message of a failed engine call. */
export function engineFailureOf(error: unknown): EngineFailure {
  if (typeof error !== 'object' || error === null) return {};
  const { status, body } = error as { status?: unknown; body?: unknown };
  const failure: EngineFailure = {};
  if (typeof status === 'number') failure.status = status;
  if (typeof body === 'object' && body !== null) {
    const { error: code, message } = body as { error?: unknown; message?: unknown };
    if (typeof code === 'string') failure.code = code;
    if (typeof message === 'string' && message.trim()) failure.message = message;
  }
  return failure;
}

/** True for an aborted call: §8 says an aborted request is not an error, so show nothing. */
export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
