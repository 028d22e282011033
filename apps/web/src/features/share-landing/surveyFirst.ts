// §2 "Authenticated users": `m/{productId}` and `t/{toteId}` send the user to
// `/onboarding/survey` if a survey is still needed.
import {
  hasOnboardingBypass,
  isGoalRequired,
  ONBOARDING_STEP_PATHS,
  type OnboardingGoals,
} from '@motes/shared';
import { withReturnTo } from '../onboarding/onboardingNavigation';

/**
 * The survey page to go to first, carrying this share link in `returnTo` so that finishing
 * (or skipping) the survey comes back to it; undefined when no survey is needed. §4: the
 * survey is needed while userOnboarding is required, unless the link carries `iid`/`uid`.
 */
export function surveyBeforeShareLink(
  goals: OnboardingGoals | undefined,
  location: { pathname: string; search: string },
): string | undefined {
  if (hasOnboardingBypass(location.search)) return undefined;
  if (!isGoalRequired(goals?.userOnboarding)) return undefined;
  return withReturnTo(ONBOARDING_STEP_PATHS.survey, `${location.pathname}${location.search}`);
}
