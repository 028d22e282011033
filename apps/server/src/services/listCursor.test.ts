// Found by the fuzz suite (issue 14): cursors JavaScript accepted but PostgreSQL did not (a
// time of "1", year 0, U+0000 in the id) reached the list query and answered 500.
import { describe, expect, it } from 'vitest';
import { readListCursor, writeListCursor } from './listCursor.js';

const cursorOf = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');

describe('list cursors', () => {
  it('reads back what it wrote', () => {
    const createdAt = new Date('2026-11-27T14:00:00.123Z');
    expect(readListCursor(writeListCursor({ createdAt, id: 'mote_Id-1' }))).toEqual({
      createdAt: '2026-11-27T14:00:00.123Z',
      id: 'mote_Id-1',
    });
  });

  it.each([
    ['a time JavaScript reads and PostgreSQL refuses', ['1', 'abc']],
    ['year 0, which PostgreSQL has not', ['0000-01-01T00:00:00.000Z', 'abc']],
    ['a year past 9999', ['+275760-09-13T00:00:00.000Z', 'abc']],
    ['an impossible date', ['2026-02-31T00:00:00.000Z', 'abc']],
    ['U+0000 in the id', ['2026-01-01T00:00:00.000Z', 'a\u0000b']],
    ['a number for the id', ['2026-01-01T00:00:00.000Z', 7]],
  ])('refuses %s with a 400', (_case, parts) => {
    expect(() => readListCursor(cursorOf(parts))).toThrow('cursor: not a cursor from this list');
  });
});
