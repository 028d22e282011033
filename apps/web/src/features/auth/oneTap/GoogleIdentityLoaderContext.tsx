import { createContext, useContext } from 'react';
import { loadGoogleIdentityServices, type GoogleIdentityLoader } from './googleIdentity';

/**
 * How the one-tap prompt gets Google's `google.accounts.id`: the real script by default,
 * a fake in tests (Google's service cannot be reached from them).
 */
export const GoogleIdentityLoaderContext = createContext<GoogleIdentityLoader>(
  loadGoogleIdentityServices,
);

/** The loader of the nearest {@link GoogleIdentityLoaderContext}. */
export function useGoogleIdentityLoader(): GoogleIdentityLoader {
  return useContext(GoogleIdentityLoaderContext);
}
