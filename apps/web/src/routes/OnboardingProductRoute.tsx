import { ProductTourPage } from '../features/onboarding/ProductTourPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/onboarding/product`: shown while the §4 "product" step is the next one required. */
export function OnboardingProductRoute() {
  return (
    <GuardedRoute requiresSignIn renderWhen={(step) => step === 'product'}>
      <ProductTourPage />
    </GuardedRoute>
  );
}
