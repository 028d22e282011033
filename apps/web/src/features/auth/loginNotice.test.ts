import { describe, expect, it } from 'vitest';
import { GOOGLE_LOGIN_DEFAULT_ERROR, GOOGLE_LOGIN_FAILED_TOAST } from '@motes/shared';
import { englishTranslator } from '../../testing/testTranslator';
import { loginNoticeFor } from './loginNotice';

const SIGNED_OUT_MESSAGE = 'You were signed out. Please sign in again.';

const notice = (query: string, provider?: string) =>
  loginNoticeFor(new URLSearchParams(query), englishTranslator().t, provider);

describe('/login notices', () => {
  // §2 Forced sign-out: force=1, error=403.
  it('says the user was signed out for force=1 or error=403', () => {
    expect(notice('force=1&error=403&returnTo=%2Fa')).toEqual({
      kind: 'signedOut',
      text: SIGNED_OUT_MESSAGE,
    });
    expect(notice('error=403')).toEqual({ kind: 'signedOut', text: SIGNED_OUT_MESSAGE });
    expect(notice('force=1')).toEqual({ kind: 'signedOut', text: SIGNED_OUT_MESSAGE });
  });

  // §8 Google login failure / error state.
  it('maps OIDC error codes to the §8 texts and anything else to the default text', () => {
    expect(notice('error=oidc_failed')).toEqual({ kind: 'error', text: GOOGLE_LOGIN_FAILED_TOAST });
    expect(notice('error=oidc_unavailable')).toEqual({
      kind: 'error',
      text: GOOGLE_LOGIN_DEFAULT_ERROR,
    });
    expect(notice('error=teapot')).toEqual({ kind: 'error', text: GOOGLE_LOGIN_DEFAULT_ERROR });
    expect(notice('error=oidc_denied', 'Keycloak')?.text).toContain('Keycloak');
  });

  it('says nothing without force or error', () => {
    expect(notice('returnTo=%2Faccount')).toBeUndefined();
  });
});
