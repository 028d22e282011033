// §7 "Polling by interval is supported" and "A polling helper repeats a check every 2 s for
// up to 120 s and can be cancelled"; §9 Polling: 2000 ms interval, 120000 ms total.
import { POLL_INTERVAL_MS, POLL_TOTAL_MS } from '@motes/shared';
import type { TimingOptions } from './timing';
import { scaleMs } from './timing';

export interface PollOptions {
  /** Wait between the end of one check and the start of the next. Default 2000 ms (§9). */
  intervalMs?: number;
  /** Give up after this long. Default 120000 ms (§9). */
  totalMs?: number;
  /** Scales the defaults (tests); explicit values above are used as given. */
  timing?: TimingOptions;
}

/** Resolves the interval and total of a poll: explicit values, else the scaled §9 defaults. */
export function resolvePollTiming(options: PollOptions = {}): {
  intervalMs: number;
  totalMs: number;
} {
  return {
    intervalMs: options.intervalMs ?? scaleMs(POLL_INTERVAL_MS, options.timing),
    totalMs: options.totalMs ?? scaleMs(POLL_TOTAL_MS, options.timing),
  };
}

export type PollCheckResult<T> = { done: true; value: T } | { done: false };

/** How a poll ended. Timing out and cancelling are outcomes, not errors. */
export type PollOutcome<T> =
  { status: 'done'; value: T } | { status: 'timedOut' } | { status: 'cancelled' };

export interface PollHandle<T> {
  promise: Promise<PollOutcome<T>>;
  /** Stops polling; the promise resolves `{ status: 'cancelled' }`. Safe to call twice. */
  cancel(): void;
}

/**
 * Runs `check` at once, then `intervalMs` after each check completes (checks never overlap),
 * until it reports done, `totalMs` passes, or `cancel()` is called. The signal given to
 * `check` aborts when polling ends, so an in-flight request can stop too.
 * The promise rejects only if `check` throws; catch inside `check` to keep polling on errors.
 */
export function poll<T>(
  check: (signal: AbortSignal) => PollCheckResult<T> | Promise<PollCheckResult<T>>,
  options?: PollOptions,
): PollHandle<T> {
  const { intervalMs, totalMs } = resolvePollTiming(options);
  const controller = new AbortController();
  let resolvePromise: (outcome: PollOutcome<T>) => void = () => {};
  let rejectPromise: (error: unknown) => void = () => {};
  const promise = new Promise<PollOutcome<T>>((resolve, reject) => {
    resolvePromise = resolve;
    rejectPromise = reject;
  });
  let nextCheck: ReturnType<typeof setTimeout> | undefined;

  const end = (settle: () => void) => {
    if (controller.signal.aborted) return;
    controller.abort();
    clearTimeout(deadline);
    clearTimeout(nextCheck);
    settle();
  };
  const deadline = setTimeout(() => end(() => resolvePromise({ status: 'timedOut' })), totalMs);

  const runCheck = async () => {
    try {
      const result = await check(controller.signal);
      if (controller.signal.aborted) return;
      if (result.done) end(() => resolvePromise({ status: 'done', value: result.value }));
      else nextCheck = setTimeout(() => void runCheck(), intervalMs);
    } catch (error) {
      end(() => rejectPromise(error));
    }
  };
  void runCheck();

  return { promise, cancel: () => end(() => resolvePromise({ status: 'cancelled' })) };
}
