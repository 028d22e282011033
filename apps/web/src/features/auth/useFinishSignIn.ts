import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { pathAfterSignIn } from '../onboarding/onboardingNavigation';
import { useWebIdentity } from '../../identity/IdentityProvider';

/** What a finished sign-in knows about where to go. */
export interface FinishedSignIn {
  /** The page's own `returnTo`; wins over the one the server echoes. */
  returnTo?: string;
  /** The `returnTo` the server kept with the link or the OIDC attempt. */
  serverReturnTo?: string | null;
}

/**
 * After the store has completed the login: go to the first required onboarding step (§4), else
 * back to the page the user came from, replacing the sign-in page in the history so Back does
 * not land on a spent form.
 */
export function useFinishSignIn(): (signIn: FinishedSignIn) => void {
  const { store } = useWebIdentity();
  const navigate = useNavigate();
  return useCallback(
    ({ returnTo, serverReturnTo }: FinishedSignIn) => {
      const goals = store.getState().status?.goals;
      void navigate(pathAfterSignIn(goals, returnTo ?? serverReturnTo), { replace: true });
    },
    [navigate, store],
  );
}
