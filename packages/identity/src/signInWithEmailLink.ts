// §7 sign-in by emailed one-time link: ask for a link (`v1/i/signIn/clientOTL`), then poll with
// the §7 polling helper (every 2 s, up to 120 s, cancellable) until the link is opened on any
// device, then complete the §4 login (withOTL and withEmail true). §8: a failure sends
// "Login Error Occurred" with the error text or 'Unknown error'.
import type { ApiClient, PollOptions } from '@motes/api-client';
import { ApiError, poll, resolvePollTiming } from '@motes/api-client';
import type {
  EventMutationInput,
  OtlPollResponse,
  OtlRequestInput,
  SignInLogin,
} from '@motes/shared';
import {
  API_ROUTES,
  OtlPollResponseSchema,
  OtlRequestResponseSchema,
  OtlRequestSchema,
  UNKNOWN_ERROR_TEXT,
} from '@motes/shared';
import type { IdentityStore } from './identityStoreTypes';

/** §7 the one-time-link request. */
export const EMAIL_LINK_REQUEST_PATH = `v1/${API_ROUTES.signIn.requestLink.path}`;
/** The poll of a one-time link. */
export const EMAIL_LINK_POLL_PATH = `v1/${API_ROUTES.signIn.pollLink.path}`;

/** How an email-link sign-in ended. Expiry, time-out and cancelling are outcomes, not errors. */
export type EmailLinkOutcome =
  | { status: 'complete'; login: SignInLogin }
  | { status: 'expired' }
  | { status: 'timedOut' }
  | { status: 'cancelled' };

export interface EmailLinkSignIn {
  /** Rejects on errors (invalid email: zod `$ZodError`; refused link: ApiError; §8 login errors). */
  promise: Promise<EmailLinkOutcome>;
  /** Stops asking and polling; the promise resolves `{ status: 'cancelled' }`. */
  cancel(): void;
}

export interface EmailLinkOptions {
  /** Receives the §8 "Login Error Occurred" event (the analytics client's `event`). */
  analytics?: { event(mutation: EventMutationInput): Promise<void> };
  /** §9 defaults (2000 ms / 120000 ms); tests shorten them. */
  poll?: PollOptions;
  /**
   * Called once, when the server has accepted the request and the link is on its way, before
   * polling starts. A refused request (invalid email, rate limit) never calls it: the promise
   * rejects instead. Not called for a cancelled attempt.
   */
  onLinkSent?: (link: EmailLinkSent) => void;
}

/** What {@link EmailLinkOptions.onLinkSent} learns about the link that was sent. */
export interface EmailLinkSent {
  /** The address the link went to (trimmed and lower-cased). */
  email: string;
  /** When the emailed link stops working (ISO 8601). */
  expiresAt: string;
}

const LOGIN_FLAGS = { withOTL: true, withEmail: true } as const;

/** §8: the login error event's text: the error's text, or 'Unknown error' when it has none. */
export function loginErrorText(error: unknown): string {
  if (error instanceof Error) return error.message || UNKNOWN_ERROR_TEXT;
  return typeof error === 'string' && error ? error : UNKNOWN_ERROR_TEXT;
}

/** Poll failures worth another try: no answer, a timeout, a rate limit or a server error. */
function isTransient(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 429 || error.status >= 500;
}

/** Starts an email-link sign-in for `request.email`. */
export function signInWithEmailLink(
  store: IdentityStore,
  apiClient: ApiClient,
  request: OtlRequestInput,
  options: EmailLinkOptions = {},
): EmailLinkSignIn {
  const controller = new AbortController();
  let stopPolling = () => {};

  async function pollUntilOpened(pollToken: string, serverIntervalMs: number) {
    const timing = resolvePollTiming(options.poll);
    const handle = poll<OtlPollResponse>(
      async (signal) => {
        try {
          const result = await apiClient.requestAbortable({
            path: EMAIL_LINK_POLL_PATH,
            method: 'post',
            body: { pollToken },
            skipAuth: true,
            signal,
          });
          if (result.aborted) return { done: false };
          const answer = OtlPollResponseSchema.parse(result.data);
          return answer.status === 'pending' ? { done: false } : { done: true, value: answer };
        } catch (error) {
          if (isTransient(error)) return { done: false };
          throw error;
        }
      },
      {
        // The server may ask for slower polling; never faster than §9 unless a test says so.
        intervalMs: options.poll?.intervalMs ?? Math.max(timing.intervalMs, serverIntervalMs),
        totalMs: timing.totalMs,
      },
    );
    stopPolling = handle.cancel;
    if (controller.signal.aborted) handle.cancel();
    return handle.promise;
  }

  async function run(): Promise<EmailLinkOutcome> {
    const body = OtlRequestSchema.parse(request);
    try {
      const started = await apiClient.requestAbortable({
        path: EMAIL_LINK_REQUEST_PATH,
        method: 'post',
        body,
        skipAuth: true,
        signal: controller.signal,
      });
      if (started.aborted) return { status: 'cancelled' };
      const { pollToken, pollIntervalMs, expiresAt } = OtlRequestResponseSchema.parse(started.data);
      if (controller.signal.aborted) return { status: 'cancelled' };
      options.onLinkSent?.({ email: body.email, expiresAt });
      const outcome = await pollUntilOpened(pollToken, pollIntervalMs);
      if (outcome.status !== 'done') return { status: outcome.status };
      if (outcome.value.status !== 'complete') return { status: 'expired' };
      await store.completeLogin(outcome.value.login, LOGIN_FLAGS);
      return { status: 'complete', login: outcome.value.login };
    } catch (error) {
      void options.analytics?.event({
        type: 'loginErrorOccurred',
        variables: { error: loginErrorText(error), ...LOGIN_FLAGS },
      });
      throw error;
    }
  }

  return {
    promise: run(),
    cancel: () => {
      controller.abort();
      stopPolling();
    },
  };
}
