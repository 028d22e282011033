// Issue 14 item 6: links are built on PUBLIC_URL, which production requires; outside
// production the default stays http://localhost:PORT and loopback origins may stand in.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('PUBLIC_URL and links', () => {
  it('refuses to start in production without PUBLIC_URL, naming it and saying what it is', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /PUBLIC_URL: required in production — the origin visitors reach the site on, e\.g\. https:\/\/motes\.example/,
    );
  });

  it('in production, links use PUBLIC_URL only', () => {
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://motes.example' });
    expect(config).toMatchObject({ publicUrl: 'https://motes.example', loopbackLinks: false });
  });

  it('elsewhere, http://localhost:PORT by default, and loopback origins may stand in', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV, PORT: '8123' });
      expect(config).toMatchObject({ publicUrl: 'http://localhost:8123', loopbackLinks: true });
    }
  });
});
