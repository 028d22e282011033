import { describe, expect, it } from 'vitest';
import {
  ALIASES_SERVED_BY_PAGES,
  REDIRECTS_CONFIG,
  matchRedirect,
  RedirectsConfigSchema,
  isExternalRedirectTarget,
  resolveRedirect,
} from './redirects';

// §2 "Short aliases redirect to external pages or tabs: careers, case-studies, chrome,
// security, privacy/security, feedback, fetc, gdpr, how-to, the-hub, loops, pledge,
// privacycenter, press, status, subprocessors, success-stories, taw, tos, terms, community,
// plus aliases for the conference events and the educational-impact page."
const SPEC_ALIASES = [
  'careers',
  'case-studies',
  'chrome',
  'security',
  'privacy/security',
  'feedback',
  'fetc',
  'gdpr',
  'how-to',
  'the-hub',
  'loops',
  'pledge',
  'privacycenter',
  'press',
  'status',
  'subprocessors',
  'success-stories',
  'taw',
  'tos',
  'terms',
  'community',
];

describe('redirect configuration (§2)', () => {
  it('has every short alias of §2 plus the educational-impact alias', () => {
    const servedByPages: readonly string[] = ALIASES_SERVED_BY_PAGES;
    for (const alias of SPEC_ALIASES) {
      if (servedByPages.includes(alias)) continue;
      expect(REDIRECTS_CONFIG.aliases).toHaveProperty([alias]);
    }
    expect(REDIRECTS_CONFIG.aliases['educational-impact']).toBe('/impact');
  });

  it('is a valid configuration that only points at our own pages', () => {
    expect(RedirectsConfigSchema.safeParse(REDIRECTS_CONFIG).success).toBe(true);
    const targets = [
      ...Object.values(REDIRECTS_CONFIG.aliases),
      ...Object.values(REDIRECTS_CONFIG.signedIn),
    ];
    for (const target of targets) {
      expect(target).toMatch(/^\/(?!\/)/);
      expect(isExternalRedirectTarget(target)).toBe(false);
    }
  });

  it('points the privacy and learning-zone aliases at the §2 tabs', () => {
    expect(REDIRECTS_CONFIG.aliases).toMatchObject({
      security: '/privacy?tab=security',
      'privacy/security': '/privacy?tab=security',
      gdpr: '/privacy?tab=gdpr',
      pledge: '/privacy?tab=pledge',
      tos: '/privacy?tab=terms',
      terms: '/privacy?tab=terms',
      privacycenter: '/privacy',
      'how-to': '/learning-zone?tab=howto',
      'case-studies': '/learning-zone?tab=case',
      'success-stories': '/learning-zone?tab=case',
      loops: '/my-loops',
      chrome: '/product#extension',
    });
  });

  // `/status` is our service status page itself: an alias to its own path would loop.
  it('serves the status alias by the page of that path, not by a redirect', () => {
    expect(ALIASES_SERVED_BY_PAGES).toContain('status');
    for (const path of ALIASES_SERVED_BY_PAGES) {
      expect(REDIRECTS_CONFIG.aliases).not.toHaveProperty([path]);
      expect(resolveRedirect(`/${path}`, { isLoggedIn: true })).toBeUndefined();
    }
  });

  it('never points a redirect at itself or at another redirect (no loops, no chains)', () => {
    const entries = [
      ...Object.entries(REDIRECTS_CONFIG.aliases),
      ...Object.entries(REDIRECTS_CONFIG.signedIn),
    ];
    for (const [key, target] of entries) {
      const targetPath = target.split(/[?#]/, 1)[0]!;
      expect(targetPath.replace(/^\//, '').toLowerCase(), key).not.toBe(key);
      for (const isLoggedIn of [false, true]) {
        expect(resolveRedirect(target, { isLoggedIn }), `${key} → ${target}`).toBeUndefined();
      }
    }
  });

  it('§2 signed-in redirects', () => {
    expect(REDIRECTS_CONFIG.signedIn).toEqual({
      'account/activity': '/activity',
      'account/users': '/my-school/manage-users',
      'account/analytics': '/my-school/analytics',
      'account/loops': '/my-loops',
    });
  });

  it('refuses protocol-relative, http and malformed entries', () => {
    const bad = (target: string) =>
      RedirectsConfigSchema.safeParse({ aliases: { x: target }, signedIn: {} }).success;
    expect(bad('//evil.example')).toBe(false);
    expect(bad('http://example.org')).toBe(false);
    expect(bad('javascript:alert(1)')).toBe(false);
    expect(bad('https://example.org/jobs')).toBe(true);
    expect(
      RedirectsConfigSchema.safeParse({ aliases: { '/Careers/': '/about' }, signedIn: {} }).success,
    ).toBe(false);
  });
});

describe('matchRedirect (§2)', () => {
  it('tells signed-in redirects from aliases, whoever visits', () => {
    expect(matchRedirect('/account/users')).toEqual({
      kind: 'signedIn',
      target: '/my-school/manage-users',
    });
    expect(matchRedirect('/GDPR/')).toEqual({ kind: 'alias', target: '/privacy?tab=gdpr' });
    expect(matchRedirect('/')).toBeUndefined();
    expect(matchRedirect('/account')).toBeUndefined();
    expect(matchRedirect('/status')).toBeUndefined();
  });
});

describe('resolveRedirect (§2)', () => {
  it('redirects the account paths only for signed-in users', () => {
    expect(resolveRedirect('/account/activity', { isLoggedIn: true })).toBe('/activity');
    expect(resolveRedirect('/account/users', { isLoggedIn: true })).toBe('/my-school/manage-users');
    expect(resolveRedirect('/account/analytics', { isLoggedIn: true })).toBe(
      '/my-school/analytics',
    );
    expect(resolveRedirect('/account/loops', { isLoggedIn: true })).toBe('/my-loops');
    expect(resolveRedirect('/account/activity', { isLoggedIn: false })).toBeUndefined();
  });

  it('applies the aliases to everyone (§2 "The same external redirects apply")', () => {
    for (const isLoggedIn of [false, true]) {
      expect(resolveRedirect('/gdpr', { isLoggedIn })).toBe('/privacy?tab=gdpr');
      expect(resolveRedirect('/privacy/security', { isLoggedIn })).toBe('/privacy?tab=security');
    }
  });

  it('ignores slashes, case, query and hash of the visited path', () => {
    expect(resolveRedirect('/TOS/', { isLoggedIn: false })).toBe('/privacy?tab=terms');
    expect(resolveRedirect('how-to?utm_source=x#top', { isLoggedIn: false })).toBe(
      '/learning-zone?tab=howto',
    );
  });

  it('leaves other paths alone', () => {
    expect(resolveRedirect('/', { isLoggedIn: false })).toBeUndefined();
    expect(resolveRedirect('/account', { isLoggedIn: true })).toBeUndefined();
    expect(resolveRedirect('/privacy', { isLoggedIn: false })).toBeUndefined();
    expect(resolveRedirect('/toString', { isLoggedIn: false })).toBeUndefined();
    expect(resolveRedirect('/%E0%A4%A', { isLoggedIn: false })).toBeUndefined();
  });

  it('accepts another configuration', () => {
    const config = { aliases: { jobs: 'https://jobs.example.org/' }, signedIn: {} };
    expect(resolveRedirect('/jobs', { isLoggedIn: false, config })).toBe(
      'https://jobs.example.org/',
    );
    expect(isExternalRedirectTarget('https://jobs.example.org/')).toBe(true);
  });
});
