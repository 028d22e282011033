// `GET u/highlights/export?format=csv|json`: every highlight of the user as a file to keep
// ("My Annotations", exportable). The labels are the user's own names for the colours.
import type { FastifyReply } from 'fastify';
import {
  HIGHLIGHT_CSV_COLUMNS,
  HIGHLIGHT_EXPORT_FILE_NAME,
  type Highlight,
  type HighlightColourName,
  type HighlightExportFormat,
} from '@motes/shared';
import { readStoredSettings, toSettings } from '../userSettings.js';

/** Answers the export as a download (`content-disposition: attachment`). */
export function sendHighlightExport(
  reply: FastifyReply,
  format: HighlightExportFormat,
  list: readonly Highlight[],
  storedSettings: unknown,
): FastifyReply {
  const labels = new Map<HighlightColourName, string>(
    toSettings(readStoredSettings(storedSettings)).highlightColours.map((entry) => [
      entry.colour,
      entry.label,
    ]),
  );
  const day = new Date().toISOString().slice(0, 10);
  const body =
    format === 'csv'
      ? highlightsToCsv(list, labels)
      : JSON.stringify(
          {
            exportedAt: new Date().toISOString(),
            highlights: list.map((highlight) => ({
              ...highlight,
              colourLabel: labels.get(highlight.colour) ?? highlight.colour,
            })),
          },
          null,
          2,
        );
  return reply
    .header(
      'content-type',
      format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    )
    .header(
      'content-disposition',
      `attachment; filename="${HIGHLIGHT_EXPORT_FILE_NAME}-${day}.${format}"`,
    )
    .header('cache-control', 'private, no-store')
    .send(body);
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read it as UTF-8. */
export function highlightsToCsv(
  list: readonly Highlight[],
  labels: ReadonlyMap<HighlightColourName, string>,
): string {
  const rows = list.map((highlight) => {
    const cells: Record<(typeof HIGHLIGHT_CSV_COLUMNS)[number], string> = {
      pageTitle: highlight.pageTitle,
      pageUrl: highlight.pageUrl,
      colour: highlight.colour,
      colourLabel: labels.get(highlight.colour) ?? highlight.colour,
      text: highlight.selector.exact,
      note: highlight.note ?? '',
      createdAt: highlight.createdAt,
    };
    return HIGHLIGHT_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',');
  });
  return `\uFEFF${[HIGHLIGHT_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

/**
 * One quoted cell. Text from web pages is untrusted: a cell a spreadsheet would run as a
 * formula (`=`, `+`, `-`, `@`, tab, return) gets a leading apostrophe (OWASP "CSV injection").
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
