import { describe, expect, it } from 'vitest';
import {
  isIdentityFlowPath,
  pathAfterSignIn,
  readReturnTo,
  withReturnTo,
} from './onboardingNavigation';

describe('onboarding navigation', () => {
  // §4 next required step: details, then survey, then product.
  it.each([
    [
      { captureNameDetailsAfterEmailLogin: 'required', userOnboarding: 'required' },
      '/complete-profile?returnTo=%2Faccount',
    ],
    [
      { userOnboarding: 'REQUIRED', productOnboarding: 'required' },
      '/onboarding/survey?returnTo=%2Faccount',
    ],
    [
      { userOnboarding: 'skip_for_now', productOnboarding: 'required' },
      '/onboarding/product?returnTo=%2Faccount',
    ],
    [{ userOnboarding: 'completed', productOnboarding: 'SKIP_FOR_NOW' }, '/account'],
  ])('after sign-in goes from goals %j to %s', (goals, expected) => {
    expect(pathAfterSignIn(goals, '/account')).toBe(expected);
  });

  // §4: links with `iid` or `uid` mark onboarding as not required.
  it('skips onboarding for an iid/uid link', () => {
    expect(pathAfterSignIn({ userOnboarding: 'required' }, '/m/abc?uid=1', '?uid=1')).toBe(
      '/m/abc?uid=1',
    );
  });

  it('goes home when there is nowhere safe to return to', () => {
    expect(pathAfterSignIn({}, undefined)).toBe('/');
    expect(pathAfterSignIn({}, 'https://evil.example/')).toBe('/');
    expect(pathAfterSignIn({}, '//evil.example/')).toBe('/');
  });

  it('reads only same-site returnTo values', () => {
    expect(readReturnTo('?returnTo=%2Fmy-classes%3Ftab%3D1')).toBe('/my-classes?tab=1');
    expect(readReturnTo('?returnTo=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(readReturnTo('')).toBeUndefined();
  });

  it('adds returnTo unless it is home or missing', () => {
    expect(withReturnTo('/onboarding/survey', '/account')).toBe(
      '/onboarding/survey?returnTo=%2Faccount',
    );
    expect(withReturnTo('/onboarding/survey', '/')).toBe('/onboarding/survey');
    expect(withReturnTo('/onboarding/survey', undefined)).toBe('/onboarding/survey');
  });

  it('knows the pages that are never a place to return to', () => {
    for (const path of [
      '/login',
      '/login/link',
      '/signup',
      '/complete-profile',
      '/onboarding/survey',
    ]) {
      expect(isIdentityFlowPath(path)).toBe(true);
    }
    expect(isIdentityFlowPath('/account')).toBe(false);
  });
});
