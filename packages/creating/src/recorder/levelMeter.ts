// Issue 6 item 1: the live level meter's number, from the microphone's samples.

/** Levels below this (in dBFS) show as silence; a quiet room sits around −60 dB. */
export const LEVEL_FLOOR_DB = -60;

/**
 * The loudness of a block of samples (−1…1) as 0…1 on a decibel scale from
 * {@link LEVEL_FLOOR_DB} to full scale, which matches how loud it sounds better than the
 * raw amplitude does.
 */
export function levelFromSamples(samples: ArrayLike<number>): number {
  if (samples.length === 0) return 0;
  let sumOfSquares = 0;
  for (let index = 0; index < samples.length; index += 1) {
    const sample = samples[index]!;
    sumOfSquares += sample * sample;
  }
  const rms = Math.sqrt(sumOfSquares / samples.length);
  if (rms <= 0) return 0;
  const decibels = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (decibels - LEVEL_FLOOR_DB) / -LEVEL_FLOOR_DB));
}

/** The level as a whole percentage in steps of 5, for `aria-valuenow` (no flood of changes). */
export function levelPercent(level: number): number {
  return Math.round((Math.min(1, Math.max(0, level)) * 100) / 5) * 5;
}
