// Optional error monitoring with a Sentry-compatible DSN (§7 sampling), off unless the server
// is configured with WEB_MONITORING_DSN. The SDK is imported only when a DSN exists, so it is
// never part of the home page's initial JavaScript.
import type { ApiClient } from '@motes/api-client';
import {
  CLIENT_CONFIG_PATH,
  ClientConfigSchema,
  MONITORING_REPLAY_PRIVACY,
  MONITORING_SAMPLING,
} from '@motes/shared';

/** The parts of a Sentry-compatible browser SDK that monitoring uses. */
export interface MonitoringSdk {
  init(options: MonitoringOptions): unknown;
  replayIntegration(options: typeof MONITORING_REPLAY_PRIVACY): unknown;
  browserTracingIntegration(): unknown;
  close(timeoutMs?: number): PromiseLike<boolean>;
}

/** What `init` receives. */
export interface MonitoringOptions {
  dsn: string;
  environment: string;
  release: string | undefined;
  sampleRate: number;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  /** No IP address, cookies or user fields are attached. */
  sendDefaultPii: false;
  /** No trace headers on our own API calls. */
  tracePropagationTargets: [];
  integrations: unknown[];
  beforeSend<T>(event: T): T | null;
  beforeSendTransaction<T>(event: T): T | null;
}

/** Loads the SDK: a dynamic import, so the bundler puts it in its own chunk. */
export type MonitoringSdkLoader = () => Promise<MonitoringSdk>;

export const loadSentrySdk: MonitoringSdkLoader = () =>
  import('@sentry/browser') as Promise<MonitoringSdk>;

/**
 * The `init` options for `dsn`: the §7 sampling (see MONITORING_SAMPLING for how the spec's
 * numbers map), replays with every input masked, and nothing sent while `isMinor()` (§6/DESIGN:
 * no tracking identifiers for minors; a replay would be one).
 */
export function monitoringOptions(
  sdk: MonitoringSdk,
  dsn: string,
  isMinor: () => boolean,
  environment: string = import.meta.env.MODE,
  release: string | undefined = import.meta.env.MOTES_WEB_VERSION,
): MonitoringOptions {
  const unlessMinor = <T>(event: T): T | null => (isMinor() ? null : event);
  return {
    dsn,
    environment,
    release: release ? `motes-web@${release}` : undefined,
    ...MONITORING_SAMPLING,
    sendDefaultPii: false,
    tracePropagationTargets: [],
    integrations: [
      sdk.browserTracingIntegration(),
      sdk.replayIntegration(MONITORING_REPLAY_PRIVACY),
    ],
    beforeSend: unlessMinor,
    beforeSendTransaction: unlessMinor,
  };
}

/** The configured DSN, or undefined when monitoring is off or the server cannot say. */
export async function fetchMonitoringDsn(apiClient: ApiClient): Promise<string | undefined> {
  try {
    const response = await apiClient.get(CLIENT_CONFIG_PATH);
    const parsed = ClientConfigSchema.safeParse(response.data);
    return parsed.success ? parsed.data.monitoring?.dsn : undefined;
  } catch {
    // An older server, or none: no monitoring, and nothing for the visitor to see.
    return undefined;
  }
}

/** A started monitoring client. */
export interface RunningMonitoring {
  /** Stops sending for good (a minor signed in). */
  stop(): void;
}

/**
 * Starts monitoring when the server has a DSN: reads the client config, then loads and starts
 * the SDK. Resolves undefined (and loads nothing) without a DSN, or for a minor.
 */
export async function startErrorMonitoring({
  apiClient,
  isMinor,
  load = loadSentrySdk,
}: {
  apiClient: ApiClient;
  isMinor: () => boolean;
  load?: MonitoringSdkLoader;
}): Promise<RunningMonitoring | undefined> {
  const dsn = await fetchMonitoringDsn(apiClient);
  if (!dsn || isMinor()) return undefined;
  const sdk = await load();
  if (isMinor()) return undefined;
  sdk.init(monitoringOptions(sdk, dsn, isMinor));
  return { stop: () => void sdk.close(2000) };
}
