import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLOR_PAIRS, COLOR_TOKENS, colorTokenValue, contrastRatio } from './colorTokens';

const stylesheet = readFileSync(join(import.meta.dirname, '../styles.css'), 'utf8');

describe('colour tokens (§9 purple/pink palette)', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('declares each token in styles.css with the same value', () => {
    for (const { name, value } of COLOR_TOKENS) {
      expect(stylesheet, name).toContain(`--motes-color-${name}: ${value};`);
    }
  });

  it('is purple and pink', () => {
    const hue = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [
        number,
        number,
        number,
      ];
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      const raw =
        max === r
          ? (g - b) / (max - min)
          : max === g
            ? 2 + (b - r) / (max - min)
            : 4 + (r - g) / (max - min);
      return (raw * 60 + 360) % 360;
    };
    expect(hue(colorTokenValue('primary'))).toBeGreaterThan(255); // violet
    expect(hue(colorTokenValue('primary'))).toBeLessThan(290);
    expect(hue(colorTokenValue('accent'))).toBeGreaterThan(310); // pink
  });

  // WCAG 2.2 AA: 4.5:1 for text, 3:1 for focus rings and field edges.
  it.each(COLOR_PAIRS)('$foreground on $background reaches $minimum:1', (pair) => {
    const ratio = contrastRatio(colorTokenValue(pair.foreground), colorTokenValue(pair.background));
    expect(ratio).toBeGreaterThanOrEqual(pair.minimum);
  });
});
