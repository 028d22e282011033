// §7 "A fault-injection mode exists in non-production": off by default, refuses production.
import { delay } from './delay';
import type { FetchLike } from './fetchAttempt';

export interface FaultInjectionOptions {
  enabled: boolean;
  /** Share of requests (0–1) answered with `status` without reaching the server. Default 0. */
  failureRate?: number;
  /** Latency added before every request, in ms (not scaled by `timing`); counts against the timeout. Default 0. */
  latencyMs?: number;
  /** Status of injected failures, 400–599. Default 503. */
  status?: number;
  /** Random source in [0, 1); default Math.random. Tests pass a fixed one. */
  random?: () => number;
}

export const FAULT_INJECTION_REFUSED_MESSAGE = 'Fault injection is not available in production';
/** Marks injected answers so they are never mistaken for the server's. */
export const FAULT_INJECTED_HEADER = 'x-motes-fault-injected';
const DEFAULT_FAULT_STATUS = 503;

/**
 * Checks fault-injection options before they take effect.
 * @throws Error(FAULT_INJECTION_REFUSED_MESSAGE) when enabling it in `production`.
 * @throws RangeError for a failure rate outside 0–1, negative latency or a status outside 400–599.
 */
export function assertFaultInjectionAllowed(
  environment: string,
  options: FaultInjectionOptions | undefined,
): void {
  if (!options?.enabled) return;
  if (environment === 'production') throw new Error(FAULT_INJECTION_REFUSED_MESSAGE);
  const { failureRate = 0, latencyMs = 0, status = DEFAULT_FAULT_STATUS } = options;
  if (!(failureRate >= 0 && failureRate <= 1)) {
    throw new RangeError(`failureRate must be between 0 and 1, got ${failureRate}`);
  }
  if (!(latencyMs >= 0)) throw new RangeError(`latencyMs must be ≥ 0, got ${latencyMs}`);
  if (!Number.isInteger(status) || status < 400 || status > 599) {
    throw new RangeError(`status must be an HTTP error status (400–599), got ${status}`);
  }
}

/** Wraps `fetch` so each call waits `latencyMs`, then fails at `failureRate` with `status`. */
export function withFaultInjection(
  fetchImpl: FetchLike,
  options: FaultInjectionOptions,
): FetchLike {
  const {
    failureRate = 0,
    latencyMs = 0,
    status = DEFAULT_FAULT_STATUS,
    random = Math.random,
  } = options;
  const injected: FetchLike = async (url, init) => {
    if (latencyMs > 0) await delay(latencyMs, init.signal ?? undefined);
    if (random() < failureRate) {
      return new Response(JSON.stringify({ error: 'Injected fault', status }), {
        status,
        headers: { 'content-type': 'application/json', [FAULT_INJECTED_HEADER]: '1' },
      });
    }
    return fetchImpl(url, init);
  };
  return injected;
}
