// The cursor of a newest-first list (motes, highlights): the last row's creation time and id,
// opaque to the client. Rows sort by (createdAt desc, id desc), so the pair is unique.
import { InvalidInputError } from '../domain/errors.js';

/** Where the next page starts: after this row. */
export interface ListCursor {
  createdAt: string;
  id: string;
}

/** The cursor after `row`. */
export function writeListCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

/**
 * The time exactly as {@link writeListCursor} writes it. JavaScript parses more than
 * PostgreSQL accepts (`"1"`, year 0, years past 9999), and those reached the query as a 500.
 */
const CURSOR_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** Row ids are URL-safe (mote and highlight ids); anything else (U+0000) never reaches SQL. */
const CURSOR_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** Reads a cursor from {@link writeListCursor}; anything else is a 400. */
export function readListCursor(cursor: string): ListCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      CURSOR_TIME.test(createdAt) &&
      new Date(createdAt).toISOString() === createdAt &&
      CURSOR_ID.test(id)
    ) {
      return { createdAt, id };
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError('invalid_request', 'cursor: not a cursor from this list');
}
