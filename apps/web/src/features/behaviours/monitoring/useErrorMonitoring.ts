import { useEffect, useRef } from 'react';
import { minorFlagOf } from '@motes/identity';
import { useIdentity } from '../../../identity/IdentityProvider';
import { useCookieChoice } from '../cookieChoiceStore';
import { runWhenIdle } from '../runWhenIdle';
import type { MonitoringSdkLoader, RunningMonitoring } from './errorMonitoring';

/**
 * Starts the optional error monitoring once per page load, when the browser is idle: only
 * after the visitor accepted analytics on the cookie banner, once the identity is known, and
 * never for a minor (if a minor signs in later, it stops). Its code loads only then. `load`
 * stands in for the SDK in tests; by default it is Sentry's.
 */
export function useErrorMonitoring(load?: MonitoringSdkLoader): void {
  const { apiClient, store, state, isReady } = useIdentity();
  const { analytics: allowed } = useCookieChoice();
  const minor = minorFlagOf(state) === '1';
  const started = useRef<Promise<RunningMonitoring | undefined> | undefined>(undefined);

  useEffect(() => {
    if (!allowed || !isReady || minor || started.current) return;
    return runWhenIdle(() => {
      started.current ??= import('./errorMonitoring').then(({ startErrorMonitoring }) =>
        startErrorMonitoring({
          apiClient,
          isMinor: () => minorFlagOf(store.getState()) === '1',
          load,
        }),
      );
    });
  }, [allowed, isReady, minor, apiClient, store, load]);

  useEffect(() => {
    if (minor) void started.current?.then((running) => running?.stop());
  }, [minor]);
}
