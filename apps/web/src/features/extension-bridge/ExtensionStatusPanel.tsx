import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslate } from '@motes/ui';
import { useExtensionStatus } from './useExtensionStatus';
import '../service-status/ServiceStatusPanel.css';

/**
 * §3/§4: whether this browser has the Motes extension, as the page's probe found it, with its
 * version. Lives on `/status`, where people look when something does not work.
 */
export function ExtensionStatusPanel() {
  const t = useTranslate();
  const headingId = useId();
  const { status, checking } = useExtensionStatus();
  let text: string;
  if (status.installed) text = t('extension-status-installed', { version: status.version ?? '' });
  else if (checking) text = t('extension-status-checking');
  else text = t('extension-status-not-installed');
  return (
    <section className="service-status" aria-labelledby={headingId}>
      <h2 id={headingId} className="service-status__heading">
        {t('extension-status-heading')}
      </h2>
      {/* Polite: the text changes once, when the probe decides. */}
      <p role="status">{text}</p>
      {!status.installed && !checking && (
        <p>
          <Link to="/product#extension">{t('extension-status-get-it')}</Link>
        </p>
      )}
    </section>
  );
}
