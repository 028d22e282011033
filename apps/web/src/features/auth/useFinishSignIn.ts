import { useCallback } from 'react';
import type { IdentityStore } from '@motes/identity';
import type { OnboardingGoals } from '@motes/shared';
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

/** How long to wait for the signed-in status before going on with what is known. */
const SIGNED_IN_STATUS_WAIT_MS = 10_000;

/**
 * The goals of the signed-in status. The login's own status refresh can be superseded by a
 * newer one (another tab announcing the same sign-in starts one), in which case the store
 * still holds the anonymous status for a moment: wait for the signed-in one.
 */
function signedInGoals(store: IdentityStore): Promise<OnboardingGoals | undefined> {
  const loggedInGoals = () => {
    const status = store.getState().status;
    return status?.auth.isLoggedIn ? status.goals : undefined;
  };
  const known = loggedInGoals();
  if (known) return Promise.resolve(known);
  return new Promise((resolve) => {
    const finish = (goals: OnboardingGoals | undefined) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(goals);
    };
    const timer = setTimeout(
      () => finish(store.getState().status?.goals),
      SIGNED_IN_STATUS_WAIT_MS,
    );
    const unsubscribe = store.subscribe(() => {
      const goals = loggedInGoals();
      if (goals) finish(goals);
    });
  });
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
      void signedInGoals(store).then((goals) =>
        navigate(pathAfterSignIn(goals, returnTo ?? serverReturnTo), { replace: true }),
      );
    },
    [navigate, store],
  );
}
