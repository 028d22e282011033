import { Navigate, useLocation, useParams } from 'react-router';
import { MoteIdSchema, ToteIdSchema } from '@motes/shared';
import { LoadingWave } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { MoteSharePage } from '../share/MoteSharePage';
import { TotePage } from '../totes/TotePage';
import { ShareNotFoundPage, type SharedKind } from './ShareNotFoundPage';
import { surveyBeforeShareLink } from './surveyFirst';

/**
 * `/m/{id}` and `/t/{id}` (§2): open to everyone. A signed-in user whose onboarding survey is
 * still needed answers it first and comes back. A mote link opens the mote's share page, a
 * tote link the tote's; an id that cannot be one lands on the "not found" page.
 */
export function ShareLanding({ kind }: { kind: SharedKind }) {
  const { state, isReady, isLoggedIn, isAuthenticated } = useIdentity();
  const location = useLocation();
  const { id = '' } = useParams();
  // With a token, wait for the status: it decides whether the survey comes first.
  if (isAuthenticated && !isReady && !state.statusError) return <LoadingWave />;
  const survey = isLoggedIn ? surveyBeforeShareLink(state.status?.goals, location) : undefined;
  if (survey) return <Navigate to={survey} replace />;
  if (kind === 'tote' && ToteIdSchema.safeParse(id).success) {
    return (
      <TotePage
        toteId={id}
        isMinor={state.status?.identity.isMinor ?? false}
        notFound={<ShareNotFoundPage kind="tote" />}
      />
    );
  }
  if (kind === 'mote' && MoteIdSchema.safeParse(id).success) {
    return (
      <MoteSharePage
        moteId={id}
        isMinor={state.status?.identity.isMinor ?? false}
        notFound={<ShareNotFoundPage kind="mote" />}
      />
    );
  }
  return <ShareNotFoundPage kind={kind} />;
}
