// The interface's sign-in texts may be translated, but en-US must read exactly as the spec's
// texts (§8) and the shared constants the API layer uses.
import { describe, expect, it } from 'vitest';
import {
  defaultLoginErrorText,
  GOOGLE_LOGIN_DEFAULT_ERROR,
  GOOGLE_LOGIN_FAILED_TOAST,
  GOOGLE_LOGIN_IN_PROGRESS_TOAST,
  INVALID_EMAIL_MESSAGE,
  OIDC_LOGIN_ERROR_CODES,
  oidcLoginErrorText,
  SIGN_IN_ERROR_CODES,
  SIGN_IN_MESSAGES,
} from '@motes/shared';
import { englishTranslator } from '../../testing/testTranslator';
import {
  defaultLoginErrorTextIn,
  oidcLoginErrorTextIn,
  SIGN_IN_MESSAGE_IDS,
  signInMessageKeyOf,
  signInMessageText,
} from './authMessages';

const { t } = englishTranslator();

describe('sign-in texts in en-US', () => {
  it('§8 Google login toasts and default error read as the spec says', () => {
    expect(t('auth-google-login-failed')).toBe(GOOGLE_LOGIN_FAILED_TOAST);
    expect(t('auth-google-login-in-progress')).toBe(GOOGLE_LOGIN_IN_PROGRESS_TOAST);
    expect(defaultLoginErrorTextIn(t)).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(defaultLoginErrorTextIn(t, 'Keycloak')).toBe(defaultLoginErrorText('Keycloak'));
  });

  it.each(OIDC_LOGIN_ERROR_CODES)('words OIDC error %s as @motes/shared does', (code) => {
    expect(oidcLoginErrorTextIn(t, code)).toBe(oidcLoginErrorText(code));
    expect(oidcLoginErrorTextIn(t, code, 'Keycloak')).toBe(oidcLoginErrorText(code, 'Keycloak'));
  });

  it('falls back to the default error text for unknown or missing codes', () => {
    expect(oidcLoginErrorTextIn(t, 'teapot')).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
    expect(oidcLoginErrorTextIn(t, null)).toBe(GOOGLE_LOGIN_DEFAULT_ERROR);
  });

  it.each(Object.keys(SIGN_IN_MESSAGE_IDS) as (keyof typeof SIGN_IN_MESSAGE_IDS)[])(
    'words sign-in message %s as @motes/shared does',
    (key) => {
      expect(signInMessageText(t, key)).toBe(SIGN_IN_MESSAGES[key]);
      expect(signInMessageKeyOf(SIGN_IN_ERROR_CODES[key])).toBe(key);
    },
  );

  it('has no message of its own for codes the pages do not word', () => {
    expect(signInMessageKeyOf(SIGN_IN_ERROR_CODES.idempotencyKeyReused)).toBeUndefined();
    expect(signInMessageKeyOf('something_else')).toBeUndefined();
    expect(signInMessageKeyOf(undefined)).toBeUndefined();
  });

  it('words the invalid email message as @motes/shared does', () => {
    expect(t('auth-invalid-email')).toBe(INVALID_EMAIL_MESSAGE);
  });
});
