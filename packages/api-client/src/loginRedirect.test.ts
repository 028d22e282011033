// §2 Login redirect helper and §2 Forced sign-out (pure functions).
import { describe, expect, it } from 'vitest';
import { buildForcedSignOutUrl } from './forbiddenHandlers';
import { buildLoginRedirectUrl } from './loginRedirect';

describe('§2 login redirect helper', () => {
  it('§2 keeps the current page in returnTo', () => {
    expect(buildLoginRedirectUrl('/login', '/motes/abc?tab=2')).toBe(
      '/login?returnTo=%2Fmotes%2Fabc%3Ftab%3D2',
    );
    expect(buildLoginRedirectUrl('/signup?plan=pro', '/pricing')).toBe(
      '/signup?plan=pro&returnTo=%2Fpricing',
    );
    expect(buildLoginRedirectUrl('https://motes.test/login', '/m/1')).toBe(
      'https://motes.test/login?returnTo=%2Fm%2F1',
    );
  });

  it('§2 leaves the target unchanged when it is the root', () => {
    expect(buildLoginRedirectUrl('/', '/motes')).toBe('/');
  });

  it('§2 leaves the target unchanged when returnTo is already set to the current page', () => {
    const target = '/login?returnTo=%2Fmotes';
    expect(buildLoginRedirectUrl(target, '/motes')).toBe(target);
  });

  it('§2 leaves the target unchanged when the current page is the target (no loop)', () => {
    expect(buildLoginRedirectUrl('/login', '/login?force=1')).toBe('/login');
  });
});

describe('§2 forced sign-out', () => {
  it('§2 goes to /login with force=1, error=403 and returnTo = current path', () => {
    expect(buildForcedSignOutUrl('/motes')).toBe('/login?force=1&error=403&returnTo=%2Fmotes');
    const url = new URL(buildForcedSignOutUrl('/classes/7?view=loops'), 'https://motes.test');
    expect(url.pathname).toBe('/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      force: '1',
      error: '403',
      returnTo: '/classes/7?view=loops',
    });
  });
});
