import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import {
  decideGuardedRoute,
  hasOnboardingBypass,
  isOnboardingCompleted,
  nextRequiredOnboardingStep,
  ONBOARDING_STEP_PATHS,
  type OnboardingStep,
} from '@motes/shared';
import { Alert, LoadingWave, useTranslate } from '@motes/ui';
import { markOnboardingBypassed } from '../features/onboarding/goalUpdates';
import {
  isIdentityFlowPath,
  readReturnTo,
  withReturnTo,
} from '../features/onboarding/onboardingNavigation';
import { useIdentity, useSigningOutFlag } from './IdentityProvider';

/** Props of {@link GuardedRoute}. */
export interface GuardedRouteProps {
  /** §4: the page needs a signed-in user; others are sent to `/login?returnTo=<path>`. */
  requiresSignIn: boolean;
  /**
   * §4 "If the render condition holds, show the page": given the user's next required
   * onboarding step (undefined when none). A normal signed-in page renders when there is none.
   */
  renderWhen?: (nextStep: OnboardingStep | undefined) => boolean;
  children: ReactNode;
}

const STEP_PATHS = new Set(Object.values(ONBOARDING_STEP_PATHS));

const noStepLeft = (nextStep: OnboardingStep | undefined) => nextStep === undefined;

/**
 * §4 guarded routes, decided by the shared `decideGuardedRoute`. While the store is loading it
 * shows the loading wave, except that a visitor with no token at all is known to be signed out
 * and goes to sign in at once. Onboarding redirects carry the page the user wanted in
 * `returnTo`, so that finishing the last step lands them there.
 */
export function GuardedRoute({
  requiresSignIn,
  renderWhen = noStepLeft,
  children,
}: GuardedRouteProps) {
  const t = useTranslate();
  const { state, store, apiClient, isReady, isLoggedIn, isAuthenticated } = useIdentity();
  const location = useLocation();
  const path = `${location.pathname}${location.search}`;
  const goals = state.status?.goals;
  const bypassed = hasOnboardingBypass(location.search);
  const bypassMarked = useRef(false);
  const signingOut = useSigningOutFlag();

  // §4: `iid`/`uid` links mark onboarding as not required (the rule above) and completed.
  useEffect(() => {
    if (!isLoggedIn || !bypassed || bypassMarked.current) return;
    if (isOnboardingCompleted(goals)) return;
    bypassMarked.current = true;
    // On failure the goals stay as they were: the bypass still skips onboarding on this link.
    markOnboardingBypassed(apiClient)
      .then(() => store.refresh())
      .catch(() => undefined);
  }, [apiClient, bypassed, goals, isLoggedIn, store]);

  // This tab is signing out on purpose and already on its way elsewhere: no redirect of ours.
  if (signingOut.current) return null;

  const knownSignedOut = !isAuthenticated;
  if (!isReady && !(requiresSignIn && knownSignedOut)) {
    if (state.statusError) {
      return (
        <Alert
          title={t('auth-guard-status-failed-title')}
          action={{ label: t('auth-guard-try-again'), onClick: () => void store.refresh() }}
        >
          {t('auth-guard-status-failed-body')}
        </Alert>
      );
    }
    return <LoadingWave />;
  }

  const nextStep = nextRequiredOnboardingStep(goals, { search: location.search });
  const returnTo = readReturnTo(location.search);
  const decision = decideGuardedRoute({
    requiresSignIn,
    isLoggedIn,
    path,
    renderCondition: renderWhen(nextStep),
    nextStep,
    returnTo,
  });
  if (decision.action === 'render') return children;
  if (STEP_PATHS.has(decision.to)) {
    const carried = returnTo ?? (isIdentityFlowPath(location.pathname) ? undefined : path);
    return <Navigate to={withReturnTo(decision.to, carried)} replace />;
  }
  return <Navigate to={decision.to} replace />;
}
