// §4 "Goal states", "Onboarding completion", "Next required step for a signed-in user" and
// "Guarded routes". Pure rules: the web app's route guard and pages call these.
import type { GoalState } from './goals';
import { normaliseGoalState } from './goals';
import { ONBOARDING_STEP_PATHS, type OnboardingStep } from './onboardingSteps';
import { isSafeReturnTo } from './signIn';

/**
 * The goals these rules read (§3 "User goals"). States may be in any letter case (§4: "written
 * upper case in some places"); the parsed `Goals` of an identity status fits.
 */
export type OnboardingGoals = Readonly<Record<string, unknown>>;

/** §4: the states that count an onboarding goal as done. */
const DONE_STATES: readonly (GoalState | undefined)[] = ['skip_for_now', 'completed'];

/** §4: true when a goal's state is required (in any letter case). */
export function isGoalRequired(value: unknown): boolean {
  return normaliseGoalState(value) === 'required';
}

/** §4: `iid` or `uid` in a link's query marks onboarding as not required and completed. */
export const ONBOARDING_BYPASS_QUERY_KEYS = ['iid', 'uid'] as const;

/** True when `search` (a query string, with or without `?`) carries `iid` or `uid`. */
export function hasOnboardingBypass(search: string | URLSearchParams | undefined): boolean {
  if (search === undefined) return false;
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return ONBOARDING_BYPASS_QUERY_KEYS.some((key) => params.has(key));
}

/**
 * §4: onboarding is completed when both userOnboarding and productOnboarding are SKIP_FOR_NOW or
 * COMPLETED (any case), or when the link carries `iid`/`uid`.
 */
export function isOnboardingCompleted(
  goals: OnboardingGoals | undefined,
  search?: string | URLSearchParams,
): boolean {
  if (hasOnboardingBypass(search)) return true;
  return (
    DONE_STATES.includes(normaliseGoalState(goals?.userOnboarding)) &&
    DONE_STATES.includes(normaliseGoalState(goals?.productOnboarding))
  );
}

export interface NextStepOptions {
  /** The current query; `iid`/`uid` mean no step is required. */
  search?: string | URLSearchParams;
  /**
   * §4 "an additional condition that is not shown" for the product step. Ours: the caller says
   * whether the product tour applies to this user (e.g. false inside a framed embed). Default true.
   */
  productOnboardingApplies?: boolean;
}

/**
 * §4 next required step for a signed-in user: details (captureNameDetailsAfterEmailLogin
 * required), then survey (userOnboarding required), then product (productOnboarding required and
 * the extra condition); undefined when nothing is required.
 */
export function nextRequiredOnboardingStep(
  goals: OnboardingGoals | undefined,
  options: NextStepOptions = {},
): OnboardingStep | undefined {
  if (hasOnboardingBypass(options.search)) return undefined;
  if (isGoalRequired(goals?.captureNameDetailsAfterEmailLogin)) return 'details';
  if (isGoalRequired(goals?.userOnboarding)) return 'survey';
  if (isGoalRequired(goals?.productOnboarding) && (options.productOnboardingApplies ?? true)) {
    return 'product';
  }
  return undefined;
}

/** §2: the sign-in page. */
export const GUARD_LOGIN_PATH = '/login';

export interface GuardedRouteInput {
  /** Whether the page needs a signed-in user. */
  requiresSignIn: boolean;
  isLoggedIn: boolean;
  /** The current path with its query, e.g. `/account?tab=profile`. */
  path: string;
  /** The page's own render condition (e.g. "the survey step is required" on the survey page). */
  renderCondition: boolean;
  /** From {@link nextRequiredOnboardingStep}. */
  nextStep: OnboardingStep | undefined;
  /** The `returnTo` query value, if any; unsafe values are ignored. */
  returnTo?: string | null;
}

export type GuardedRouteDecision = { action: 'render' } | { action: 'redirect'; to: string };

/**
 * §4 guarded routes: not logged in where sign-in is required → `/login?returnTo=<path>`; render
 * condition holds → render; otherwise the step's page (`/complete-profile`,
 * `/onboarding/survey`, `/onboarding/product`), else `returnTo` (same-site only) or `/`.
 */
export function decideGuardedRoute(input: GuardedRouteInput): GuardedRouteDecision {
  if (input.requiresSignIn && !input.isLoggedIn) {
    const query = new URLSearchParams({ returnTo: input.path });
    return { action: 'redirect', to: `${GUARD_LOGIN_PATH}?${query.toString()}` };
  }
  if (input.renderCondition) return { action: 'render' };
  if (input.nextStep) return { action: 'redirect', to: ONBOARDING_STEP_PATHS[input.nextStep] };
  const { returnTo } = input;
  return { action: 'redirect', to: returnTo && isSafeReturnTo(returnTo) ? returnTo : '/' };
}
