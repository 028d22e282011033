import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSigningOutFlag, useWebIdentity } from './IdentityProvider';

/**
 * Signs out and goes to `path` (§2: "Sign out returns to /login"). While it runs, guarded
 * pages in this tab stand still instead of sending the user to `/login?returnTo=<page>`: the
 * user left on purpose, and their next sign-in should not drop them back on that page. Other
 * tabs, which did not choose to leave, do get the returnTo.
 */
export function useSignOut(): (path: string) => Promise<void> {
  const { store } = useWebIdentity();
  const signingOut = useSigningOutFlag();
  const navigate = useNavigate();
  return useCallback(
    async (path: string) => {
      signingOut.current = true;
      try {
        const loggedOut = store.logout();
        await navigate(path, { replace: true });
        await loggedOut;
      } finally {
        signingOut.current = false;
      }
    },
    [navigate, signingOut, store],
  );
}
