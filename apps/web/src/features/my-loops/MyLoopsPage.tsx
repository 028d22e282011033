import { useTranslate } from '@motes/ui';
import { EmptyStatePage } from '../signed-in/EmptyStatePage';

/** `/my-loops` (§2): voice conversations between a teacher and students, once motes exist. */
export function MyLoopsPage() {
  const t = useTranslate();
  return (
    <EmptyStatePage
      title={t('my-loops-title')}
      lead={t('my-loops-lead')}
      emptyHeading={t('my-loops-empty-heading')}
      actions={[
        { label: t('my-loops-action-activity'), to: '/activity' },
        { label: t('my-loops-action-product'), to: '/product' },
      ]}
    >
      <p>{t('my-loops-empty-body')}</p>
      <p>{t('my-loops-empty-now')}</p>
    </EmptyStatePage>
  );
}
