import { describe, expect, it } from 'vitest';
import {
  EmailAddressSchema,
  INVALID_EMAIL_MESSAGE,
  isSafeReturnTo,
  OtlRequestSchema,
} from './signIn';
import { SIGN_IN_RATE_LIMITS } from './signInErrors';

describe('sign-in by emailed link: the contract', () => {
  it('normalises an address (trimmed, lower case) and rejects anything else with one message', () => {
    expect(EmailAddressSchema.parse('  Ada.L@Example.ORG ')).toBe('ada.l@example.org');
    for (const bad of ['', 'ada', 'ada@', '@example.org', 'a b@example.org', 7, null]) {
      const result = EmailAddressSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
    }
    expect(EmailAddressSchema.safeParse(`${'a'.repeat(250)}@x.io`).success).toBe(false);
  });

  it('accepts only paths on this site as returnTo (no open redirect)', () => {
    for (const ok of ['/', '/my-classes', '/m/abc?x=1#top']) expect(isSafeReturnTo(ok)).toBe(true);
    for (const bad of [
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      'my-classes',
      '/\t/evil',
    ])
      expect(isSafeReturnTo(bad)).toBe(false);
  });

  it('§5: keeps a referral code of 1 to 9 characters only', () => {
    const parse = (referralCode: string) =>
      OtlRequestSchema.safeParse({ email: 'a@example.org', signUp: { referralCode } }).success;
    expect(parse('A')).toBe(true);
    expect(parse('ABCDEFGHI')).toBe(true);
    expect(parse('ABCDEFGHIJ')).toBe(false);
    expect(parse('')).toBe(false);
  });

  it('limits link requests per email and per IP, polls and opens per IP', () => {
    expect(SIGN_IN_RATE_LIMITS.linkRequestsPerEmail.message).toBe(
      'Too many sign-in requests for this email. Please wait a few minutes and try again.',
    );
    const names = Object.values(SIGN_IN_RATE_LIMITS).map((rule) => rule.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
