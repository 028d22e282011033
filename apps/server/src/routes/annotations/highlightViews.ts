// Rows of `highlights` as the API shows them, and the list cursor (newest first).
import type { Highlight } from '@motes/shared';
import type { highlights } from '../../db/schema/index.js';
import { HttpError } from '../../http/errors.js';

export type HighlightRow = typeof highlights.$inferSelect;

export function toHighlight(row: HighlightRow): Highlight {
  return {
    id: row.id,
    pageUrl: row.pageUrl,
    pageTitle: row.pageTitle,
    colour: row.colour as Highlight['colour'],
    selector: { exact: row.exact, prefix: row.prefix, suffix: row.suffix },
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The position after `row` in a newest-first list (the columns keep milliseconds only). */
export function writeCursor(row: HighlightRow): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

export function readCursor(cursor: string): { createdAt: string; id: string } {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as unknown[];
    if (
      typeof createdAt === 'string' &&
      typeof id === 'string' &&
      !Number.isNaN(Date.parse(createdAt))
    )
      return { createdAt, id };
  } catch {
    // fall through
  }
  throw new HttpError(400, 'invalid_request', 'cursor: not a cursor from this list');
}
