// The referral texts may be translated, but en-US must read exactly as the shared constants
// (§5 code length, §8 referral toast) that the API layer and the identity package use.
import { describe, expect, it } from 'vitest';
import {
  INVALID_REFERRAL_CODE_MESSAGE,
  REFERRAL_CODE_MAX_LENGTH,
  REFERRAL_CODE_MIN_LENGTH,
  REFERRAL_SIGNUP_ONLY_MESSAGE,
} from '@motes/shared';
import { englishTranslator } from '../../testing/testTranslator';

describe('referral texts in en-US', () => {
  const { t } = englishTranslator();

  it('§8 referral toast', () => {
    expect(t('referral-signup-only')).toBe(REFERRAL_SIGNUP_ONLY_MESSAGE);
  });

  it('§5 invalid code', () => {
    expect(
      t('referral-invalid-code', { min: REFERRAL_CODE_MIN_LENGTH, max: REFERRAL_CODE_MAX_LENGTH }),
    ).toBe(INVALID_REFERRAL_CODE_MESSAGE);
  });
});
