import { ManageUsersPage } from '../features/my-school/ManageUsersPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/my-school/manage-users` (§2): signed-in users with no onboarding step left (§4). */
export function ManageUsersRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <ManageUsersPage />
    </GuardedRoute>
  );
}
