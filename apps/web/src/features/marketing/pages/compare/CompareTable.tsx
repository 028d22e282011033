import { useTranslate } from '@motes/ui';
import { ComparisonTable, type ComparisonCell } from '../common/ComparisonTable';

const yes: ComparisonCell = { kind: 'yes' };
const no: ComparisonCell = { kind: 'no' };

/** Motes against three kinds of alternative (never named products), row by row. */
export function CompareTable() {
  const t = useTranslate();
  const text = (value: string): ComparisonCell => ({ kind: 'text', text: value });
  const depends = text(t('compare-cell-depends'));
  const notApplicable = text(t('compare-cell-not-applicable'));
  const variesByBrowser = text(t('compare-cell-varies-by-browser'));
  // A row about a tool this build lacks says so in the Motes column too (registry state).
  const notYet = text(t('tool-state-not-yet-available'));
  return (
    <ComparisonTable
      caption={t('compare-table-caption')}
      rowHeading={t('compare-table-what')}
      columns={[
        t('compare-column-motes'),
        t('compare-column-typing'),
        t('compare-column-recorders'),
        t('compare-column-read-aloud'),
      ]}
      yesLabel={t('compare-cell-yes')}
      noLabel={t('compare-cell-no')}
      highlightColumn={0}
      rows={[
        { label: t('compare-row-voice'), cells: [yes, no, yes, no] },
        {
          label: t('compare-row-effort'),
          cells: [
            text(t('compare-effort-motes')),
            text(t('compare-effort-typing')),
            text(t('compare-effort-recorders')),
            notApplicable,
          ],
        },
        {
          label: t('compare-row-share'),
          cells: [yes, text(t('compare-share-typing')), depends, notApplicable],
        },
        {
          label: t('compare-row-transcript'),
          cells: [
            { kind: 'yes', note: t('compare-transcript-motes') },
            text(t('compare-transcript-typing')),
            depends,
            notApplicable,
          ],
        },
        { label: t('compare-row-no-account'), cells: [yes, depends, depends, notApplicable] },
        {
          label: t('compare-row-read-aloud'),
          cells: [yes, no, no, variesByBrowser],
          tool: 'read_aloud',
        },
        {
          label: t('compare-row-translate'),
          cells: [yes, no, no, variesByBrowser],
          tool: 'translation',
        },
        {
          label: t('compare-row-reply'),
          cells: [notYet, text(t('compare-reply-typing')), text(t('compare-reply-recorders')), no],
          tool: 'loops',
        },
        { label: t('compare-row-controls'), cells: [notYet, no, no, no], tool: 'teacher_controls' },
        {
          label: t('compare-row-minors'),
          cells: [{ kind: 'yes', note: t('compare-minors-motes') }, depends, depends, depends],
        },
      ]}
    />
  );
}
