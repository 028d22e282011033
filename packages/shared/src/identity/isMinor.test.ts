// §5 "isMinor is normalised to '1' or '0'. It accepts true, 'true', 'True', '1' and 1."
import { describe, expect, it } from 'vitest';
import { isMinorValue, normalizeIsMinor } from './isMinor';

describe('§5 isMinor normalisation', () => {
  it.each([true, 'true', 'True', '1', 1])("§5 %j → '1'", (value) => {
    expect(normalizeIsMinor(value)).toBe('1');
    expect(isMinorValue(value)).toBe(true);
  });

  it.each([false, 'false', 'TRUE', 'yes', '0', 0, 2, undefined, null, {}])(
    "§5 %j → '0'",
    (value) => {
      expect(normalizeIsMinor(value)).toBe('0');
      expect(isMinorValue(value)).toBe(false);
    },
  );
});
