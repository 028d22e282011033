import { describe, expect, it } from 'vitest';
import { ANALYTICS_PAGE_NAMES, analyticsPageName } from './analyticsPageNames';

describe('§2 analytics page names', () => {
  it('covers exactly the nine pages §2 lists', () => {
    expect([...ANALYTICS_PAGE_NAMES].sort()).toEqual(
      [
        'loops',
        'activity',
        'home',
        'profile',
        'referral',
        'notifications',
        'manage users',
        'admin insights',
        'my classes',
      ].sort(),
    );
  });

  it.each([
    ['/', 'home'],
    ['/account', 'profile'],
    ['/account/', 'profile'],
    ['/r/FRIEND7', 'referral'],
    ['/r/FRIEND7/', 'referral'],
    ['/my-loops', 'loops'],
    ['/activity', 'activity'],
    ['/my-classes', 'my classes'],
    ['/my-school/manage-users', 'manage users'],
    ['/my-school/analytics', 'admin insights'],
    ['/notifications', 'notifications'],
    ['/account/notifications', 'notifications'],
    ['/login', undefined],
    ['/r', undefined],
    ['/r/a/b', undefined],
    ['/pricing', undefined],
    ['/admin', undefined],
  ])('names %s %s', (pathname, name) => {
    expect(analyticsPageName(pathname)).toBe(name);
  });

  it('names every page of the list from some path', () => {
    const paths = [
      '/',
      '/account',
      '/activity',
      '/my-loops',
      '/my-classes',
      '/notifications',
      '/my-school/manage-users',
      '/my-school/analytics',
      '/r/CODE',
    ];
    expect(new Set(paths.map(analyticsPageName))).toEqual(new Set(ANALYTICS_PAGE_NAMES));
  });
});
