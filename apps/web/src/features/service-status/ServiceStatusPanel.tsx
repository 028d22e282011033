import { useId } from 'react';
import { Alert, Button, LoadingWave, useTranslate } from '@motes/ui';
import {
  useServiceStatus,
  type ServiceStatus,
  type ServiceStatusFailure,
} from './useServiceStatus';
import './ServiceStatusPanel.css';

/** Props of {@link ServiceStatusPanel}. */
export interface ServiceStatusPanelProps {
  /** The section's heading; "Service status" unless the page around it already says so. */
  heading?: string;
}

/** Shows whether the server answers its health check, with a button to check again. */
export function ServiceStatusPanel({ heading }: ServiceStatusPanelProps) {
  const t = useTranslate();
  const headingId = useId();
  const { status, checkAgain } = useServiceStatus();
  const checking = status.state === 'checking';
  return (
    <section className="service-status" aria-labelledby={headingId}>
      <h2 id={headingId} className="service-status__heading">
        {heading ?? t('service-status-heading')}
      </h2>
      <ServiceStatusResult status={status} />
      <Button
        variant="secondary"
        loading={checking}
        loadingText={t('service-status-checking-short')}
        // Keeps keyboard focus on the button while the new check runs.
        focusableWhenLoading
        onClick={checkAgain}
      >
        {t('service-status-check-again')}
      </Button>
    </section>
  );
}

function ServiceStatusResult({ status }: { status: ServiceStatus }) {
  const t = useTranslate();
  switch (status.state) {
    case 'checking':
      return <LoadingWave text={t('service-status-checking')} />;
    case 'working':
      return (
        <div className="service-status__result">
          <p role="status" className="service-status__working">
            <span className="service-status__dot" aria-hidden="true" />
            {t('service-status-working')}
          </p>
          <p className="service-status__version">
            {t('service-status-version', { version: status.version })}
          </p>
        </div>
      );
    case 'failed':
      return (
        <Alert
          type="error"
          title={t('service-status-failed-title')}
          className="service-status__result"
        >
          <p>{t('service-status-failed-body')}</p>
          <p className="service-status__reason">
            {t('service-status-details', { reason: failureText(status.reason, t) })}
          </p>
        </Alert>
      );
  }
}

/** The sentence for why a check failed, in the interface's language where it is ours. */
function failureText(reason: ServiceStatusFailure, t: ReturnType<typeof useTranslate>): string {
  switch (reason.kind) {
    case 'unreadable':
      return t('service-status-problem-unreadable');
    case 'notOk':
      return t('service-status-problem-not-ok', { status: reason.status });
    case 'incomplete':
      return t('service-status-problem-incomplete');
    case 'requestFailed':
      return reason.message;
  }
}
