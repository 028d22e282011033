import { MyLoopsPage } from '../features/my-loops/MyLoopsPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/my-loops` (§2): signed-in users with no onboarding step left (§4). */
export function MyLoopsRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <MyLoopsPage />
    </GuardedRoute>
  );
}
