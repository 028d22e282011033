import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SignInProvidersResponseSchema, shouldOfferOneTap } from '@motes/shared';
import { useIdentity } from '../../../identity/IdentityProvider';
import { SIGN_IN_PROVIDERS_PATH } from '../useSignInProviders';

// The prompt's code (Google's loader, the sign-in call, its error state) loads only once the
// server has said one-tap is on: most pages never need it (issue 4's JavaScript budget).
const OneTapPrompt = lazy(() =>
  import('./OneTapPrompt').then((module) => ({ default: module.OneTapPrompt })),
);

/** True when the page runs inside a frame (§2: no one-tap there). */
function isInFrame(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    // A cross-origin parent can make reading `top` throw: that is a frame too.
    return true;
  }
}

/**
 * §2 Google one-tap: offered only to signed-out visitors, outside the suppressed paths
 * (`/signup`, `/login`, `/onboarding`, `/r…`), outside frames and without `embed=true`, and only
 * when `i/signIn/providers` says one-tap is enabled with a client id. Only then does the prompt
 * ({@link OneTapPrompt}) load, and with it Google's script, once.
 */
export function OneTapSignIn() {
  const { apiClient, isReady, isLoggedIn } = useIdentity();
  const location = useLocation();
  const [clientId, setClientId] = useState<string | null>();

  const offered =
    isReady &&
    shouldOfferOneTap({
      isLoggedIn,
      pathname: location.pathname,
      isInFrame: isInFrame(),
      search: location.search,
    });

  // Which client id to use: asked once, and only when the prompt could be shown at all.
  const wantProviders = offered && clientId === undefined;
  useEffect(() => {
    if (!wantProviders) return;
    const controller = new AbortController();
    apiClient
      .requestAbortable({ path: SIGN_IN_PROVIDERS_PATH, signal: controller.signal, skipAuth: true })
      .then((result) => {
        if (result.aborted) return;
        const parsed = SignInProvidersResponseSchema.safeParse(result.data);
        const oneTap = parsed.success ? parsed.data.oneTap : undefined;
        setClientId(oneTap?.enabled && oneTap.clientId ? oneTap.clientId : null);
      })
      .catch(() => setClientId(null));
    return () => controller.abort();
  }, [apiClient, wantProviders]);

  // Stays mounted once loaded: it closes the prompt on a suppressed page and keeps its error.
  if (!clientId) return null;
  return (
    <Suspense fallback={null}>
      <OneTapPrompt clientId={clientId} offered={offered} />
    </Suspense>
  );
}
