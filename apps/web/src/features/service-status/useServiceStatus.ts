import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../../api/ApiClientContext';
import { readHealthReport } from './healthReport';

/** The server's liveness route (§7 `z/` group: health and meta). */
const HEALTH_PATH = 'z/health';

/** What the status panel shows: a check in flight, a healthy server, or why the check failed. */
export type ServiceStatus =
  | { state: 'checking' }
  | { state: 'working'; version: string }
  | { state: 'failed'; reason: string };

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
        const report = readHealthReport(result.data);
        setStatus(
          typeof report === 'string'
            ? { state: 'failed', reason: report }
            : { state: 'working', version: report.version },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setStatus({
          state: 'failed',
          reason: error instanceof Error ? error.message : String(error),
        });
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
