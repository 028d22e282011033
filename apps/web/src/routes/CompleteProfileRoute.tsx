import { CompleteProfilePage } from '../features/onboarding/CompleteProfilePage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/complete-profile`: shown while the §4 "details" step is the next one required. */
export function CompleteProfileRoute() {
  return (
    <GuardedRoute requiresSignIn renderWhen={(step) => step === 'details'}>
      <CompleteProfilePage />
    </GuardedRoute>
  );
}
