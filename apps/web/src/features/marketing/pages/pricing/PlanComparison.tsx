import { useTranslate } from '@motes/ui';
import { ComparisonTable, type ComparisonCell } from '../common/ComparisonTable';
import { FREE_TIER } from './pricingFacts';

const yes: ComparisonCell = { kind: 'yes' };
const no: ComparisonCell = { kind: 'no' };
const text = (value: string): ComparisonCell => ({ kind: 'text', text: value });

/** Using Motes without an account against a free account: the only two options today. */
export function PlanComparison() {
  const t = useTranslate();
  return (
    <ComparisonTable
      caption={t('pricing-table-caption')}
      rowHeading={t('pricing-table-feature')}
      columns={[t('pricing-anonymous-name'), t('pricing-plan-free-name')]}
      yesLabel={t('pricing-table-yes')}
      noLabel={t('pricing-table-no')}
      rows={[
        {
          label: t('pricing-row-motes'),
          cells: [
            text(t('pricing-table-not-counted')),
            text(
              t('pricing-free-motes', {
                count: FREE_TIER.motesPerPeriod,
                days: FREE_TIER.periodDays,
              }),
            ),
          ],
        },
        {
          label: t('pricing-row-length'),
          cells: [
            text(t('pricing-table-seconds', { seconds: FREE_TIER.standardSeconds })),
            text(t('pricing-table-seconds', { seconds: FREE_TIER.limitedSeconds })),
          ],
        },
        { label: t('pricing-row-share'), cells: [yes, yes] },
        { label: t('pricing-row-create'), cells: [yes, yes] },
        { label: t('pricing-row-library'), cells: [no, yes] },
        {
          label: t('pricing-row-price'),
          cells: [text(t('pricing-free')), text(t('pricing-free'))],
        },
      ]}
    />
  );
}
