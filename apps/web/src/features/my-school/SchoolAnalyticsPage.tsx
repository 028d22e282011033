import { useTranslate } from '@motes/ui';
import { EmptyStatePage } from '../signed-in/EmptyStatePage';

/** `/my-school/analytics` (§2, §1 "admin insights"): a school's usage, once there is any. */
export function SchoolAnalyticsPage() {
  const t = useTranslate();
  return (
    <EmptyStatePage
      title={t('my-school-analytics-title')}
      lead={t('my-school-analytics-lead')}
      emptyHeading={t('my-school-analytics-empty-heading')}
      actions={[
        { label: t('my-school-action-users'), to: '/my-school/manage-users' },
        { label: t('my-school-action-impact'), to: '/impact' },
      ]}
    >
      <p>{t('my-school-analytics-empty-body')}</p>
      <p>{t('my-school-analytics-empty-now')}</p>
    </EmptyStatePage>
  );
}
