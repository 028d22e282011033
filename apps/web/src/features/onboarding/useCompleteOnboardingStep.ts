import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { GoalName, GoalState } from '@motes/shared';
import { useWebIdentity } from '../../identity/IdentityProvider';
import { updateGoal } from './goalUpdates';
import { pathAfterSignIn, readReturnTo } from './onboardingNavigation';

/**
 * Records how an onboarding step ended (§4 goal states) and moves on: to the next required
 * step, else to the page the user first wanted (`returnTo`), else home. The store is
 * refreshed before moving, so the next page's guard already sees the new goals and does not
 * send the user back here.
 * @throws what `i/goals` throws; the caller shows it.
 */
export function useCompleteOnboardingStep(): (goal: GoalName, state: GoalState) => Promise<void> {
  const { apiClient, store } = useWebIdentity();
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    async (goal, state) => {
      const goals = await updateGoal(apiClient, goal, state);
      await store.refresh();
      void navigate(pathAfterSignIn(goals, readReturnTo(search)), { replace: true });
    },
    [apiClient, navigate, search, store],
  );
}
