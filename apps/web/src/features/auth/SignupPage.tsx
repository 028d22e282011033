import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buildLoginRedirectUrl, LOGIN_PATH } from '@motes/api-client';
import { isValidReferralCode, type SignUpDetails } from '@motes/shared';
import { useTranslate } from '@motes/ui';
import { useIdentity } from '../../identity/IdentityProvider';
import { readReturnTo } from '../onboarding/onboardingNavigation';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
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
  const t = useTranslate();
  const [params] = useSearchParams();
  const { isLoggedIn } = useIdentity();
  const providers = useSignInProviders();
  const returnTo = readReturnTo(params);
  const search = params.toString();
  // Once a sign-up starts here, this page shows it to the end, even as the user becomes signed in.
  const [signingIn, setSigningIn] = useState(false);
  const signUp = useMemo(() => signUpDetailsFrom(new URLSearchParams(search)), [search]);
  const institution = signUp?.institutionName
    ? withElements({ institution: <strong>{signUp.institutionName}</strong> })
    : undefined;
  const referral = signUp?.referralCode
    ? withElements({ code: <strong>{signUp.referralCode}</strong> })
    : undefined;

  return (
    <div className="auth-page">
      <title>{documentTitle(t('auth-signup-title'))}</title>
      <h1>{t('auth-signup-heading')}</h1>
      <p className="auth-lead">{t('auth-signup-lead')}</p>
      {institution && (
        <p className="auth-detail">
          {institution.render(t('auth-signup-institution', institution.args))}
        </p>
      )}
      {referral && (
        <p className="auth-detail">{referral.render(t('auth-signup-referral', referral.args))}</p>
      )}
      {isLoggedIn && !signingIn ? (
        <AlreadySignedIn returnTo={returnTo} />
      ) : (
        <EmailLinkFlow
          submitLabel={t('auth-signup-submit')}
          returnTo={returnTo}
          signUp={signUp}
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
                referralCode={signUp?.referralCode}
                institutionName={signUp?.institutionName}
              />
            </div>
          )}
        </EmailLinkFlow>
      )}
      <p className="auth-switch">
        {t('auth-signup-have-account')}{' '}
        <Link to={returnTo ? buildLoginRedirectUrl(LOGIN_PATH, returnTo) : LOGIN_PATH}>
          {t('auth-signup-sign-in')}
        </Link>
      </p>
    </div>
  );
}
