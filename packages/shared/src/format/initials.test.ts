import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf (§5 "Initials are the first letters of the first and last words of a name")', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['Ada King Lovelace', 'AL'],
    ['ada lovelace', 'AL'],
    ['  Grace   Brewster  Hopper ', 'GH'],
    ['Plato', 'P'],
    ['Émile Zoë', 'ÉZ'],
    ['', ''],
    ['   ', ''],
  ])('gives %j the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('treats a missing name as empty', () => {
    expect(initialsOf(undefined)).toBe('');
    expect(initialsOf(null)).toBe('');
  });
});
