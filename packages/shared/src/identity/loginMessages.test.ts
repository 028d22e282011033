import { describe, expect, it } from 'vitest';
import {
  GOOGLE_LOGIN_DEFAULT_ERROR,
  GOOGLE_LOGIN_FAILED_TOAST,
  GOOGLE_LOGIN_IN_PROGRESS_TOAST,
  isOidcLoginErrorCode,
  oidcLoginErrorText,
} from './loginMessages';
import { OIDC_LOGIN_ERROR_CODES } from './oidcSignIn';

describe('§8 Google login texts', () => {
  it('has the exact failure and in-progress toast texts', () => {
    expect(GOOGLE_LOGIN_FAILED_TOAST).toBe('Failed to login. Try again later');
    expect(GOOGLE_LOGIN_IN_PROGRESS_TOAST).toBe('Logging you in. Please wait ...');
  });

  it('error state: the default text when there is no error text', () => {
    expect(GOOGLE_LOGIN_DEFAULT_ERROR).toBe(
      'Cannot currently login to Google, please try again later.',
    );
    expect(oidcLoginErrorText(undefined)).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(oidcLoginErrorText(null)).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(oidcLoginErrorText('')).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(oidcLoginErrorText('something_else')).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(oidcLoginErrorText('toString')).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
  });

  it('error state: a text for every callback error code', () => {
    for (const code of OIDC_LOGIN_ERROR_CODES) {
      expect(isOidcLoginErrorCode(code)).toBe(true);
      expect(oidcLoginErrorText(code).length).toBeGreaterThan(10);
    }
    expect(oidcLoginErrorText('oidc_unavailable')).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(oidcLoginErrorText('oidc_failed')).toBe(GOOGLE_LOGIN_FAILED_TOAST);
    expect(oidcLoginErrorText('oidc_email_unverified')).toContain('not verified');
    expect(isOidcLoginErrorCode('403')).toBe(false);
  });

  it('names another OIDC provider in place of Google', () => {
    expect(oidcLoginErrorText(undefined, 'Schoolnet')).toBe(
      'Cannot currently login to Schoolnet, please try again later.',
    );
    expect(oidcLoginErrorText('oidc_denied', 'Schoolnet')).toContain('Schoolnet');
  });
});
