import { Link } from 'react-router';
import { Button } from '@motes/ui';
import { buttonLinkProps } from './buttonLink';
import { pathAfterSignIn } from '../onboarding/onboardingNavigation';
import { useIdentity } from '../../identity/IdentityProvider';

/** On `/login` or `/signup` while signed in: say who, and offer to go on or switch account. */
export function AlreadySignedIn({ returnTo }: { returnTo: string | undefined }) {
  const { email, state, store } = useIdentity();
  return (
    <section className="auth-done" aria-labelledby="already-signed-in-heading">
      <h2 id="already-signed-in-heading">You're already signed in</h2>
      <p>
        You're signed in as <strong>{email}</strong>.
      </p>
      <div className="auth-actions">
        <Link
          {...buttonLinkProps('primary', 'md')}
          to={pathAfterSignIn(state.status?.goals, returnTo)}
        >
          Continue
        </Link>
        <Button
          variant="ghost"
          // The page then shows its form again, ready for the other account.
          onClick={() => void store.logout()}
        >
          Sign out and use another account
        </Button>
      </div>
    </section>
  );
}
