// The retry loop both clients share; each client supplies its own plan (§7 route groups
// or the generic defaults).
import { delay } from './delay';
import type { AttemptOutcome, AttemptRequest } from './fetchAttempt';
import { fetchAttempt } from './fetchAttempt';

export interface RetryPlan {
  /** Retries after the first attempt. */
  retries: number;
  /** Timeout of attempt `attempt` (0 = first try). */
  attemptTimeoutMs(attempt: number): number;
  /** Whether a failed attempt may be retried (aborts never are). */
  shouldRetry(outcome: AttemptOutcome): boolean;
  /** Wait before retry `retryNumber` (1-based). */
  delayBeforeRetryMs(retryNumber: number): number;
}

/** The final outcome and how many attempts it took. */
export type RetriedOutcome = AttemptOutcome & { attempts: number };

/** Runs attempts until one is final by `plan`; a wait between attempts is abortable too. */
export async function fetchWithRetries(
  request: AttemptRequest,
  plan: RetryPlan,
): Promise<RetriedOutcome> {
  for (let attempt = 0; ; attempt += 1) {
    const outcome = await fetchAttempt(request, plan.attemptTimeoutMs(attempt));
    const canRetry = outcome.kind !== 'aborted' && attempt < plan.retries;
    if (!canRetry || !plan.shouldRetry(outcome)) return { ...outcome, attempts: attempt + 1 };
    const waitMs = plan.delayBeforeRetryMs(attempt + 1);
    if (waitMs > 0) {
      try {
        await delay(waitMs, request.signal);
      } catch {
        return { kind: 'aborted', attempts: attempt + 1 };
      }
    }
  }
}
