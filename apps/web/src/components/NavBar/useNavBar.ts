import { useLocation } from 'react-router';
import { useIdentity } from '../../identity/IdentityProvider';
import { navBarPlan, type NavBarPlan } from './navBarActions';

/** What the navigation bar shows here, with what it needs to draw it. */
export interface NavBarModel {
  plan: NavBarPlan;
  /** The signed-in user's email, heading the Account menu (§2). */
  email: string | undefined;
  pathname: string;
  search: string;
}

/** Reads the page and the identity and applies the §2 rules of {@link navBarPlan}. */
export function useNavBar(): NavBarModel {
  const { isReady, isLoggedIn, isAuthenticated, email, state } = useIdentity();
  const { pathname, search } = useLocation();
  // Without a token the visitor is signed out for sure; with one, wait for the status.
  const knownLoggedIn = isReady || !isAuthenticated ? isLoggedIn : undefined;
  const isStaff = isLoggedIn && state.status?.user?.isGodMode === true;
  return {
    plan: navBarPlan(pathname, search, { isLoggedIn: knownLoggedIn, isStaff }),
    email,
    pathname,
    search,
  };
}
