// Error monitoring as the page starts it: when idle, after Accept, never for a minor (§6).
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  createMemoryStorage,
  createStorageWrapper,
  type StorageWrapper,
} from '@motes/shared';
import { isReady, minorFlagOf } from '@motes/identity';
import { IdentityProvider } from '../../../identity/IdentityProvider';
import { createWebIdentity } from '../../../identity/webIdentity';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../../testing/fakeIdentityApi';
import { createTestCookieJar, signedInStorage } from '../../../testing/renderApp';
import type { MonitoringSdk } from './errorMonitoring';
import { useErrorMonitoring } from './useErrorMonitoring';

let api: FakeIdentityApi;
let idle: Array<() => void>;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  api.override('z/client-config', (_request, response) =>
    sendJson(response, 200, { monitoring: { dsn: 'https://public@errors.example/42' } }),
  );
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await api.close();
});

function startWith(storage: StorageWrapper) {
  storage.set(COOKIE_CONSENT_STORAGE_KEY, { acceptedAt: Date.now(), analytics: true });
  const sdk = {
    init: vi.fn(),
    replayIntegration: vi.fn(() => ({})),
    browserTracingIntegration: vi.fn(() => ({})),
    close: vi.fn(() => Promise.resolve(true)),
  } satisfies MonitoringSdk;
  const load = vi.fn(() => Promise.resolve(sdk));
  function Monitored() {
    useErrorMonitoring(load);
    return null;
  }
  const identity = createWebIdentity({
    baseUrl: api.origin,
    storage,
    tabSync: false,
    cookies: createTestCookieJar(),
  });
  render(
    <IdentityProvider identity={identity}>
      <Monitored />
    </IdentityProvider>,
  );
  return { sdk, load, identity };
}

describe('useErrorMonitoring', () => {
  it('starts the SDK when idle for an adult or anonymous visitor who accepted', async () => {
    const { sdk } = startWith(createStorageWrapper(createMemoryStorage()));
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    act(() => idle.forEach((callback) => callback()));
    await waitFor(() => expect(sdk.init).toHaveBeenCalledTimes(1));
    expect(sdk.init.mock.calls[0]![0]).toMatchObject({ dsn: 'https://public@errors.example/42' });
  });

  it('never loads it for a minor', async () => {
    api.addSession({ userId: 'minor-1', email: 'pupil@school.example', isMinor: true }, 'tok-m');
    const { load, identity } = startWith(
      signedInStorage('tok-m', 'minor-1', 'pupil@school.example'),
    );
    await waitFor(() => expect(isReady(identity.store.getState())).toBe(true));
    expect(minorFlagOf(identity.store.getState())).toBe('1');
    // Nothing was even scheduled: no idle work, no config request, no SDK.
    expect(idle).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    expect(api.requestsTo('z/client-config')).toEqual([]);
  });
});
