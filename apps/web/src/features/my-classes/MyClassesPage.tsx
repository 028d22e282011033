import { useTranslate } from '@motes/ui';
import { EmptyStatePage } from '../signed-in/EmptyStatePage';

/** `/my-classes` (§2): a teacher's classes, once classes exist. */
export function MyClassesPage() {
  const t = useTranslate();
  return (
    <EmptyStatePage
      title={t('my-classes-title')}
      lead={t('my-classes-lead')}
      emptyHeading={t('my-classes-empty-heading')}
      actions={[
        { label: t('my-classes-action-account'), to: '/account' },
        { label: t('my-classes-action-learning-zone'), to: '/learning-zone' },
      ]}
    >
      <p>{t('my-classes-empty-body')}</p>
      <p>{t('my-classes-empty-now')}</p>
    </EmptyStatePage>
  );
}
