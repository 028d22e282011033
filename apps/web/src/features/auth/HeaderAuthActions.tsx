import { Link, useLocation } from 'react-router';
import { buildLoginRedirectUrl, LOGIN_PATH } from '@motes/api-client';
import { Button } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { useSignOut } from '../../identity/useSignOut';
import { buttonLinkProps } from './buttonLink';
import { headerActionsFor } from './headerActions';

/**
 * The header's sign-in area: "Sign in" / "Sign up free" for visitors, the signed-in email with
 * "My account" and "Sign out" for users. The full navigation bar is built elsewhere; this keeps
 * to the §2 rules that concern signing in.
 */
export function HeaderAuthActions() {
  const { isReady, isLoggedIn, isAuthenticated, email } = useIdentity();
  const { pathname, search } = useLocation();
  const signOut = useSignOut();
  // Without a token the visitor is signed out for sure; with one, wait for the status.
  const known = isReady || !isAuthenticated ? isLoggedIn : undefined;
  const actions = headerActionsFor(pathname, search, known);

  if (actions.kind === 'none') return null;
  if (actions.kind === 'signedIn') {
    return (
      <nav className="header-auth" aria-label="Account">
        <span className="header-auth__email">{email}</span>
        {actions.account && <Link to="/account">My account</Link>}
        <Button
          variant="ghost"
          size="sm" // §2: Sign out returns to /login; the store signs out every tab.
          onClick={() => void signOut(LOGIN_PATH)}
        >
          Sign out
        </Button>
      </nav>
    );
  }
  return (
    <nav className="header-auth" aria-label="Account">
      {actions.signIn && (
        // §2 login redirect helper: come back to this page after signing in.
        <Link to={buildLoginRedirectUrl(LOGIN_PATH, `${pathname}${search}`)}>Sign in</Link>
      )}
      {actions.signUp && (
        <Link {...buttonLinkProps('primary', 'sm')} to="/signup">
          Sign up free
        </Link>
      )}
    </nav>
  );
}
