import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { readReturnTo, withReturnTo } from '../onboarding/onboardingNavigation';
import { documentTitle } from '../signed-in/documentTitle';
import { AlreadySignedIn } from './AlreadySignedIn';
import { EmailLinkFlow } from './EmailLinkFlow';
import { isForcedSignOut, loginNoticeFor } from './loginNotice';
import { ProviderSignInLink } from './ProviderSignInLink';
import { useSignInProviders } from './useSignInProviders';
import './auth.css';

/**
 * `/login` (§2): `returnTo` (where to go afterwards), `force=1` and `error=403` (a forced
 * sign-out, §2/§8), `error=<code>` (an OIDC failure, §8 texts) and `invoker=extension`.
 */
export function LoginPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const { store, analytics, isLoggedIn, isAuthenticated } = useIdentity();
  const providers = useSignInProviders();
  const returnTo = readReturnTo(params);
  const invoker = params.get('invoker') === 'extension' ? 'extension' : undefined;
  const forced = isForcedSignOut(params);
  const notice = loginNoticeFor(params, t, providers?.oidc.displayName);
  // Once a sign-in starts here, this page shows it to the end, even as the user becomes signed in.
  const [signingIn, setSigningIn] = useState(false);
  const arrival = useRef({
    forced,
    authenticated: isAuthenticated,
    error: params.get('error'),
    handled: false,
  });

  // Once per visit, for how the visitor arrived — not again after they sign in on this page.
  useEffect(() => {
    const { forced: wasForced, authenticated, error, handled } = arrival.current;
    // StrictMode runs effects twice in development; the event must still go once.
    if (handled) return;
    arrival.current.handled = true;
    // §4: after a 403 the server already refused the token, so only local cleanup runs.
    if (wasForced && authenticated) void store.logout({ error: 403 });
    // §8 "Login error event": an OIDC failure the callback reported.
    if (error && !wasForced) {
      void analytics.event({
        type: 'loginErrorOccurred',
        variables: { error, withOTL: false, withEmail: false },
      });
    }
  }, [analytics, store]);

  return (
    <div className="auth-page">
      <title>{documentTitle(t('auth-login-title'))}</title>
      <h1>{t('auth-login-heading')}</h1>
      {invoker && <p className="auth-lead">{t('auth-login-extension-lead')}</p>}
      {notice && <Alert type={notice.kind === 'signedOut' ? 'info' : 'error'}>{notice.text}</Alert>}
      {isLoggedIn && !forced && !signingIn ? (
        <AlreadySignedIn returnTo={returnTo} />
      ) : (
        <EmailLinkFlow
          submitLabel={t('auth-login-submit')}
          returnTo={returnTo}
          invoker={invoker}
          onStart={() => setSigningIn(true)}
        >
          {providers?.oidc.enabled && (
            <div className="auth-providers">
              <p className="auth-divider">
                <span>{t('auth-or')}</span>
              </p>
              <ProviderSignInLink
                displayName={providers.oidc.displayName}
                returnTo={returnTo}
                invoker={invoker}
              />
            </div>
          )}
        </EmailLinkFlow>
      )}
      <p className="auth-switch">
        {t('auth-login-new')}{' '}
        <Link to={withReturnTo('/signup', returnTo)}>{t('auth-login-create-account')}</Link>
      </p>
    </div>
  );
}
