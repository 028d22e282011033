// §5 "isMinor is normalised to '1' or '0'. It accepts true, 'true', 'True', '1' and 1."

/** The normalised isMinor flag, as sent to analytics (§7). */
export type MinorFlag = '1' | '0';

const MINOR_VALUES: readonly unknown[] = [true, 'true', 'True', '1', 1];

/**
 * §5: '1' for true, 'true', 'True', '1' and 1; '0' for anything else (false, undefined, 'TRUE',
 * 'yes', …). Only the listed spellings count, so a stray value never marks an adult a minor.
 */
export function normalizeIsMinor(value: unknown): MinorFlag {
  return MINOR_VALUES.includes(value) ? '1' : '0';
}

/** §5: the normalised flag as a boolean. */
export function isMinorValue(value: unknown): boolean {
  return normalizeIsMinor(value) === '1';
}
