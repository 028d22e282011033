import { useTranslate } from '@motes/ui';
import { EmptyStatePage } from '../signed-in/EmptyStatePage';

/** `/activity` (§2 "My Activity"): the user's motes, newest first, once motes exist. */
export function ActivityPage() {
  const t = useTranslate();
  return (
    <EmptyStatePage
      title={t('activity-title')}
      lead={t('activity-lead')}
      emptyHeading={t('activity-empty-heading')}
      actions={[
        { label: t('activity-action-account'), to: '/account' },
        { label: t('activity-action-extension'), to: '/product#extension' },
      ]}
    >
      <p>{t('activity-empty-body')}</p>
      <p>{t('activity-empty-now')}</p>
    </EmptyStatePage>
  );
}
