import { Navigate, useLocation } from 'react-router';
import { LoadingWave } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { ShareNotFoundPage, type SharedKind } from './ShareNotFoundPage';
import { surveyBeforeShareLink } from './surveyFirst';

/**
 * `/m/{id}` and `/t/{id}` (§2): open to everyone. A signed-in user whose onboarding survey is
 * still needed answers it first and comes back. Shared motes and totes do not exist yet
 * (a later part of the product makes them), so every link lands on the "not found" page;
 * nothing is looked up.
 */
export function ShareLanding({ kind }: { kind: SharedKind }) {
  const { state, isReady, isLoggedIn, isAuthenticated } = useIdentity();
  const location = useLocation();
  // With a token, wait for the status: it decides whether the survey comes first.
  if (isAuthenticated && !isReady && !state.statusError) return <LoadingWave />;
  const survey = isLoggedIn ? surveyBeforeShareLink(state.status?.goals, location) : undefined;
  if (survey) return <Navigate to={survey} replace />;
  return <ShareNotFoundPage kind={kind} />;
}
