import { Link } from 'react-router';
import { Button, useTranslate } from '@motes/ui';
import { buttonLinkProps } from './buttonLink';
import { pathAfterSignIn } from '../onboarding/onboardingNavigation';
import { useIdentity } from '../../identity/IdentityProvider';
import { withElements } from '../signed-in/richMessage';

/** On `/login` or `/signup` while signed in: say who, and offer to go on or switch account. */
export function AlreadySignedIn({ returnTo }: { returnTo: string | undefined }) {
  const t = useTranslate();
  const { email, state, store } = useIdentity();
  const signedInAs = withElements({ email: <strong>{email}</strong> });
  return (
    <section className="auth-done" aria-labelledby="already-signed-in-heading">
      <h2 id="already-signed-in-heading">{t('auth-already-signed-in-heading')}</h2>
      <p>{signedInAs.render(t('auth-already-signed-in-as', signedInAs.args))}</p>
      <div className="auth-actions">
        <Link
          {...buttonLinkProps('primary', 'md')}
          to={pathAfterSignIn(state.status?.goals, returnTo)}
        >
          {t('auth-continue')}
        </Link>
        <Button
          variant="ghost"
          // The page then shows its form again, ready for the other account.
          onClick={() => void store.logout()}
        >
          {t('auth-sign-out-switch')}
        </Button>
      </div>
    </section>
  );
}
