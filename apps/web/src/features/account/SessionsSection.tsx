import { useCallback, useEffect, useState } from 'react';
import type { SessionSummary } from '@motes/shared';
import { Alert, Button, LoadingWave, useToaster, useTranslator } from '@motes/ui';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem } from '../signed-in/apiProblem';
import { deviceName, formatWhen, signInMethodText } from './describeSession';
import { listSessions, revokeOtherSessions } from './profileCalls';

type Load =
  | { name: 'loading' }
  | { name: 'loaded'; sessions: SessionSummary[] }
  | { name: 'failed'; message: string };

/** "Signed-in devices" on `/account`: every live session, and a way to end all but this one. */
export function SessionsSection() {
  const { t, locale } = useTranslator();
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
          message: describeApiProblem(t, error, t('account-sessions-load-failed')),
        }),
      ),
    [apiClient, t],
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
      const count = await revokeOtherSessions(apiClient);
      toaster.success(t('account-sessions-ended', { count }));
      await reload();
    } catch (error) {
      toaster.error(describeApiProblem(t, error, t('account-sessions-revoke-failed')));
    } finally {
      setRevoking(false);
    }
  }

  const others =
    load.name === 'loaded' ? load.sessions.filter((session) => !session.isCurrent) : [];

  return (
    <section className="account-section" aria-labelledby="sessions-heading">
      <h2 id="sessions-heading">{t('account-sessions-heading')}</h2>
      {load.name === 'loading' && <LoadingWave text={t('account-sessions-loading')} />}
      {load.name === 'failed' && (
        <Alert action={{ label: t('account-try-again'), onClick: () => void reload() }}>
          {load.message}
        </Alert>
      )}
      {load.name === 'loaded' && (
        <ul className="account-sessions">
          {load.sessions.map((session) => (
            <li key={session.id} className="account-session">
              <p className="account-session__name">
                {deviceName(t, session)}
                {session.isCurrent && (
                  <span className="account-badge">{t('account-session-this-device')}</span>
                )}
              </p>
              <p className="account-hint">
                {t('account-session-details', {
                  method: signInMethodText(t, session.method),
                  when: formatWhen(session.lastUsedAt, locale),
                })}
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
          loadingText={t('account-sessions-revoking')}
          visuallyDisabled={load.name === 'loaded' && others.length === 0}
          aria-describedby={
            load.name === 'loaded' && others.length === 0 ? 'sessions-none' : undefined
          }
          onClick={() => void handleRevokeOthers()}
        >
          {t('account-sessions-revoke')}
        </Button>
        {load.name === 'loaded' && others.length === 0 && (
          <p id="sessions-none" className="account-hint">
            {t('account-sessions-none')}
          </p>
        )}
      </div>
    </section>
  );
}
