import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { loginErrorText } from '@motes/identity';
import { API_ROUTES, OidcSignInAnswerSchema, type OneTapSignInRequest } from '@motes/shared';
import { Alert, useToaster, useTranslate } from '@motes/ui';
import { describeApiError } from '../../../api/describeApiError';
import { useIdentity } from '../../../identity/IdentityProvider';
import { describeApiProblem } from '../../signed-in/apiProblem';
import { defaultLoginErrorTextIn } from '../authMessages';
import { useFinishSignIn } from '../useFinishSignIn';
import type { GoogleAccountsId, GoogleCredentialResponse } from './googleIdentity';
import { useGoogleIdentityLoader } from './GoogleIdentityLoaderContext';

/** `POST i/signIn/oneTap` {credential, pageUrl} (§7). */
export const ONE_TAP_SIGN_IN_PATH = API_ROUTES.signIn.oneTap.path;
/** Toast id of the one-tap sign-in, so the failure replaces the "in progress" toast. */
export const ONE_TAP_TOAST_ID = 'one-tap-sign-in';

const LOGIN_FLAGS = { withOTL: false, withEmail: false } as const;

/** Props of {@link OneTapPrompt}. */
export interface OneTapPromptProps {
  /** The Google client id `i/signIn/providers` gave. */
  clientId: string;
  /** Whether this page may show the prompt now (§2); when it turns false the prompt closes. */
  offered: boolean;
}

/**
 * The §2 Google one-tap prompt, once {@link OneTapSignIn} knows it is on: Google's script loads
 * the first time it is offered. Picking an account signs in through `i/signIn/oneTap` (§7: the
 * credential plus the page URL); §8: a toast while it runs, the failure toast, the error text
 * and the login error event when it fails. Moving to a suppressed page or signing in closes
 * the prompt.
 */
export function OneTapPrompt({ clientId, offered }: OneTapPromptProps) {
  const t = useTranslate();
  const { apiClient, store, analytics, isLoggedIn } = useIdentity();
  const location = useLocation();
  const loadGoogle = useGoogleIdentityLoader();
  const toaster = useToaster();
  const finish = useFinishSignIn();
  const [error, setError] = useState<string>();
  const google = useRef<{ id: GoogleAccountsId; clientId: string } | null>(null);
  const here = `${location.pathname}${location.search}`;
  const currentPage = useRef(here);
  useEffect(() => {
    currentPage.current = here;
  }, [here]);

  const signIn = useCallback(
    async ({ credential }: GoogleCredentialResponse) => {
      setError(undefined);
      // §8 texts (GOOGLE_LOGIN_* of @motes/shared), in the interface's language.
      toaster.loading(t('auth-google-login-in-progress'), { id: ONE_TAP_TOAST_ID });
      try {
        const request: OneTapSignInRequest = { credential, pageUrl: window.location.href };
        const response = await apiClient.post(ONE_TAP_SIGN_IN_PATH, request, { skipAuth: true });
        const answer = OidcSignInAnswerSchema.parse(response.data);
        await store.completeLogin(answer, LOGIN_FLAGS);
        toaster.dismiss(ONE_TAP_TOAST_ID);
        // Stay on this page, unless the account still has a required onboarding step (§4).
        finish({ returnTo: currentPage.current });
      } catch (failure) {
        const message = describeApiError(failure, '');
        toaster.error(t('auth-google-login-failed'), { id: ONE_TAP_TOAST_ID });
        // Shown in the interface's language; the analytics event keeps the English text.
        setError(describeApiProblem(t, failure, '') || defaultLoginErrorTextIn(t));
        void analytics.event({
          type: 'loginErrorOccurred',
          variables: { error: message || loginErrorText(failure), ...LOGIN_FLAGS },
        });
      }
    },
    [analytics, apiClient, finish, store, t, toaster],
  );
  // Google keeps the callback it was initialised with; it calls through this to the latest.
  const latestSignIn = useRef(signIn);
  useEffect(() => {
    latestSignIn.current = signIn;
  }, [signIn]);

  const promptFor = offered ? clientId : undefined;
  useEffect(() => {
    if (!promptFor) return;
    let closed = false;
    let shown: GoogleAccountsId | undefined;
    loadGoogle()
      .then((id) => {
        if (closed) return;
        if (google.current?.id !== id || google.current.clientId !== promptFor) {
          id.initialize({
            client_id: promptFor,
            callback: (response) => void latestSignIn.current(response),
            cancel_on_tap_outside: true,
            itp_support: true,
            use_fedcm_for_prompt: true,
          });
          google.current = { id, clientId: promptFor };
        }
        shown = id;
        id.prompt();
      })
      // No script (offline, blocked): the page works without one-tap.
      .catch(() => undefined);
    return () => {
      closed = true;
      shown?.cancel();
    };
  }, [loadGoogle, promptFor]);

  // §8 Google login error state; it goes once the visitor is signed in some other way.
  if (!error || isLoggedIn) return null;
  return (
    <div className="one-tap-error">
      <Alert onDismiss={() => setError(undefined)}>{error}</Alert>
    </div>
  );
}
