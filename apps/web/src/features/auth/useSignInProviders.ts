import { useEffect, useState } from 'react';
import {
  API_ROUTES,
  SignInProvidersResponseSchema,
  type SignInProvidersResponse,
} from '@motes/shared';
import { useApiClient } from '../../api/ApiClientContext';

/** `GET i/signIn/providers`: which sign-in methods this deployment offers. */
export const SIGN_IN_PROVIDERS_PATH = API_ROUTES.signIn.providers.path;

/**
 * The sign-in providers, or undefined while loading or when the call failed. A failure only
 * hides the provider button: the emailed link always works.
 */
export function useSignInProviders(): SignInProvidersResponse | undefined {
  const apiClient = useApiClient();
  const [providers, setProviders] = useState<SignInProvidersResponse>();
  useEffect(() => {
    const controller = new AbortController();
    apiClient
      .requestAbortable({ path: SIGN_IN_PROVIDERS_PATH, signal: controller.signal, skipAuth: true })
      .then((result) => {
        if (result.aborted) return;
        const parsed = SignInProvidersResponseSchema.safeParse(result.data);
        if (parsed.success) setProviders(parsed.data);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [apiClient]);
  return providers;
}
