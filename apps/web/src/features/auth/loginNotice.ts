// What `/login` says about how the visitor got there (§2 query `force`, `error`; §8 texts).
import type { Translate } from '../signed-in/apiProblem';
import { oidcLoginErrorTextIn } from './authMessages';

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
  t: Translate,
  providerName?: string,
): LoginNotice | undefined {
  if (isForcedSignOut(params)) return { kind: 'signedOut', text: t('auth-signed-out') };
  const code = params.get('error');
  if (!code) return undefined;
  return { kind: 'error', text: oidcLoginErrorTextIn(t, code, providerName) };
}
