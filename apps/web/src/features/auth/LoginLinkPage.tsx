import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  OtlOpenResponseSchema,
  SIGN_IN_ERROR_CODES,
  SIGN_IN_LINK_TOKEN_PARAM,
  SIGN_IN_MESSAGES,
  type OtlOpenResponse,
} from '@motes/shared';
import { Alert, BRAND_NAME, LoadingWave } from '@motes/ui';
import { apiErrorCode, describeApiError } from '../../api/describeApiError';
import { useIdentity } from '../../identity/IdentityProvider';
import { pathAfterSignIn } from '../onboarding/onboardingNavigation';
import { buttonLinkProps } from './buttonLink';
import { SIGN_IN_FAILED_MESSAGE } from './useEmailLinkSignIn';
import './auth.css';

/** `POST v1/i/signIn/clientOTL/open`: the emailed link was opened. */
export const OPEN_LINK_PATH = 'v1/i/signIn/clientOTL/open';

const LINK_ERROR_MESSAGES: Record<string, string> = {
  [SIGN_IN_ERROR_CODES.linkUnknown]: SIGN_IN_MESSAGES.linkUnknown,
  [SIGN_IN_ERROR_CODES.linkUsed]: SIGN_IN_MESSAGES.linkUsed,
  [SIGN_IN_ERROR_CODES.linkExpired]: SIGN_IN_MESSAGES.linkExpired,
  [SIGN_IN_ERROR_CODES.accountDeleted]: SIGN_IN_MESSAGES.accountDeleted,
};

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
  const [params] = useSearchParams();
  const token = params.get(SIGN_IN_LINK_TOKEN_PARAM) ?? '';
  const { apiClient, store, state } = useIdentity();
  const [linkState, setLinkState] = useState<LinkState>(() =>
    token ? { name: 'opening' } : { name: 'failed', message: SIGN_IN_MESSAGES.linkUnknown },
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
        const code = apiErrorCode(error);
        const message =
          (code && LINK_ERROR_MESSAGES[code]) || describeApiError(error, SIGN_IN_FAILED_MESSAGE);
        setLinkState({ name: 'failed', message });
      }
    })();
  }, [apiClient, store, token]);

  return (
    <div className="auth-page">
      <title>{`Signing in · ${BRAND_NAME}`}</title>
      {linkState.name === 'opening' && (
        <>
          <h1>Signing you in</h1>
          <LoadingWave text="Checking your sign-in link ..." />
        </>
      )}
      {linkState.name === 'signedIn' && (
        <>
          <h1>You're signed in</h1>
          <p>
            Signed in as <strong>{linkState.answer.email}</strong>. If you asked for this link on
            another device or tab, it is signing you in there now too.
          </p>
          {linkState.answer.login && (
            <p>
              <Link
                {...buttonLinkProps('primary', 'md')}
                to={pathAfterSignIn(state.status?.goals, linkState.answer.login.returnTo)}
              >
                Continue to {BRAND_NAME}
              </Link>
            </p>
          )}
        </>
      )}
      {linkState.name === 'failed' && (
        <>
          <h1>This link didn't work</h1>
          <Alert>{linkState.message}</Alert>
          <p>
            <Link to="/login">Get a new sign-in link</Link>
          </p>
        </>
      )}
    </div>
  );
}
