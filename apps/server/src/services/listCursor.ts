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

/** Reads a cursor from {@link writeListCursor}; anything else is a 400. */
export function readListCursor(cursor: string): ListCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(createdAt))
    ) {
      return { createdAt, id };
    }
  } catch {
    // fall through
  }
  throw new InvalidInputError('invalid_request', 'cursor: not a cursor from this list');
}
