import { Alert, Link, useTranslate, useTranslator } from '@motes/ui';
import { UPGRADE_PATH } from '@motes/shared';
import type { FreeMotesStanding } from './freeMotesStanding';
import './FreeMotesNotice.css';

/** Props of {@link FreeMotesNotice}. */
export interface FreeMotesNoticeProps {
  standing: FreeMotesStanding;
  /** Id of the notice, so a disabled Record button can point at its explanation. */
  id?: string;
}

/**
 * Issue 6 item 8: "N of 20 free motes left · resets on {date}", or, once the §3 rule says the
 * quota is exhausted, that plainly with the way to upgrade. Nothing while a count is unknown.
 */
export function FreeMotesNotice({ standing, id }: FreeMotesNoticeProps) {
  const t = useTranslate();
  const { locale } = useTranslator();
  if (standing.kind === 'unknown') return null;
  const date = standing.resetsAt
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(standing.resetsAt)
    : undefined;
  if (standing.kind === 'left') {
    return (
      <p id={id} className="free-motes-notice">
        {t('free-motes-left', { available: standing.available, total: standing.total })}
        {date !== undefined && ` · ${t('free-motes-resets', { date })}`}
      </p>
    );
  }
  return (
    <div id={id}>
      <Alert type="warn" title={t('free-motes-exhausted-title')}>
        <p className="free-motes-notice__body">
          {date !== undefined
            ? t('free-motes-exhausted-body-dated', { total: standing.total, date })
            : t('free-motes-exhausted-body', { total: standing.total })}{' '}
          <Link to={UPGRADE_PATH}>{t('free-motes-upgrade-link')}</Link>
        </p>
      </Alert>
    </div>
  );
}
