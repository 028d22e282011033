import { Link } from 'react-router';
import { useTranslate } from '@motes/ui';
import { ExtensionStatusPanel } from '../extension-bridge/ExtensionStatusPanel';
import { documentTitle } from '../signed-in/documentTitle';
import { LanguageToolsPanel } from './LanguageToolsPanel';
import { ServiceStatusPanel } from './ServiceStatusPanel';
import './ServiceStatusPanel.css';

/**
 * `/status` (§2 alias "status", §9 "status link"): whether the Motes service answers right now,
 * asked of the server's health route each time the page opens or the button is pressed, and
 * which language tools this server runs (issue 5), and whether this browser has the extension
 * (issue 7, §4 "Extension detection").
 */
export function ServiceStatusPage() {
  const t = useTranslate();
  return (
    <div className="service-status-page">
      <title>{documentTitle(t('service-status-page-title'))}</title>
      <h1>{t('service-status-page-heading')}</h1>
      <p className="service-status-page__lead">{t('service-status-page-lead')}</p>
      <ServiceStatusPanel heading={t('service-status-page-now')} />
      <LanguageToolsPanel />
      <ExtensionStatusPanel />
      <h2>{t('service-status-page-trouble-heading')}</h2>
      <p>{t('service-status-page-trouble-body')}</p>
      <p>
        <Link to="/">{t('service-status-page-home')}</Link>
      </p>
    </div>
  );
}
