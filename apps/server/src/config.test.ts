import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('serves on 8080 with data under ./data, embedded database and file blobs by default', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.resolve('data', 'db') });
    expect(config.blobs).toEqual({ kind: 'filesystem', root: path.resolve('data', 'blobs') });
  });

  it('uses PostgreSQL when DATABASE_URL is set and S3 when its settings are', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/tmp/motes-x',
      DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
      S3_ENDPOINT: 'http://127.0.0.1:7480',
      S3_BUCKET: 'motes',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(config.port).toBe(9000);
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://root@127.0.0.1:5432/test',
      schema: 'public',
    });
    expect(config.blobs).toMatchObject({
      kind: 's3',
      endpoint: 'http://127.0.0.1:7480',
      bucket: 'motes',
      forcePathStyle: true,
    });
  });

  it('lists every invalid variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('refuses half an S3 configuration instead of silently using files', () => {
    expect(() => loadConfig({ S3_BUCKET: 'motes' })).toThrow(/S3_ACCESS_KEY_ID/);
  });

  it('believes X-Forwarded-For only from a proxy on this machine unless told otherwise', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toBe('10.0.0.0/8');
  });
});
