import { SchoolAnalyticsPage } from '../features/my-school/SchoolAnalyticsPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/my-school/analytics` (§2): signed-in users with no onboarding step left (§4). */
export function SchoolAnalyticsRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <SchoolAnalyticsPage />
    </GuardedRoute>
  );
}
