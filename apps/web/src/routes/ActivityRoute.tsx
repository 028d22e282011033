import { ActivityPage } from '../features/activity/ActivityPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/activity` (§2 "My Activity"): signed-in users with no onboarding step left (§4). */
export function ActivityRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <ActivityPage />
    </GuardedRoute>
  );
}
