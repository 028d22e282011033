import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildLoginRedirectUrl, LOGIN_PATH } from '@motes/api-client';
import { isValidReferralCode, type SignUpDetails } from '@motes/shared';
import { BRAND_NAME } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { readReturnTo } from '../onboarding/onboardingNavigation';
import { REFERRAL_CODE_PARAM } from '../referral/referralParams';
import { INSTITUTION_NAME_PARAM } from './signupParams';
import { AlreadySignedIn } from './AlreadySignedIn';
import { EmailLinkFlow } from './EmailLinkFlow';
import { ProviderSignInLink } from './ProviderSignInLink';
import { useSignInProviders } from './useSignInProviders';
import './auth.css';

/** Reads the sign-up details a link may carry; undefined when it carries none. */
export function signUpDetailsFrom(params: URLSearchParams): SignUpDetails | undefined {
  const institutionName = params.get(INSTITUTION_NAME_PARAM)?.trim() || undefined;
  const code = params.get(REFERRAL_CODE_PARAM) ?? undefined;
  const referralCode = isValidReferralCode(code) ? code : undefined;
  return institutionName || referralCode ? { institutionName, referralCode } : undefined;
}

/**
 * `/signup` (§2): the same emailed-link flow as sign-in, creating the account on first use.
 * An institution name (`institution_name`) and a referral code (from `/r/{code}`) go with it
 * and are kept only if the account is new (§5).
 */
export function SignupPage() {
  const [params] = useSearchParams();
  const { isLoggedIn } = useIdentity();
  const providers = useSignInProviders();
  const returnTo = readReturnTo(params);
  const search = params.toString();
  // Once a sign-up starts here, this page shows it to the end, even as the user becomes signed in.
  const [signingIn, setSigningIn] = useState(false);
  const signUp = useMemo(() => signUpDetailsFrom(new URLSearchParams(search)), [search]);

  return (
    <div className="auth-page">
      <title>{`Create your account · ${BRAND_NAME}`}</title>
      <h1>Create your {BRAND_NAME} account</h1>
      <p className="auth-lead">
        Record voice notes, have text read aloud and share them with a link. It's free to start.
      </p>
      {signUp?.institutionName && (
        <p className="auth-detail">
          You're signing up with <strong>{signUp.institutionName}</strong>.
        </p>
      )}
      {signUp?.referralCode && (
        <p className="auth-detail">
          Referral code <strong>{signUp.referralCode}</strong> will be added to your new account.
        </p>
      )}
      {isLoggedIn && !signingIn ? (
        <AlreadySignedIn returnTo={returnTo} />
      ) : (
        <EmailLinkFlow
          submitLabel="Email me a link to sign up"
          returnTo={returnTo}
          signUp={signUp}
          onStart={() => setSigningIn(true)}
        >
          {providers?.oidc.enabled && (
            <div className="auth-providers">
              <p className="auth-divider">
                <span>or</span>
              </p>
              <ProviderSignInLink
                displayName={providers.oidc.displayName}
                returnTo={returnTo}
                referralCode={signUp?.referralCode}
                institutionName={signUp?.institutionName}
              />
            </div>
          )}
        </EmailLinkFlow>
      )}
      <p className="auth-switch">
        Already have an account?{' '}
        <Link to={returnTo ? buildLoginRedirectUrl(LOGIN_PATH, returnTo) : LOGIN_PATH}>
          Sign in
        </Link>
      </p>
    </div>
  );
}
