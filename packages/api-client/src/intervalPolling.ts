// §7 "Polling by interval is supported": a task repeated until stopped (the API client's
// `poll`). Apart from the one-shot polling helper in polling.ts, which only sign-in needs.

export interface IntervalPoller {
  /** Stops polling and aborts the run in flight. Safe to call twice. */
  stop(): void;
}

/**
 * Runs `task` at once and then `intervalMs` after each run completes, until `stop()`.
 * A run that throws goes to `onError` and polling continues.
 */
export function startIntervalPolling(
  task: (signal: AbortSignal) => Promise<void>,
  intervalMs: number,
  onError: (error: unknown) => void,
): IntervalPoller {
  const controller = new AbortController();
  let nextRun: ReturnType<typeof setTimeout> | undefined;
  const run = async () => {
    try {
      await task(controller.signal);
    } catch (error) {
      if (!controller.signal.aborted) onError(error);
    }
    if (!controller.signal.aborted) nextRun = setTimeout(() => void run(), intervalMs);
  };
  void run();
  return {
    stop() {
      controller.abort();
      clearTimeout(nextRun);
    },
  };
}
