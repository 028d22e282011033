import { AccountPage } from '../features/account/AccountPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/account`: signed-in users who have no onboarding step left (§4). */
export function AccountRoute() {
  return (
    <GuardedRoute requiresSignIn>
      <AccountPage />
    </GuardedRoute>
  );
}
