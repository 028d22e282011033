import { useTranslate } from '@motes/ui';
import { ComparisonTable, type ComparisonCell } from '../common/ComparisonTable';
import { FREE_TIER } from './pricingFacts';
import { usePlanPrices } from './usePlanPrices';

const yes: ComparisonCell = { kind: 'yes' };
const no: ComparisonCell = { kind: 'no' };
const text = (value: string): ComparisonCell => ({ kind: 'text', text: value });

/** Every plan against every feature, as an accessible table. */
export function PlanComparison() {
  const t = useTranslate();
  const prices = usePlanPrices();
  const unlimited = text(t('pricing-table-unlimited'));
  const longest = text(t('pricing-table-minutes', { minutes: FREE_TIER.longMinutes }));
  return (
    <ComparisonTable
      caption={t('pricing-table-caption')}
      rowHeading={t('pricing-table-feature')}
      columns={[
        t('pricing-plan-free-name'),
        t('pricing-plan-unlimited-name'),
        t('pricing-plan-schools-name'),
      ]}
      yesLabel={t('pricing-table-yes')}
      noLabel={t('pricing-table-no')}
      rows={[
        {
          label: t('pricing-row-motes'),
          cells: [
            text(
              t('pricing-free-motes', {
                count: FREE_TIER.motesPerPeriod,
                days: FREE_TIER.periodDays,
              }),
            ),
            unlimited,
            unlimited,
          ],
        },
        {
          label: t('pricing-row-length'),
          cells: [
            text(t('pricing-table-minutes', { minutes: FREE_TIER.shortMinutes })),
            longest,
            longest,
          ],
        },
        { label: t('pricing-row-share'), cells: [yes, yes, yes] },
        { label: t('pricing-row-create'), cells: [yes, yes, yes] },
        {
          label: t('pricing-row-sidebar'),
          cells: [text(t('pricing-table-trial-only', { days: FREE_TIER.trialDays })), yes, yes],
        },
        { label: t('pricing-row-classes'), cells: [no, no, yes] },
        { label: t('pricing-row-loops'), cells: [no, no, yes] },
        { label: t('pricing-row-analytics'), cells: [no, no, yes] },
        { label: t('pricing-row-sso'), cells: [no, no, yes] },
        { label: t('pricing-row-dpa'), cells: [no, no, yes] },
        {
          label: t('pricing-row-price'),
          cells: [
            text(t('pricing-plan-free-price')),
            text(
              t('pricing-table-unlimited-price', {
                monthly: prices.monthly,
                yearly: prices.yearly,
              }),
            ),
            text(t('pricing-plan-schools-price')),
          ],
        },
      ]}
    />
  );
}
