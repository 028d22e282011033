import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// The identity settings of config.ts: the §6 staff list and analytics allow-list.
describe('identity configuration', () => {
  it('reads the §6 staff list as lower-cased emails, empty by default', () => {
    expect([...loadConfig({}).staffEmails]).toEqual([]);
    const config = loadConfig({ STAFF_EMAILS: ' Ada@Motes.Example,, bob@motes.example ' });
    expect([...config.staffEmails]).toEqual(['ada@motes.example', 'bob@motes.example']);
    expect(() => loadConfig({ STAFF_EMAILS: 'not-an-email' })).toThrow(ConfigError);
  });

  it('reads the §6 analytics allow-list as characters, empty (keep none) by default', () => {
    expect(loadConfig({}).analyticsUserIdPrefixAllowlist).toBe('');
    expect(
      loadConfig({ ANALYTICS_USER_ID_PREFIX_ALLOWLIST: '0123ab' }).analyticsUserIdPrefixAllowlist,
    ).toBe('0123ab');
    expect(() => loadConfig({ ANALYTICS_USER_ID_PREFIX_ALLOWLIST: '0, 1' })).toThrow(ConfigError);
  });
});
