import { describe, expect, it } from 'vitest';
import {
  ClientConfigSchema,
  MONITORING_REPLAY_PRIVACY,
  MONITORING_SAMPLING,
  MonitoringDsnSchema,
} from './monitoring';

describe('§7 monitoring sampling', () => {
  it('maps "1% of sessions, session sample rate 10, replay 2" to the client options', () => {
    expect(MONITORING_SAMPLING).toEqual({
      sampleRate: 1,
      tracesSampleRate: 0.01,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 0.02,
    });
  });

  it('masks user input in replays (§7), and text and media too', () => {
    expect(MONITORING_REPLAY_PRIVACY).toEqual({
      maskAllInputs: true,
      maskAllText: true,
      blockAllMedia: true,
    });
  });
});

describe('monitoring DSN', () => {
  it.each([
    'https://abc123@errors.example/42',
    'https://abc123@o1.ingest.sentry.io/4505',
    'https://abc@self-hosted.example/sentry/7',
    'http://key@localhost:9000/1',
  ])('accepts %s', (dsn) => {
    expect(MonitoringDsnSchema.safeParse(dsn).success).toBe(true);
  });

  it.each([
    'not a url',
    'https://errors.example/42',
    'https://abc@errors.example/',
    'https://abc@errors.example/project',
    'http://abc@errors.example/42',
    'ftp://abc@errors.example/42',
  ])('rejects %s', (dsn) => {
    expect(MonitoringDsnSchema.safeParse(dsn).success).toBe(false);
  });

  it('reads a client config with monitoring off or on', () => {
    expect(ClientConfigSchema.parse({ monitoring: null })).toEqual({ monitoring: null });
    expect(
      ClientConfigSchema.parse({ monitoring: { dsn: 'https://k@errors.example/1' } }).monitoring,
    ).toEqual({ dsn: 'https://k@errors.example/1' });
    expect(ClientConfigSchema.safeParse({}).success).toBe(false);
  });
});
