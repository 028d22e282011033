import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { API_ROUTES, OidcSignInAnswerSchema } from '@motes/shared';
import { Alert, LoadingWave, useToaster, useTranslate } from '@motes/ui';
import { describeApiError } from '../../api/describeApiError';
import { useIdentity } from '../../identity/IdentityProvider';
import { describeApiProblem } from '../signed-in/apiProblem';
import { documentTitle } from '../signed-in/documentTitle';
import { defaultLoginErrorTextIn } from './authMessages';
import { ExtensionSignedIn } from './ExtensionSignedIn';
import { useFinishSignIn } from './useFinishSignIn';
import { useSignInProviders } from './useSignInProviders';
import './auth.css';

/** `POST i/signIn/exchange`: trades the callback's one-time code for a session. */
export const EXCHANGE_PATH = API_ROUTES.signIn.exchange.path;

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
  const t = useTranslate();
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
    // `message` goes to analytics as it is; `shown` is the same in the interface's language.
    const fail = (message: string | undefined, shown = message) => {
      // §8 GOOGLE_LOGIN_FAILED_TOAST, in the interface's language.
      toaster.error(t('auth-google-login-failed'));
      void analytics.event({
        type: 'loginErrorOccurred',
        variables: { error: message ?? null, withOTL: false, withEmail: false },
      });
      setExchange({ name: 'failed', message: shown });
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
        fail(describeApiError(error, ''), describeApiProblem(t, error, ''));
      }
    })();
  }, [analytics, apiClient, code, finish, store, t, toaster]);

  return (
    <div className="auth-page">
      <title>{documentTitle(t('auth-signing-in-title'))}</title>
      {exchange.name === 'exchanging' && (
        <>
          <h1>{t('auth-signing-in-heading')}</h1>
          <LoadingWave text={t('auth-complete-finishing')} />
        </>
      )}
      {exchange.name === 'extensionDone' && (
        <>
          <h1>{t('auth-complete-signed-in-heading')}</h1>
          <ExtensionSignedIn email={exchange.email} />
        </>
      )}
      {exchange.name === 'failed' && (
        <>
          <h1>{t('auth-sign-in-failed-heading')}</h1>
          <Alert>
            {exchange.message || defaultLoginErrorTextIn(t, providers?.oidc.displayName)}
          </Alert>
          <p>
            <Link to="/login">{t('auth-back-to-sign-in')}</Link>
          </p>
        </>
      )}
    </div>
  );
}
