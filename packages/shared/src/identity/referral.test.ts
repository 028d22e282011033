// §5 referral links and §8 referral toast.
import { describe, expect, it } from 'vitest';
import {
  buildReferralLink,
  decideReferralUse,
  isValidReferralCode,
  REFERRAL_SIGNUP_ONLY_TOAST,
} from './referral';

describe('§5 referral link', () => {
  it.each(['a', 'abc123', '123456789'])(
    '§5/§9 builds /r/{code} for the 1–9 character code %j',
    (code) => {
      expect(buildReferralLink(code)).toEqual({ link: `/r/${code}` });
      expect(isValidReferralCode(code)).toBe(true);
    },
  );

  it.each(['', '1234567890', undefined, null, 12])(
    '§5 an error and an empty link for %j',
    (code) => {
      const result = buildReferralLink(code);
      expect(result.link).toBe('');
      expect(result.error).toBe('A referral code must be 1 to 9 characters long');
    },
  );

  it('prefixes an origin and escapes the code', () => {
    expect(buildReferralLink('a b', 'https://motes.test/').link).toBe('https://motes.test/r/a%20b');
  });
});

describe('§5/§8 referral use: valid only for signing up a new account', () => {
  it('§5 a new visitor goes on to sign up; the event says isNewUser true', () => {
    expect(decideReferralUse('abc', { isLoggedIn: false, isKnownUser: false })).toEqual({
      kind: 'signUp',
      code: 'abc',
      event: { isNewUser: true, isLoggedIn: false },
    });
  });

  it('§8 logged in: the toast (top centre, 5 s) and the event with isNewUser false', () => {
    const decision = decideReferralUse('abc', { isLoggedIn: true, isKnownUser: true });
    expect(decision).toEqual({
      kind: 'rejected',
      toast: REFERRAL_SIGNUP_ONLY_TOAST,
      event: { isNewUser: false, isLoggedIn: true },
    });
    expect(REFERRAL_SIGNUP_ONLY_TOAST).toMatchObject({
      message:
        'Whoops - The referral link you clicked can only be used when signing up for a new account',
      position: 'top-center',
      duration: 5000,
    });
  });

  it('§8 known (signed in here before) but logged out: the same toast, isNewUser false', () => {
    expect(decideReferralUse('abc', { isLoggedIn: false, isKnownUser: true })).toMatchObject({
      kind: 'rejected',
      event: { isNewUser: false, isLoggedIn: false },
    });
  });

  it('§5 an invalid code is an error whoever uses it', () => {
    expect(decideReferralUse('1234567890', { isLoggedIn: false, isKnownUser: false })).toEqual({
      kind: 'invalid',
      error: 'A referral code must be 1 to 9 characters long',
    });
  });
});
