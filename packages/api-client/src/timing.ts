// Every time value the client uses comes from the spec (§7, §9) through scaleMs, so tests can
// run the real rules fast while production keeps the spec's numbers exactly.

export interface TimingOptions {
  /**
   * Multiplies every spec time value: route timeouts, the retry increment, the generic
   * client's timeout and backoff, polling intervals. Default 1 keeps the spec's numbers.
   * For tests only (e.g. 0.025 turns 4000 ms into 100 ms).
   */
  scale?: number;
}

/**
 * Applies {@link TimingOptions.scale} to a spec time value. Scaled values are rounded and
 * never below 1 ms; with the default scale the value is returned untouched.
 * @throws RangeError when the scale is not a positive finite number.
 */
export function scaleMs(ms: number, timing?: TimingOptions): number {
  const scale = timing?.scale ?? 1;
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new RangeError(`timing.scale must be a positive number, got ${scale}`);
  }
  return scale === 1 ? ms : Math.max(1, Math.round(ms * scale));
}
