import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_WEBSITE_MATCHES,
  isWebsiteOrigin,
  websiteMatchPatterns,
} from './websiteOrigins';

describe('website origins (externally_connectable)', () => {
  it('allows the development hosts on any port, and the build website', () => {
    const patterns = websiteMatchPatterns('https://motes.example/app/');
    expect(patterns).toEqual([...DEVELOPMENT_WEBSITE_MATCHES, 'https://motes.example/*']);
    expect(isWebsiteOrigin('http://127.0.0.1:41234', patterns)).toBe(true);
    expect(isWebsiteOrigin('http://localhost:8080', patterns)).toBe(true);
    expect(isWebsiteOrigin('https://motes.example', patterns)).toBe(true);
  });

  it('refuses every other origin, scheme or malformed value', () => {
    const patterns = websiteMatchPatterns(undefined);
    expect(isWebsiteOrigin('https://127.0.0.1:41234', patterns)).toBe(false);
    expect(isWebsiteOrigin('http://127.0.0.1.evil.test', patterns)).toBe(false);
    expect(isWebsiteOrigin('http://evil.test', patterns)).toBe(false);
    expect(isWebsiteOrigin('http://localhost:8080/path', patterns)).toBe(false);
    expect(isWebsiteOrigin('not a url', patterns)).toBe(false);
    expect(isWebsiteOrigin(undefined, patterns)).toBe(false);
  });
});
