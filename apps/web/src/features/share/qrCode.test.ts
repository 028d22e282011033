import { describe, expect, it } from 'vitest';
import { QR_QUIET_ZONE, qrMatrix, qrSvgFile, qrSvgPath } from './qrCode';

describe('QR code', () => {
  it('encodes a short text as a version 1 code of 21 × 21 modules', () => {
    expect(qrMatrix('HELLO WORLD').size).toBe(21);
  });

  it('grows to 4 modules more per version for a share link', () => {
    const size = qrMatrix('https://motes.example/m/AbCdEfGhIjKlMnOpQrStUv').size;
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThan(21);
  });

  it('draws one square per dark module, inside the quiet zone', () => {
    const matrix = qrMatrix('https://motes.example/m/AbCdEfGhIjKlMnOpQrStUv');
    let dark = 0;
    for (let y = 0; y < matrix.size; y += 1) {
      for (let x = 0; x < matrix.size; x += 1) if (matrix.dark(x, y)) dark += 1;
    }
    const squares = qrSvgPath(matrix).match(/M\d+ \d+h1v1h-1z/g) ?? [];
    expect(squares).toHaveLength(dark);
    // The top-left finder pattern's corner module is dark, drawn at the quiet zone's edge.
    expect(matrix.dark(0, 0)).toBe(true);
    expect(squares[0]).toBe(`M${QR_QUIET_ZONE} ${QR_QUIET_ZONE}h1v1h-1z`);
    const side = matrix.size + 2 * QR_QUIET_ZONE;
    expect(qrSvgFile(matrix)).toContain(`viewBox="0 0 ${side} ${side}"`);
  });
});
