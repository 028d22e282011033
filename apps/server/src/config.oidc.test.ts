// The OIDC sign-in and PUBLIC_URL settings of config.ts.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig: OIDC sign-in', () => {
  it('defaults to the Google preset, off until a client id is set', () => {
    const config = loadConfig({ PORT: '8123' });
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      displayName: 'Google',
      client: undefined,
      oneTapEnabled: false,
    });
    expect(config.publicUrl).toBe('http://localhost:8123');
  });

  it('reads issuer, client, display name, one-tap and the public origin', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://motes.example/',
      OIDC_ISSUER: 'https://id.schoolnet.example/realms/pupils/',
      OIDC_CLIENT_ID: 'motes',
      OIDC_CLIENT_SECRET: 'shh',
      OIDC_DISPLAY_NAME: 'Schoolnet',
      GOOGLE_ONE_TAP_ENABLED: 'true',
    });
    expect(config.publicUrl).toBe('https://motes.example');
    expect(config.oidc).toEqual({
      issuer: 'https://id.schoolnet.example/realms/pupils/',
      displayName: 'Schoolnet',
      client: { id: 'motes', secret: 'shh' },
      oneTapEnabled: true,
    });
  });

  it('refuses a plain-http issuer unless it runs on this machine', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'http://id.example', OIDC_CLIENT_ID: 'x' })).toThrow(
      /OIDC_ISSUER: must use https/,
    );
    expect(loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:4000' }).oidc.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('refuses half a configuration instead of silently switching sign-in off', () => {
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'shh' })).toThrow(/OIDC_CLIENT_SECRET/);
    expect(() => loadConfig({ GOOGLE_ONE_TAP_ENABLED: 'true' })).toThrow(/GOOGLE_ONE_TAP_ENABLED/);
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_CLIENT_ID: 'x' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', OIDC_CLIENT_ID: 'x' })).toThrow(/PUBLIC_URL/);
  });

  it('PUBLIC_URL is an origin', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://motes.example/app' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://motes.example' })).toThrow(/PUBLIC_URL/);
  });
});
