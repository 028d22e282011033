import { describe, expect, it } from 'vitest';
import { REDIRECTS_CONFIG } from '@motes/shared';
import { planUnmatchedPath, redirectDestination } from './redirectPlan';

const visit = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('planUnmatchedPath (§2)', () => {
  it('follows an alias to our own page in the app', () => {
    expect(planUnmatchedPath(visit('/tos'))).toEqual({
      kind: 'navigate',
      to: '/privacy?tab=terms',
    });
    expect(planUnmatchedPath(visit('/Privacy/Security/'))).toEqual({
      kind: 'navigate',
      to: '/privacy?tab=security',
    });
  });

  it('marks the signed-in redirects, whoever visits', () => {
    expect(planUnmatchedPath(visit('/account/loops'))).toEqual({
      kind: 'signedIn',
      to: '/my-loops',
    });
  });

  it('leaves the site for an https target', () => {
    const config = { ...REDIRECTS_CONFIG, aliases: { jobs: 'https://jobs.example.org/open' } };
    expect(planUnmatchedPath(visit('/jobs', '?utm_source=x'), config)).toEqual({
      kind: 'leave',
      url: 'https://jobs.example.org/open?utm_source=x',
    });
  });

  it('shows the 404 page for anything else', () => {
    expect(planUnmatchedPath(visit('/no/such/page'))).toEqual({ kind: 'notFound' });
    expect(planUnmatchedPath(visit('/'))).toEqual({ kind: 'notFound' });
  });
});

describe('redirectDestination', () => {
  it('adds the visitor’s query parameters unless the target sets the same name', () => {
    expect(redirectDestination('/privacy?tab=gdpr', visit('/gdpr', '?utm_source=a&tab=x'))).toBe(
      '/privacy?tab=gdpr&utm_source=a',
    );
  });

  it('keeps the target’s hash, else the visitor’s', () => {
    expect(redirectDestination('/about#contact', visit('/press', '', '#top'))).toBe(
      '/about#contact',
    );
    expect(redirectDestination('/learning-zone', visit('/the-hub', '', '#top'))).toBe(
      '/learning-zone#top',
    );
  });
});
