// §4 goal states, onboarding completion, next required step and guarded routes.
import { describe, expect, it } from 'vitest';
import {
  decideGuardedRoute,
  hasOnboardingBypass,
  isGoalRequired,
  isOnboardingCompleted,
  nextRequiredOnboardingStep,
} from './onboarding';

describe('§4 goal states', () => {
  it('§4 reads required in lower or upper case', () => {
    expect(isGoalRequired('required')).toBe(true);
    expect(isGoalRequired('REQUIRED')).toBe(true);
    expect(isGoalRequired('completed')).toBe(false);
    expect(isGoalRequired(undefined)).toBe(false);
  });
});

describe('§4 onboarding completion', () => {
  it.each([
    ['SKIP_FOR_NOW', 'COMPLETED'],
    ['COMPLETED', 'SKIP_FOR_NOW'],
    ['completed', 'completed'],
    ['skip_for_now', 'SKIP_FOR_NOW'],
  ])('§4 completed when userOnboarding is %s and productOnboarding is %s', (user, product) => {
    expect(isOnboardingCompleted({ userOnboarding: user, productOnboarding: product })).toBe(true);
  });

  it.each([
    [{ userOnboarding: 'COMPLETED', productOnboarding: 'REQUIRED' }],
    [{ userOnboarding: 'DISMISSED', productOnboarding: 'COMPLETED' }],
    [{ userOnboarding: 'COMPLETED' }],
    [{}],
    [undefined],
  ])('§4 not completed for %j', (goals) => {
    expect(isOnboardingCompleted(goals)).toBe(false);
  });

  it('§4 links with iid or uid mark onboarding completed', () => {
    const goals = { userOnboarding: 'REQUIRED', productOnboarding: 'REQUIRED' };
    expect(isOnboardingCompleted(goals, '?iid=abc')).toBe(true);
    expect(isOnboardingCompleted(goals, new URLSearchParams('uid=1'))).toBe(true);
    expect(isOnboardingCompleted(goals, '?id=1')).toBe(false);
    expect(hasOnboardingBypass('uid=')).toBe(true);
  });
});

describe('§4 next required step for a signed-in user', () => {
  const all = {
    captureNameDetailsAfterEmailLogin: 'required',
    userOnboarding: 'REQUIRED',
    productOnboarding: 'required',
  };

  it('§4 details, then survey, then product, then nothing', () => {
    expect(nextRequiredOnboardingStep(all)).toBe('details');
    expect(
      nextRequiredOnboardingStep({ ...all, captureNameDetailsAfterEmailLogin: 'completed' }),
    ).toBe('survey');
    expect(
      nextRequiredOnboardingStep({
        ...all,
        captureNameDetailsAfterEmailLogin: 'completed',
        userOnboarding: 'skip_for_now',
      }),
    ).toBe('product');
    expect(nextRequiredOnboardingStep({ userOnboarding: 'completed' })).toBeUndefined();
    expect(nextRequiredOnboardingStep(undefined)).toBeUndefined();
  });

  it('§4 the product step also needs the additional condition', () => {
    expect(
      nextRequiredOnboardingStep(
        { productOnboarding: 'REQUIRED' },
        { productOnboardingApplies: false },
      ),
    ).toBeUndefined();
  });

  it('§4 iid/uid links mark onboarding not required', () => {
    expect(nextRequiredOnboardingStep(all, { search: '?iid=school-1' })).toBeUndefined();
    expect(nextRequiredOnboardingStep(all, { search: 'uid=u1' })).toBeUndefined();
  });
});

describe('§4 guarded routes', () => {
  const base = {
    requiresSignIn: true,
    isLoggedIn: true,
    path: '/account?tab=1',
    renderCondition: true,
    nextStep: undefined,
  };

  it('§4 not logged in where sign-in is required → /login with returnTo set to the path', () => {
    expect(decideGuardedRoute({ ...base, isLoggedIn: false })).toEqual({
      action: 'redirect',
      to: '/login?returnTo=%2Faccount%3Ftab%3D1',
    });
  });

  it('§4 shows the page when the render condition holds', () => {
    expect(decideGuardedRoute(base)).toEqual({ action: 'render' });
    expect(decideGuardedRoute({ ...base, requiresSignIn: false, isLoggedIn: false })).toEqual({
      action: 'render',
    });
  });

  it.each([
    ['details', '/complete-profile'],
    ['survey', '/onboarding/survey'],
    ['product', '/onboarding/product'],
  ] as const)('§4 otherwise redirects the %s step to %s', (nextStep, to) => {
    expect(decideGuardedRoute({ ...base, renderCondition: false, nextStep })).toEqual({
      action: 'redirect',
      to,
    });
  });

  it('§4 with no step left, goes to returnTo, else to /', () => {
    const done = { ...base, renderCondition: false };
    expect(decideGuardedRoute({ ...done, returnTo: '/my-classes?x=1' })).toEqual({
      action: 'redirect',
      to: '/my-classes?x=1',
    });
    expect(decideGuardedRoute({ ...done, returnTo: null })).toEqual({
      action: 'redirect',
      to: '/',
    });
  });

  it('never follows a returnTo to another site (open redirect)', () => {
    const done = { ...base, renderCondition: false };
    for (const returnTo of ['https://evil.test/', '//evil.test', '/\\evil.test']) {
      expect(decideGuardedRoute({ ...done, returnTo })).toEqual({ action: 'redirect', to: '/' });
    }
  });
});
