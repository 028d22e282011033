// §8 errors. Messages come from @motes/shared so server logs and client toasts agree.
import { networkFailureMessage, requestFailedMessage, requestTimedOutMessage } from '@motes/shared';

export interface ApiErrorDetails {
  status: number;
  method: string;
  url: string;
  /** The error body: parsed JSON when possible, else the text (§8). */
  body: unknown;
  /** True when the 403 hook has already reacted (sign-out, logout message). */
  handled?: boolean;
}

/** An HTTP answer with status 400 or above. Message: `Request failed with status code {status}: {method} {url}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  /** Upper-case, as sent. */
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
  /**
   * True when the 403 hook already handled this error (the website is navigating to the
   * sign-in page, or the extension was told to log out). Callers should show nothing more.
   */
  readonly handled: boolean;

  constructor(details: ApiErrorDetails) {
    super(requestFailedMessage(details.status, details.method, details.url));
    this.status = details.status;
    this.method = details.method.toUpperCase();
    this.url = details.url;
    this.body = details.body;
    this.handled = details.handled ?? false;
  }
}

/** Every attempt timed out (§7 retries included). Message: `Request timed out: {method} {url}`. */
export class ApiTimeoutError extends Error {
  override readonly name = 'ApiTimeoutError';
  readonly method: string;
  readonly url: string;
  /** How many attempts were made, first try included. */
  readonly attempts: number;
  /** Timeout of the last attempt. */
  readonly timeoutMs: number;

  constructor(method: string, url: string, attempts: number, timeoutMs: number) {
    super(requestTimedOutMessage(method, url));
    this.method = method.toUpperCase();
    this.url = url;
    this.attempts = attempts;
    this.timeoutMs = timeoutMs;
  }
}

/** The request got no HTTP answer (refused, reset, DNS). `cause` holds fetch's error. */
export class ApiNetworkError extends Error {
  override readonly name = 'ApiNetworkError';
  readonly method: string;
  readonly url: string;
  readonly attempts: number;

  constructor(method: string, url: string, attempts: number, cause: unknown) {
    super(networkFailureMessage(method, url), { cause });
    this.method = method.toUpperCase();
    this.url = url;
    this.attempts = attempts;
  }
}
