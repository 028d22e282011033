import { describe, expect, it } from 'vitest';
import { pageContextFor } from './pageContext';

describe('analytics page names (§2)', () => {
  it.each([
    ['/', 'home'],
    ['/account', 'profile'],
    ['/account/', 'profile'],
    ['/r/FRIEND7', 'referral'],
    ['/my-loops', 'loops'],
    ['/activity', 'activity'],
    ['/my-classes', 'my classes'],
    ['/my-school/manage-users', 'manage users'],
    ['/my-school/analytics', 'admin insights'],
    ['/notifications', 'notifications'],
    ['/login', undefined],
  ])('names %s %s', (pathname, name) => {
    expect(pageContextFor(pathname)).toBe(name);
  });
});
