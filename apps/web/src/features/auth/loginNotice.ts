// What `/login` says about how the visitor got there (§2 query `force`, `error`; §8 texts).
import { isOidcLoginErrorCode, oidcLoginErrorText } from '@motes/shared';

/** §2 forced sign-out (`force=1`, `error=403`): the session ended elsewhere. */
export const SIGNED_OUT_MESSAGE = 'You were signed out. Please sign in again.';

/** A notice shown above the sign-in form. */
export type LoginNotice = { kind: 'signedOut'; text: string } | { kind: 'error'; text: string };

/** True when the query says the session was ended for the visitor (§2 forced sign-out). */
export function isForcedSignOut(params: URLSearchParams): boolean {
  return params.get('force') === '1' || params.get('error') === '403';
}

/**
 * The notice for `/login`'s query: the signed-out message for a forced sign-out or
 * `error=403`; the §8 text of an OIDC error code; for any other error code, §8's default
 * "Cannot currently login to …" text with the provider's name.
 */
export function loginNoticeFor(
  params: URLSearchParams,
  providerName?: string,
): LoginNotice | undefined {
  if (isForcedSignOut(params)) return { kind: 'signedOut', text: SIGNED_OUT_MESSAGE };
  const code = params.get('error');
  if (!code) return undefined;
  return {
    kind: 'error',
    text: oidcLoginErrorText(isOidcLoginErrorCode(code) ? code : undefined, providerName),
  };
}
