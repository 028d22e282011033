import { useTranslate } from '@motes/ui';
import { ComparisonTable } from '../common/ComparisonTable';

/** The four ESSA evidence tiers, what each requires, and which one Motes meets today. */
export function EssaTiers() {
  const t = useTranslate();
  const notYet = { kind: 'no', note: t('impact-essa-not-yet') } as const;
  return (
    <ComparisonTable
      caption={t('impact-essa-caption')}
      rowHeading={t('impact-essa-tier')}
      columns={[t('impact-essa-requires'), t('impact-essa-motes')]}
      yesLabel={t('impact-essa-met')}
      noLabel={t('impact-essa-not-met')}
      highlightColumn={1}
      rows={[
        {
          label: t('impact-essa-tier-1'),
          cells: [{ kind: 'text', text: t('impact-essa-tier-1-requires') }, notYet],
        },
        {
          label: t('impact-essa-tier-2'),
          cells: [{ kind: 'text', text: t('impact-essa-tier-2-requires') }, notYet],
        },
        {
          label: t('impact-essa-tier-3'),
          cells: [{ kind: 'text', text: t('impact-essa-tier-3-requires') }, notYet],
        },
        {
          label: t('impact-essa-tier-4'),
          cells: [
            { kind: 'text', text: t('impact-essa-tier-4-requires') },
            { kind: 'yes', note: t('impact-essa-tier-4-status') },
          ],
        },
      ]}
    />
  );
}
