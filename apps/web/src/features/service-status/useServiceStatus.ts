import { API_ROUTES } from '@motes/shared';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext';
import { readHealthReport, type HealthProblem } from './healthReport';

/** The server's liveness route (§7 `z/` group: health and meta). */
const HEALTH_PATH = API_ROUTES.service.health.path;

/** Why a check failed: a bad answer, or the request's own error (no answer, a 5xx ...). */
export type ServiceStatusFailure = HealthProblem | { kind: 'requestFailed'; message: string };

/** What the status panel shows: a check in flight, a healthy server, or why the check failed. */
export type ServiceStatus =
  | { state: 'checking' }
  | { state: 'working'; version: string }
  | { state: 'failed'; reason: ServiceStatusFailure };

/** Asks the server's health route on mount and whenever `checkAgain` is called. */
export function useServiceStatus(): { status: ServiceStatus; checkAgain: () => void } {
  const client = useApiClient();
  const [status, setStatus] = useState<ServiceStatus>({ state: 'checking' });
  const [checkNumber, setCheckNumber] = useState(0);

  useEffect(() => {
    // A newer check or an unmount cancels this one, so a slow old answer can never
    // overwrite a newer one. A cancelled request resolves as `aborted` (§8: not an error).
    const controller = new AbortController();
    client.requestAbortable({ path: HEALTH_PATH, signal: controller.signal }).then(
      (result) => {
        if (result.aborted) return;
        const answer = readHealthReport(result.data);
        setStatus(
          'report' in answer
            ? { state: 'working', version: answer.report.version }
            : { state: 'failed', reason: answer },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        // The client's §8 message ("Request failed with status code …") is a detail for
        // whoever reports the problem, shown as it is.
        const message = error instanceof Error ? error.message : String(error);
        setStatus({ state: 'failed', reason: { kind: 'requestFailed', message } });
      },
    );
    return () => controller.abort();
  }, [client, checkNumber]);

  const checkAgain = useCallback(() => {
    setStatus({ state: 'checking' });
    setCheckNumber((number) => number + 1);
  }, []);

  return { status, checkAgain };
}
