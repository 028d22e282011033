// §2/§4 the onboarding steps and their pages. Apart from the rules in onboarding.ts: the
// navigation bar, on every page, needs only these paths.

/** §4: the onboarding steps in the order they are required. */
export type OnboardingStep = 'details' | 'survey' | 'product';

/** §2/§4: the page of each step. */
export const ONBOARDING_STEP_PATHS: Readonly<Record<OnboardingStep, string>> = Object.freeze({
  details: '/complete-profile',
  survey: '/onboarding/survey',
  product: '/onboarding/product',
});
