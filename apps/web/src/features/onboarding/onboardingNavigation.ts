// Where a signed-in user goes next (§4 "Next required step" and "Guarded routes"), with the
// page they came from carried along in `returnTo` (§2) through every onboarding step.
import {
  ONBOARDING_STEP_PATHS,
  isSafeReturnTo,
  nextRequiredOnboardingStep,
  type OnboardingGoals,
  type OnboardingStep,
} from '@motes/shared';

/** The query parameter that carries the page to come back to (§2). */
export const RETURN_TO_PARAM = 'returnTo';

/** The `returnTo` of a query when it is a path on this site; anything else is dropped. */
export function readReturnTo(search: string | URLSearchParams): string | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const value = params.get(RETURN_TO_PARAM);
  return value && isSafeReturnTo(value) ? value : undefined;
}

/** `path` with `returnTo` added, unless there is nowhere worth returning to. */
export function withReturnTo(path: string, returnTo: string | undefined): string {
  if (!returnTo || returnTo === '/') return path;
  const [pathname = path, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(RETURN_TO_PARAM, returnTo);
  return `${pathname}?${params.toString()}`;
}

/** True on the sign-in, sign-up and onboarding pages, which are never a place to return to. */
export function isIdentityFlowPath(pathname: string): boolean {
  return (
    pathname === '/login' ||
    pathname.startsWith('/login/') ||
    pathname === '/signup' ||
    pathname === '/complete-profile' ||
    pathname.startsWith('/onboarding/')
  );
}

/** The page of an onboarding step, carrying `returnTo`. */
export function onboardingStepPath(step: OnboardingStep, returnTo: string | undefined): string {
  return withReturnTo(ONBOARDING_STEP_PATHS[step], returnTo);
}

/**
 * Where to go right after signing in: the first required onboarding step (§4: details, then
 * survey, then product), else the page the user came from, else home.
 */
export function pathAfterSignIn(
  goals: OnboardingGoals | undefined,
  returnTo: string | null | undefined,
  search?: string,
): string {
  const safeReturnTo = returnTo && isSafeReturnTo(returnTo) ? returnTo : undefined;
  const step = nextRequiredOnboardingStep(goals, { search });
  if (step) return onboardingStepPath(step, safeReturnTo);
  return safeReturnTo ?? '/';
}
