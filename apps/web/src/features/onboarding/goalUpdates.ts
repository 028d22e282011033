// `POST i/goals` {goal, state}: each onboarding page records how its step ended (§4 goal states).
import {
  API_ROUTES,
  GoalsResponseSchema,
  type GoalName,
  type GoalState,
  type Goals,
} from '@motes/shared';
import type { WebApiClient } from '../../api/webApiClient';

/** The goals route (the contract is `GoalUpdateSchema` in @motes/shared). */
export const GOALS_PATH = API_ROUTES.identity.goals.path;

/** Sets one goal's state and returns every goal after the update. */
export async function updateGoal(
  apiClient: WebApiClient,
  goal: GoalName,
  state: GoalState,
): Promise<Goals> {
  const response = await apiClient.post(GOALS_PATH, { goal, state });
  return GoalsResponseSchema.parse(response.data).goals;
}

/** §4: a link with `iid`/`uid` marks both onboarding goals completed. */
export async function markOnboardingBypassed(apiClient: WebApiClient): Promise<void> {
  await updateGoal(apiClient, 'userOnboarding', 'completed');
  await updateGoal(apiClient, 'productOnboarding', 'completed');
}
