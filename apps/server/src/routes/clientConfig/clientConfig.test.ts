import { afterEach, describe, expect, it } from 'vitest';
import { ClientConfigSchema } from '@motes/shared';
import { ConfigError, loadConfig } from '../../config.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

describe('z/client-config (optional website error monitoring)', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('says monitoring is off when WEB_MONITORING_DSN is not set', async () => {
    server = await getTestServer();
    const response = await fetch(`${server.url}/api/z/client-config`);
    expect(response.status).toBe(200);
    expect(ClientConfigSchema.parse(await response.json())).toEqual({ monitoring: null });
  });

  it('hands the configured DSN to the browser', async () => {
    server = await getTestServer({ WEB_MONITORING_DSN: 'https://public@errors.example/12' });
    const response = await fetch(`${server.url}/api/v1/z/client-config`);
    expect(await response.json()).toEqual({
      monitoring: { dsn: 'https://public@errors.example/12' },
    });
  });
});

describe('loadConfig: WEB_MONITORING_DSN', () => {
  it('is off by default and when empty', () => {
    expect(loadConfig({}).webMonitoringDsn).toBeUndefined();
    expect(loadConfig({ WEB_MONITORING_DSN: '' }).webMonitoringDsn).toBeUndefined();
  });

  it('refuses something that is not a DSN', () => {
    expect(() => loadConfig({ WEB_MONITORING_DSN: 'https://errors.example/12' })).toThrow(
      ConfigError,
    );
  });
});
