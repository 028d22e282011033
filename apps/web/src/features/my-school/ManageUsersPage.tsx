import { useTranslate } from '@motes/ui';
import { EmptyStatePage } from '../signed-in/EmptyStatePage';

/** `/my-school/manage-users` (§2, §1 "manage users"): a school's accounts, once schools exist. */
export function ManageUsersPage() {
  const t = useTranslate();
  return (
    <EmptyStatePage
      title={t('my-school-users-title')}
      lead={t('my-school-users-lead')}
      emptyHeading={t('my-school-users-empty-heading')}
      actions={[
        { label: t('my-school-action-analytics'), to: '/my-school/analytics' },
        { label: t('my-school-action-privacy'), to: '/privacy' },
      ]}
    >
      <p>{t('my-school-users-empty-body')}</p>
      <p>{t('my-school-users-empty-now')}</p>
    </EmptyStatePage>
  );
}
