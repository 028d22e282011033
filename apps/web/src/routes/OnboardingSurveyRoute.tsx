import { SurveyPage } from '../features/onboarding/SurveyPage';
import { GuardedRoute } from '../identity/GuardedRoute';

/** Route `/onboarding/survey`: shown while the §4 "survey" step is the next one required. */
export function OnboardingSurveyRoute() {
  return (
    <GuardedRoute requiresSignIn renderWhen={(step) => step === 'survey'}>
      <SurveyPage />
    </GuardedRoute>
  );
}
