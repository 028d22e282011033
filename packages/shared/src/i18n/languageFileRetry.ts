// §5 "Language-file loading retries up to 5 times with a 350 ms wait that doubles."

/** §5: how many times a failed language-file load is tried again. */
export const LANGUAGE_FILE_MAX_RETRIES = 5;

/** §5: the wait before the first retry, in ms; each later wait doubles. */
export const LANGUAGE_FILE_FIRST_RETRY_WAIT_MS = 350;

/** The wait before each retry, in ms: 350, 700, 1400, 2800, 5600. */
export const LANGUAGE_FILE_RETRY_WAITS_MS: readonly number[] = Object.freeze(
  Array.from(
    { length: LANGUAGE_FILE_MAX_RETRIES },
    (_, retry) => LANGUAGE_FILE_FIRST_RETRY_WAIT_MS * 2 ** retry,
  ),
);

/** Options of {@link loadWithRetries}. */
export interface LoadWithRetriesOptions {
  /** Waits `ms`; defaults to a `setTimeout` promise. Tests pass a fake. */
  sleep?: (ms: number) => Promise<void>;
  /** Waits before each retry; defaults to {@link LANGUAGE_FILE_RETRY_WAITS_MS}. */
  waitsMs?: readonly number[];
  /** Whether an error is worth another try (e.g. not a 404); defaults to always. */
  shouldRetry?: (error: unknown, attempt: number) => boolean;
  /** Called before each wait with the error, the 1-based retry number and the wait in ms. */
  onRetry?: (error: unknown, retry: number, waitMs: number) => void;
}

const defaultSleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `load` and, when it fails, tries again after each wait of the schedule (§5): one
 * first try plus at most 5 retries, so 6 tries in all, waiting 350, 700, 1400, 2800 and
 * 5600 ms in between. Resolves with the first success; rejects with the last error once the
 * retries are used up or `shouldRetry` says no. `load` gets the 0-based attempt number.
 */
export async function loadWithRetries<T>(
  load: (attempt: number) => Promise<T>,
  options: LoadWithRetriesOptions = {},
): Promise<T> {
  const {
    sleep = defaultSleep,
    waitsMs = LANGUAGE_FILE_RETRY_WAITS_MS,
    shouldRetry = () => true,
    onRetry,
  } = options;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load(attempt);
    } catch (error) {
      const waitMs = waitsMs[attempt];
      if (waitMs === undefined || !shouldRetry(error, attempt)) throw error;
      onRetry?.(error, attempt + 1, waitMs);
      await sleep(waitMs);
    }
  }
}
