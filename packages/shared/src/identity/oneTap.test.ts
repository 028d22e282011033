import { describe, expect, it } from 'vitest';
import { shouldOfferOneTap, type OneTapPageContext } from './oneTap';

const anonymousHome: OneTapPageContext = {
  isLoggedIn: false,
  pathname: '/',
  isInFrame: false,
  search: '',
};

describe('§2 Google one-tap suppression', () => {
  it('offers one-tap to an unauthenticated visitor on an ordinary page', () => {
    expect(shouldOfferOneTap(anonymousHome)).toBe(true);
    expect(shouldOfferOneTap({ ...anonymousHome, pathname: '/pricing', search: '?a=1' })).toBe(
      true,
    );
  });

  it('§6: never to a signed-in user', () => {
    expect(shouldOfferOneTap({ ...anonymousHome, isLoggedIn: true })).toBe(false);
  });

  it.each([
    '/signup',
    '/signup?institution_name=X',
    '/login',
    '/login/complete',
    '/onboarding/survey',
    '/onboarding/product',
    '/r/abc123',
    '/r',
  ])('is suppressed on %s (paths starting with /signup, /login, /onboarding, /r)', (path) => {
    const [pathname = '', search = ''] = path.split('?');
    expect(shouldOfferOneTap({ ...anonymousHome, pathname, search })).toBe(false);
  });

  it('matches the prefixes literally, as §2 words them ("starting with")', () => {
    expect(shouldOfferOneTap({ ...anonymousHome, pathname: '/record' })).toBe(false);
    expect(shouldOfferOneTap({ ...anonymousHome, pathname: '/pricing/r' })).toBe(true);
    expect(shouldOfferOneTap({ ...anonymousHome, pathname: '/my-loops' })).toBe(true);
  });

  it('is suppressed inside a frame', () => {
    expect(shouldOfferOneTap({ ...anonymousHome, isInFrame: true })).toBe(false);
  });

  it('is suppressed when the query embed is true', () => {
    expect(shouldOfferOneTap({ ...anonymousHome, search: '?embed=true' })).toBe(false);
    expect(shouldOfferOneTap({ ...anonymousHome, search: 'x=1&embed=TRUE' })).toBe(false);
    expect(shouldOfferOneTap({ ...anonymousHome, search: '?embed=false' })).toBe(true);
    expect(shouldOfferOneTap({ ...anonymousHome, search: '?embedded=true' })).toBe(true);
  });
});
