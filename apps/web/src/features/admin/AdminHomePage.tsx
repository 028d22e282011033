import { useId } from 'react';
import { Link } from 'react-router';
import { Card, useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { ServiceStatusPanel } from '../service-status/ServiceStatusPanel';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import './admin.css';

/**
 * `/admin` for staff: what exists for them today — the live service status from the health
 * API and links — and honest empty states for the tools later parts of the product bring.
 */
export function AdminHomePage() {
  const t = useTranslate();
  const { email } = useIdentity();
  const toolsId = useId();
  const insightsId = useId();
  const supportId = useId();
  const staffAs = withElements({ email: <strong>{email}</strong> });
  return (
    <div className="admin-page">
      <title>{documentTitle(t('admin-title'))}</title>
      <h1>{t('admin-heading')}</h1>
      <p className="admin-page__lead">{staffAs.render(t('admin-lead', staffAs.args))}</p>
      <ServiceStatusPanel />
      <section aria-labelledby={toolsId} className="admin-section">
        <h2 id={toolsId}>{t('admin-tools-heading')}</h2>
        <ul className="admin-links">
          <li>
            <Link to="/status">{t('admin-tools-status')}</Link>
            <p className="admin-links__about">{t('admin-tools-status-about')}</p>
          </li>
          <li>
            <Link to="/account">{t('admin-tools-account')}</Link>
            <p className="admin-links__about">{t('admin-tools-account-about')}</p>
          </li>
        </ul>
      </section>
      <Card as="section" aria-labelledby={insightsId} className="admin-section">
        <h2 id={insightsId}>{t('admin-insights-heading')}</h2>
        <p>{t('admin-insights-empty')}</p>
      </Card>
      <Card as="section" aria-labelledby={supportId} className="admin-section">
        <h2 id={supportId}>{t('admin-support-heading')}</h2>
        <p>{t('admin-support-empty')}</p>
      </Card>
    </div>
  );
}
