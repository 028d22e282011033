import { useCallback, useEffect, useState } from 'react';
import type { SessionSummary } from '@motes/shared';
import { Alert, Button, LoadingWave, useToaster } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { deviceName, formatWhen, signInMethodText } from './describeSession';
import { listSessions, revokeOtherSessions } from './profileCalls';

type Load =
  | { name: 'loading' }
  | { name: 'loaded'; sessions: SessionSummary[] }
  | { name: 'failed'; message: string };

function endedText(count: number): string {
  if (count === 0) return 'No other devices were signed in.';
  return count === 1 ? 'Signed out of 1 other device.' : `Signed out of ${count} other devices.`;
}

/** "Signed-in devices" on `/account`: every live session, and a way to end all but this one. */
export function SessionsSection() {
  const { apiClient } = useWebIdentity();
  const toaster = useToaster();
  const [load, setLoad] = useState<Load>({ name: 'loading' });
  const [revoking, setRevoking] = useState(false);

  const fetchSessions = useCallback(
    (): Promise<Load> =>
      listSessions(apiClient).then(
        (sessions) => ({ name: 'loaded', sessions }),
        (error: unknown) => ({
          name: 'failed',
          message: describeApiError(error, "We couldn't load your devices."),
        }),
      ),
    [apiClient],
  );

  const reload = useCallback(async () => setLoad(await fetchSessions()), [fetchSessions]);

  useEffect(() => {
    // A late answer must not land in a section that has gone away.
    let current = true;
    void fetchSessions().then((next) => {
      if (current) setLoad(next);
    });
    return () => {
      current = false;
    };
  }, [fetchSessions]);

  async function handleRevokeOthers() {
    setRevoking(true);
    try {
      toaster.success(endedText(await revokeOtherSessions(apiClient)));
      await reload();
    } catch (error) {
      toaster.error(
        describeApiError(error, "We couldn't sign out your other devices. Please try again."),
      );
    } finally {
      setRevoking(false);
    }
  }

  const others =
    load.name === 'loaded' ? load.sessions.filter((session) => !session.isCurrent) : [];

  return (
    <section className="account-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">Signed-in devices</h2>
      {load.name === 'loading' && <LoadingWave text="Loading your devices ..." />}
      {load.name === 'failed' && (
        <Alert action={{ label: 'Try again', onClick: () => void reload() }}>{load.message}</Alert>
      )}
      {load.name === 'loaded' && (
        <ul className="account-sessions">
          {load.sessions.map((session) => (
            <li key={session.id} className="account-session">
              <p className="account-session__name">
                {deviceName(session)}
                {session.isCurrent && <span className="account-badge">This device</span>}
              </p>
              <p className="account-hint">
                {signInMethodText(session.method)} · Last active {formatWhen(session.lastUsedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          variant="secondary"
          loading={revoking}
          focusableWhenLoading
          loadingText="Signing out ..."
          visuallyDisabled={load.name === 'loaded' && others.length === 0}
          aria-describedby={
            load.name === 'loaded' && others.length === 0 ? 'sessions-none' : undefined
          }
          onClick={() => void handleRevokeOthers()}
        >
          Sign out of other devices
        </Button>
        {load.name === 'loaded' && others.length === 0 && (
          <p id="sessions-none" className="account-hint">
            You're not signed in anywhere else.
          </p>
        )}
      </div>
    </section>
  );
}
