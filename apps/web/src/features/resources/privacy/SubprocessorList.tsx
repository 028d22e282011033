import { useTranslate } from '@motes/ui';

/**
 * The services a deployment may hand personal data to. A self-hosted deployment runs
 * everything itself by default (database, audio files, language engines, mail outbox: see
 * docs/ARCHITECTURE.md); each row applies only when its setting is configured.
 */
const SUBPROCESSOR_ROWS = ['mail', 'storage', 'sign-in', 'language'] as const;

/** Anchor of the list: `/privacy?tab=gdpr#subprocessors` (§2 alias "subprocessors"). */
export const SUBPROCESSORS_ANCHOR = 'subprocessors';

/** The GDPR tab's list of subprocessors: none by default, then what configuration adds. */
export function SubprocessorList() {
  const t = useTranslate();
  return (
    <section
      id={SUBPROCESSORS_ANCHOR}
      className="policy__section"
      aria-labelledby={`${SUBPROCESSORS_ANCHOR}-heading`}
    >
      <h3 id={`${SUBPROCESSORS_ANCHOR}-heading`}>{t('privacy-subprocessors-heading')}</h3>
      <p>{t('privacy-subprocessors-p1')}</p>
      <p className="policy__callout">{t('privacy-subprocessors-default')}</p>
      <p>{t('privacy-subprocessors-p2')}</p>
      <div className="policy__table-wrap">
        <table className="policy__table">
          <caption>{t('privacy-subprocessors-caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('privacy-subprocessors-column-service')}</th>
              <th scope="col">{t('privacy-subprocessors-column-purpose')}</th>
              <th scope="col">{t('privacy-subprocessors-column-when')}</th>
            </tr>
          </thead>
          <tbody>
            {SUBPROCESSOR_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`privacy-subprocessors-${row}-service`)}</th>
                <td>{t(`privacy-subprocessors-${row}-purpose`)}</td>
                <td>{t(`privacy-subprocessors-${row}-when`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>{t('privacy-subprocessors-p3')}</p>
    </section>
  );
}

/** The message ids the rows are built from (for the completeness test). */
export const SUBPROCESSOR_ROW_MESSAGE_IDS = SUBPROCESSOR_ROWS.flatMap((row) => [
  `privacy-subprocessors-${row}-service`,
  `privacy-subprocessors-${row}-purpose`,
  `privacy-subprocessors-${row}-when`,
]);
