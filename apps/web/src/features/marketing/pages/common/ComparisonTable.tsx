import { useId } from 'react';
import type { ProductToolId } from '@motes/shared';
import { ToolStateMark, toolStateAttributes } from '../../components';
import './pages.css';

/** One cell of a {@link ComparisonTable}: a tick, a dash or a few words. */
export type ComparisonCell =
  { kind: 'yes'; note?: string } | { kind: 'no'; note?: string } | { kind: 'text'; text: string };

/** One row: the thing being compared (a row header) and one cell per column. */
export interface ComparisonRow {
  label: string;
  cells: readonly ComparisonCell[];
  /** The tool the row is about: its state in this build shows beside the label. */
  tool?: ProductToolId;
}

/** Props of {@link ComparisonTable}. */
export interface ComparisonTableProps {
  /** Names the table for everyone (shown above it). */
  caption: string;
  /** The header of the first column, above the row labels. */
  rowHeading: string;
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** What a tick and a dash mean, read out instead of the symbols. */
  yesLabel: string;
  noLabel: string;
  /** A column to set off visually (our own), 0-based. */
  highlightColumn?: number;
}

function Cell({
  cell,
  yesLabel,
  noLabel,
}: {
  cell: ComparisonCell;
  yesLabel: string;
  noLabel: string;
}) {
  if (cell.kind === 'text') return <>{cell.text}</>;
  const yes = cell.kind === 'yes';
  return (
    <>
      <span className={`mp-mark mp-mark--${cell.kind}`} aria-hidden="true">
        {yes ? '✓' : '—'}
      </span>
      <span className="mp-visually-hidden">{yes ? yesLabel : noLabel}</span>
      {cell.note ? <span className="mp-table__note">{cell.note}</span> : null}
    </>
  );
}

/**
 * A comparison as a real data table: a caption, column headers and row headers with `scope`,
 * so screen readers announce "Unlimited, Longest recording, 5 minutes" for each cell. On
 * narrow screens the table scrolls sideways inside a focusable, labelled region.
 */
export function ComparisonTable({
  caption,
  rowHeading,
  columns,
  rows,
  yesLabel,
  noLabel,
  highlightColumn,
}: ComparisonTableProps) {
  const captionId = useId();
  const columnClass = (index: number) =>
    index === highlightColumn ? 'mp-table__highlight' : undefined;
  return (
    // tabIndex: a scrolling region must be reachable by keyboard to be scrolled (WCAG 2.1.1).
    <div className="mp-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="mp-table">
        <caption id={captionId} className="mp-table__caption">
          {caption}
        </caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {columns.map((column, index) => (
              <th scope="col" key={column} className={columnClass(index)}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} {...toolStateAttributes(row.tool)}>
              <th scope="row">
                {row.label}
                {row.tool ? (
                  <>
                    {' '}
                    <ToolStateMark tool={row.tool} as="span" />
                  </>
                ) : null}
              </th>
              {row.cells.map((cell, index) => (
                <td key={index} className={columnClass(index)}>
                  <Cell cell={cell} yesLabel={yesLabel} noLabel={noLabel} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
