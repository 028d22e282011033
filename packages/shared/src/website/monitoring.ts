// §7 "Monitoring is sampled at 1% of sessions, session sample rate 10, replay 2, user input
// masked." Error monitoring is optional: off unless the server is given a Sentry-compatible DSN.
import * as z from 'zod/mini';
import { API_ROUTES } from '../api/apiRoutes';

/**
 * The §7 sampling as the options of a Sentry-compatible browser client. The spec gives bare
 * numbers; our reading of each:
 * - "1% of sessions" → `tracesSampleRate` 0.01: performance traces from 1% of page loads
 *   (errors themselves are all reported, `sampleRate` 1).
 * - "session sample rate 10" → `replaysSessionSampleRate` 0.1: 10% of sessions record a replay.
 * - "replay 2" → `replaysOnErrorSampleRate` 0.02: 2% of sessions that hit an error keep a replay.
 * - "user input masked" → the replay masks every input (and, stricter than the spec, all text
 *   and media: pages show pupils' names and work).
 */
export const MONITORING_SAMPLING = {
  sampleRate: 1,
  tracesSampleRate: 0.01,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 0.02,
} as const;

/** §7 "user input masked": the replay's privacy options. */
export const MONITORING_REPLAY_PRIVACY = {
  maskAllInputs: true,
  maskAllText: true,
  blockAllMedia: true,
} as const;

/**
 * A Sentry-compatible DSN: `https://{publicKey}@{host}/{projectId}` (http only for a host on
 * this machine). The key is public by design: it only lets a browser send events.
 */
export const MonitoringDsnSchema = z.string().check(
  z.refine((value) => {
    try {
      const url = new URL(value);
      const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
      return (
        (url.protocol === 'https:' || (url.protocol === 'http:' && local)) &&
        url.username.length > 0 &&
        /^\/(?:[^/]+\/)*\d+$/.test(url.pathname)
      );
    } catch {
      return false;
    }
  }, 'must be a DSN like https://public-key@errors.example/42'),
);

/** `GET z/client-config`: what the browser needs to know about this deployment at run time. */
export const ClientConfigSchema = z.object({
  /** Error monitoring; null when the deployment has none (the default). */
  monitoring: z.nullable(z.object({ dsn: MonitoringDsnSchema })),
});
export type ClientConfig = z.infer<typeof ClientConfigSchema>;

/** The path of {@link ClientConfigSchema} under the API prefix (§7 `z/`: health and meta). */
export const CLIENT_CONFIG_PATH = API_ROUTES.service.clientConfig.path;
