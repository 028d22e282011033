import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  API_ROUTES,
  OtlOpenResponseSchema,
  SIGN_IN_LINK_TOKEN_PARAM,
  type OtlOpenResponse,
} from '@motes/shared';
import { Alert, LoadingWave, useTranslate } from '@motes/ui';
import { apiErrorCode } from '../../api/describeApiError';
import { useIdentity } from '../../identity/IdentityProvider';
import { pathAfterSignIn } from '../onboarding/onboardingNavigation';
import { describeApiProblem } from '../signed-in/apiProblem';
import { documentTitle } from '../signed-in/documentTitle';
import { withElements } from '../signed-in/richMessage';
import { signInMessageKeyOf, signInMessageText, type ShownSignInMessage } from './authMessages';
import { buttonLinkProps } from './buttonLink';
import './auth.css';

/** `POST v1/i/signIn/clientOTL/open`: the emailed link was opened. */
export const OPEN_LINK_PATH = `v1/${API_ROUTES.signIn.openLink.path}`;

/** The API error codes of opening a link that this page words itself. */
const LINK_ERRORS: readonly ShownSignInMessage[] = [
  'linkUnknown',
  'linkUsed',
  'linkExpired',
  'accountDeleted',
];

type LinkState =
  | { name: 'opening' }
  | { name: 'signedIn'; answer: OtlOpenResponse }
  | { name: 'failed'; message: string };

/**
 * `/login/link?token=` — the page an emailed sign-in link opens. Opening it completes the
 * sign-in wherever it was asked for, and signs this browser in too. Links work once, so
 * the call is made once per token even when React runs effects twice in development.
 */
export function LoginLinkPage() {
  const t = useTranslate();
  const [params] = useSearchParams();
  const token = params.get(SIGN_IN_LINK_TOKEN_PARAM) ?? '';
  const { apiClient, store, state } = useIdentity();
  const [linkState, setLinkState] = useState<LinkState>(() =>
    token ? { name: 'opening' } : { name: 'failed', message: signInMessageText(t, 'linkUnknown') },
  );
  const openedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || openedToken.current === token) return;
    openedToken.current = token;
    (async () => {
      try {
        const response = await apiClient.post(OPEN_LINK_PATH, { token }, { skipAuth: true });
        const answer = OtlOpenResponseSchema.parse(response.data);
        if (answer.login) {
          await store.completeLogin(answer.login, { withOTL: true, withEmail: true });
        }
        setLinkState({ name: 'signedIn', answer });
      } catch (error) {
        const key = signInMessageKeyOf(apiErrorCode(error));
        const message =
          key && LINK_ERRORS.includes(key)
            ? signInMessageText(t, key)
            : describeApiProblem(t, error, t('auth-sign-in-failed'));
        setLinkState({ name: 'failed', message });
      }
    })();
    // Links work once: the call is made once per token, whatever else changes (`t` included).
  }, [apiClient, store, t, token]);

  const signedInAs = withElements({
    email: <strong>{linkState.name === 'signedIn' ? linkState.answer.email : ''}</strong>,
  });
  return (
    <div className="auth-page">
      <title>{documentTitle(t('auth-signing-in-title'))}</title>
      {linkState.name === 'opening' && (
        <>
          <h1>{t('auth-signing-in-heading')}</h1>
          <LoadingWave text={t('auth-link-checking')} />
        </>
      )}
      {linkState.name === 'signedIn' && (
        <>
          <h1>{t('auth-link-signed-in-heading')}</h1>
          <p>{signedInAs.render(t('auth-link-signed-in-body', signedInAs.args))}</p>
          {linkState.answer.login && (
            <p>
              <Link
                {...buttonLinkProps('primary', 'md')}
                to={pathAfterSignIn(state.status?.goals, linkState.answer.login.returnTo)}
              >
                {t('auth-link-continue')}
              </Link>
            </p>
          )}
        </>
      )}
      {linkState.name === 'failed' && (
        <>
          <h1>{t('auth-link-failed-heading')}</h1>
          <Alert>{linkState.message}</Alert>
          <p>
            <Link to="/login">{t('auth-link-get-new')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
