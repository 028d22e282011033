import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  defaultLoginErrorText,
  GOOGLE_LOGIN_FAILED_TOAST,
  OidcSignInAnswerSchema,
} from '@motes/shared';
import { Alert, BRAND_NAME, LoadingWave, useToaster } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useIdentity } from '../../identity/IdentityProvider';
import { ExtensionSignedIn } from './ExtensionSignedIn';
import { useFinishSignIn } from './useFinishSignIn';
import { useSignInProviders } from './useSignInProviders';
import './auth.css';

/** `POST i/signIn/exchange`: trades the callback's one-time code for a session. */
export const EXCHANGE_PATH = 'i/signIn/exchange';

type ExchangeState =
  | { name: 'exchanging' }
  | { name: 'extensionDone'; email: string }
  | { name: 'failed'; message: string | undefined };

/**
 * `/login/complete?code=` — where the OIDC callback sends the browser. The code is exchanged
 * for a session (never carried in a URL itself), the login completed, and the user taken on.
 * §8: a failure shows the "Failed to login" toast, keeps the error text on the page (or the
 * default text when there is none) and sends the login error event.
 */
export function LoginCompletePage() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const { apiClient, store, analytics } = useIdentity();
  const providers = useSignInProviders();
  const toaster = useToaster();
  const finish = useFinishSignIn();
  const [exchange, setExchange] = useState<ExchangeState>(() =>
    code ? { name: 'exchanging' } : { name: 'failed', message: undefined },
  );
  const exchangedCode = useRef<string | null>(null);

  useEffect(() => {
    if (exchangedCode.current === code) return;
    exchangedCode.current = code;
    const fail = (message: string | undefined) => {
      toaster.error(GOOGLE_LOGIN_FAILED_TOAST);
      void analytics.event({
        type: 'loginErrorOccurred',
        variables: { error: message ?? null, withOTL: false, withEmail: false },
      });
      setExchange({ name: 'failed', message });
    };
    if (!code) {
      fail(undefined);
      return;
    }
    (async () => {
      try {
        const response = await apiClient.post(EXCHANGE_PATH, { code }, { skipAuth: true });
        const answer = OidcSignInAnswerSchema.parse(response.data);
        await store.completeLogin(answer, { withOTL: false, withEmail: false });
        if (answer.invoker === 'extension') {
          setExchange({ name: 'extensionDone', email: answer.primaryEmailAddress });
        } else {
          finish({ serverReturnTo: answer.returnTo });
        }
      } catch (error) {
        fail(describeApiError(error, ''));
      }
    })();
  }, [analytics, apiClient, code, finish, store, toaster]);

  return (
    <div className="auth-page">
      <title>{`Signing in · ${BRAND_NAME}`}</title>
      {exchange.name === 'exchanging' && (
        <>
          <h1>Signing you in</h1>
          <LoadingWave text="Finishing your sign-in ..." />
        </>
      )}
      {exchange.name === 'extensionDone' && (
        <>
          <h1>Signed in</h1>
          <ExtensionSignedIn email={exchange.email} />
        </>
      )}
      {exchange.name === 'failed' && (
        <>
          <h1>We couldn't sign you in</h1>
          <Alert>{exchange.message || defaultLoginErrorText(providers?.oidc.displayName)}</Alert>
          <p>
            <Link to="/login">Back to sign in</Link>
          </p>
        </>
      )}
    </div>
  );
}
