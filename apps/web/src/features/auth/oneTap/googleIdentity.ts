// The small part of Google Identity Services (https://accounts.google.com/gsi/client) the
// one-tap prompt uses, and the loader that adds its script to the page once.

/** Google's Identity Services script. */
export const GOOGLE_IDENTITY_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** What Google hands the callback when the user picks an account. */
export interface GoogleCredentialResponse {
  /** The ID token (a JWT) the server verifies. */
  credential: string;
  select_by?: string;
}

/** The options of `google.accounts.id.initialize` that this app sets. */
export interface GoogleIdConfiguration {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  auto_select?: boolean;
  cancel_on_tap_outside?: boolean;
  itp_support?: boolean;
  use_fedcm_for_prompt?: boolean;
}

/** `google.accounts.id`: the one-tap API. */
export interface GoogleAccountsId {
  initialize(configuration: GoogleIdConfiguration): void;
  prompt(): void;
  cancel(): void;
}

/** Resolves Google's `google.accounts.id` once its script has loaded. Tests pass a fake. */
export type GoogleIdentityLoader = () => Promise<GoogleAccountsId>;

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

let loading: Promise<GoogleAccountsId> | undefined;

/**
 * Adds Google's script to the page the first time it is asked for and resolves its
 * `google.accounts.id`; later calls share the same promise. A failed load (offline, blocked
 * by the browser) rejects, and the next call tries again.
 */
export const loadGoogleIdentityServices: GoogleIdentityLoader = () => {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_IDENTITY_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    const fail = (message: string) => {
      loading = undefined;
      script.remove();
      reject(new Error(message));
    };
    script.addEventListener('load', () => {
      const id = window.google?.accounts?.id;
      if (id) resolve(id);
      else fail('Google Identity Services loaded without google.accounts.id');
    });
    script.addEventListener('error', () => fail('Could not load Google Identity Services'));
    document.head.append(script);
  });
  return loading;
};
