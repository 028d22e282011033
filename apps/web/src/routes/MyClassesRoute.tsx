import { MyClassesPage } from '../features/my-classes/MyClassesPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/my-classes` (§2): signed-in users with no onboarding step left (§4). */
export function MyClassesRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <MyClassesPage />
    </GuardedRoute>
  );
}
