// Optional error monitoring: off unless configured; §7 "Monitoring is sampled at 1% of
// sessions, session sample rate 10, replay 2, user input masked"; nothing for minors (§6).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWebApiClient } from '../../../api/webApiClient';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../../testing/fakeIdentityApi';
import {
  fetchMonitoringDsn,
  monitoringOptions,
  startErrorMonitoring,
  type MonitoringSdk,
} from './errorMonitoring';

const DSN = 'https://public@errors.example/42';
let api: FakeIdentityApi;

/** Stands in for @sentry/browser (a real SDK would send events to the DSN's host). */
function fakeSdk() {
  return {
    init: vi.fn(),
    replayIntegration: vi.fn((options: object) => ({ name: 'Replay', options })),
    browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
    close: vi.fn(() => Promise.resolve(true)),
  } satisfies MonitoringSdk;
}

beforeEach(async () => {
  api = await startFakeIdentityApi();
});
afterEach(async () => {
  await api.close();
});

const client = () => createWebApiClient({ baseUrl: api.origin });
const serveDsn = (dsn: string | null) =>
  api.override('z/client-config', (_request, response) =>
    sendJson(response, 200, { monitoring: dsn ? { dsn } : null }),
  );

describe('startErrorMonitoring', () => {
  it('loads nothing when the server has no DSN', async () => {
    serveDsn(null);
    const load = vi.fn(() => Promise.resolve(fakeSdk()));
    expect(await startErrorMonitoring({ apiClient: client(), isMinor: () => false, load })).toBe(
      undefined,
    );
    expect(load).not.toHaveBeenCalled();
    expect(api.requestsTo('z/client-config')).toHaveLength(1);
  });

  it('loads nothing when the server does not know the route or answers nonsense', async () => {
    const load = vi.fn(() => Promise.resolve(fakeSdk()));
    await startErrorMonitoring({ apiClient: client(), isMinor: () => false, load });
    api.override('z/client-config', (_request, response) =>
      sendJson(response, 200, { monitoring: { dsn: 'not a dsn' } }),
    );
    expect(await fetchMonitoringDsn(client())).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the SDK with the §7 sampling and masked input when a DSN is set', async () => {
    serveDsn(DSN);
    const sdk = fakeSdk();
    const running = await startErrorMonitoring({
      apiClient: client(),
      isMinor: () => false,
      load: () => Promise.resolve(sdk),
    });
    expect(running).toBeDefined();
    expect(sdk.init).toHaveBeenCalledTimes(1);
    const options = sdk.init.mock.calls[0]![0];
    expect(options).toMatchObject({
      dsn: DSN,
      sampleRate: 1,
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.02,
      sendDefaultPii: false,
      tracePropagationTargets: [],
    });
    expect(sdk.replayIntegration).toHaveBeenCalledWith({
      maskAllInputs: true,
      maskAllText: true,
      blockAllMedia: true,
    });
    expect(options.integrations).toHaveLength(2);
    running?.stop();
    expect(sdk.close).toHaveBeenCalled();
  });

  it('never starts for a minor', async () => {
    serveDsn(DSN);
    const load = vi.fn(() => Promise.resolve(fakeSdk()));
    expect(await startErrorMonitoring({ apiClient: client(), isMinor: () => true, load })).toBe(
      undefined,
    );
    expect(load).not.toHaveBeenCalled();
  });
});

describe('monitoringOptions', () => {
  it('drops every event and transaction while the visitor is a minor', () => {
    let minor = false;
    const options = monitoringOptions(fakeSdk(), DSN, () => minor, 'test', '1.2.3');
    const event = { message: 'boom' };
    expect(options.beforeSend(event)).toBe(event);
    expect(options.release).toBe('motes-web@1.2.3');
    minor = true;
    expect(options.beforeSend(event)).toBeNull();
    expect(options.beforeSendTransaction(event)).toBeNull();
  });
});

describe('the SDK stays out of the initial JavaScript', () => {
  function sourceFiles(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('is only ever imported dynamically', () => {
    const staticImports = sourceFiles(join(import.meta.dirname, '../../..')).filter((file) =>
      /(?:from|import)\s+['"]@sentry\//.test(readFileSync(file, 'utf8')),
    );
    expect(staticImports).toEqual([]);
  });
});
