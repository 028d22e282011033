// Rows of `highlights` as the API shows them, and the list cursor (newest first).
import type { Highlight } from '@motes/shared';
import type { highlights } from '../../db/schema/index.js';

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
