import { useId } from 'react';
import { Alert, BRAND_NAME, Button, LoadingWave } from '@motes/ui';
import { useServiceStatus, type ServiceStatus } from './useServiceStatus';
import './ServiceStatusPanel.css';

/** Shows whether the server answers its health check, with a button to check again. */
export function ServiceStatusPanel() {
  const headingId = useId();
  const { status, checkAgain } = useServiceStatus();
  const checking = status.state === 'checking';

  return (
    <section className="service-status" aria-labelledby={headingId}>
      <h2 id={headingId} className="service-status__heading">
        Service status
      </h2>
      <ServiceStatusResult status={status} />
      <Button
        variant="secondary"
        loading={checking}
        loadingText="Checking ..."
        // Keeps keyboard focus on the button while the new check runs.
        focusableWhenLoading
        onClick={checkAgain}
      >
        Check again
      </Button>
    </section>
  );
}

function ServiceStatusResult({ status }: { status: ServiceStatus }) {
  switch (status.state) {
    case 'checking':
      return <LoadingWave text="Checking the service ..." />;
    case 'working':
      return (
        <div className="service-status__result">
          <p role="status" className="service-status__working">
            <span className="service-status__dot" aria-hidden="true" />
            All systems working
          </p>
          <p className="service-status__version">Version {status.version}</p>
        </div>
      );
    case 'failed':
      return (
        <Alert
          type="error"
          title={`${BRAND_NAME} cannot be reached right now`}
          className="service-status__result"
        >
          <p>
            The status check failed, so recording and sharing may not work at the moment. Check your
            connection, then try again in a minute.
          </p>
          <p className="service-status__reason">Details: {status.reason}</p>
        </Alert>
      );
  }
}
