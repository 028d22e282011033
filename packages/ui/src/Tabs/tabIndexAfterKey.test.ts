import { describe, expect, it } from 'vitest';
import { tabIndexAfterKey } from './tabIndexAfterKey';

describe('tabIndexAfterKey (WAI-ARIA tabs)', () => {
  it('steps with the arrows, loops round, jumps with Home and End', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Home', 2, 3)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
    expect(tabIndexAfterKey('Enter', 0, 3)).toBeUndefined();
  });

  it('follows what the reader sees right to left', () => {
    expect(tabIndexAfterKey('ArrowLeft', 0, 3, 'rtl')).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 0, 3, 'rtl')).toBe(2);
  });
});
