// §5 "Time display is mm:ss, with 00:00 for negatives. A duration can also be spelled out in
// minutes and seconds."

/** Whole seconds of a value; negatives, NaN and infinities count as 0. */
function wholeSeconds(seconds: number): number {
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.floor(seconds);
}

/**
 * `mm:ss` for a recording time (§5): `formatClock(65)` is `'01:05'`, any negative is `'00:00'`.
 * Fractions are cut (a clock shows a second only once it has passed). Minutes are not
 * wrapped into hours: an hour reads `'60:00'` and 100 minutes `'100:00'`, since recordings
 * are minutes long (§9: 300 s at most) and an hour field would only hide a bug.
 */
export function formatClock(seconds: number): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}

function unit(count: number, singular: string): string {
  return `${count} ${singular}${count === 1 ? '' : 's'}`;
}

/**
 * A duration in words (§5): `'1 minute 5 seconds'`, `'2 minutes'`, `'1 second'`, and
 * `'0 seconds'` for zero or negatives. A zero part is left out unless both are zero.
 * Fractions are cut like {@link formatClock}, so the words match the clock.
 */
export function spellDuration(seconds: number): string {
  const total = wholeSeconds(seconds);
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  if (minutes === 0) return unit(rest, 'second');
  if (rest === 0) return unit(minutes, 'minute');
  return `${unit(minutes, 'minute')} ${unit(rest, 'second')}`;
}
