import { HELP_WIDGET_IDLE_TIMEOUT_MS } from '@motes/shared';

/** The parts of `window` that idle scheduling uses (tests pass their own). */
export interface IdleScheduler {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
}

/**
 * Runs `callback` once the browser is idle, and at the latest after `timeoutMs` (§9: the help
 * widget's idle load timeout is 3 s). Browsers without `requestIdleCallback` (Safari) wait the
 * timeout. Returns a function that cancels the call.
 */
export function runWhenIdle(
  callback: () => void,
  timeoutMs = HELP_WIDGET_IDLE_TIMEOUT_MS,
  scheduler: IdleScheduler = window as unknown as IdleScheduler,
): () => void {
  if (scheduler.requestIdleCallback && scheduler.cancelIdleCallback) {
    const handle = scheduler.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  const handle = scheduler.setTimeout(callback, timeoutMs);
  return () => scheduler.clearTimeout(handle);
}
