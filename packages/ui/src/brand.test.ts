import { describe, expect, it } from 'vitest';
import { BRAND_NAME } from './index';

describe('BRAND_NAME', () => {
  it('is the display name "Motes", exported from the package entry', () => {
    expect(BRAND_NAME).toBe('Motes');
  });
});
