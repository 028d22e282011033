import { OIDC_START_PATH } from '@motes/shared';
import { useToaster, useTranslate } from '@motes/ui';
import { buttonLinkProps } from './buttonLink';

/** What the OIDC start route is told about this sign-in (all optional). */
export interface ProviderSignInParams {
  returnTo?: string;
  invoker?: 'extension';
  referralCode?: string;
  institutionName?: string;
}

/** The full-page address that starts a sign-in with the OIDC provider. */
export function providerStartUrl(params: ProviderSignInParams): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value) query.set(key, value);
  }
  const search = query.toString();
  return search ? `${OIDC_START_PATH}?${search}` : OIDC_START_PATH;
}

/** Props of {@link ProviderSignInLink}. */
export interface ProviderSignInLinkProps extends ProviderSignInParams {
  /** The provider's name from `i/signIn/providers`, e.g. "Google". */
  displayName: string;
}

/** Toast id of the "in progress" toast, so a later failure replaces it. */
export const PROVIDER_SIGN_IN_TOAST_ID = 'provider-sign-in';

/**
 * "Continue with Google": a plain link, because the sign-in is a full-page trip to the
 * provider and back. §8: while the browser leaves, a toast says "Logging you in. Please wait ...".
 */
export function ProviderSignInLink({ displayName, ...params }: ProviderSignInLinkProps) {
  const t = useTranslate();
  const toaster = useToaster();
  return (
    <a
      {...buttonLinkProps('secondary', 'lg', 'auth-provider-link')}
      href={providerStartUrl(params)}
      onClick={() =>
        // §8 GOOGLE_LOGIN_IN_PROGRESS_TOAST, in the interface's language.
        toaster.loading(t('auth-google-login-in-progress'), { id: PROVIDER_SIGN_IN_TOAST_ID })
      }
    >
      {t('auth-continue-with', { provider: displayName })}
    </a>
  );
}
