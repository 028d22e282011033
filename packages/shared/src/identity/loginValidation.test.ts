// §5 login and token-update rules with the §8 login texts.
import { describe, expect, it } from 'vitest';
import { validateLogin, validateTokenUpdate } from './loginValidation';

const login = { accessToken: 't-1', userId: 'u-1', primaryEmailAddress: 'ada@school.test' };

describe('§5 login validation (§8 texts)', () => {
  it('§5 accepts a login with non-empty accessToken, userId and primaryEmailAddress', () => {
    const withExtras = { ...login, isNewUser: true };
    expect(validateLogin(withExtras)).toBe(withExtras);
  });

  it.each([undefined, null, 'token', 42, [], {}])(
    "§8 'login needs a populated object' for %j",
    (value) => {
      expect(() => validateLogin(value)).toThrow(new Error('login needs a populated object'));
    },
  );

  it.each(['accessToken', 'userId', 'primaryEmailAddress'] as const)(
    "§8 'login missing param on login: %s' when it is missing, blank or not a string",
    (field) => {
      const message = `login missing param on login: ${field}`;
      const { [field]: _removed, ...missing } = login;
      expect(() => validateLogin(missing)).toThrow(new Error(message));
      expect(() => validateLogin({ ...login, [field]: '' })).toThrow(new Error(message));
      expect(() => validateLogin({ ...login, [field]: '  ' })).toThrow(new Error(message));
      expect(() => validateLogin({ ...login, [field]: 7 })).toThrow(new Error(message));
    },
  );

  it('§5 reports the first missing field in the order accessToken, userId, primaryEmailAddress', () => {
    expect(() => validateLogin({ other: 1 })).toThrow('login missing param on login: accessToken');
    expect(() => validateLogin({ accessToken: 't' })).toThrow(
      'login missing param on login: userId',
    );
  });
});

describe('§5 token update (§8 texts)', () => {
  it("§8 'You must be logged in to update access token' outside a logged-in session", () => {
    expect(() => validateTokenUpdate(false, 'new-token')).toThrow(
      new Error('You must be logged in to update access token'),
    );
    // Being logged in is checked first, so a missing token outside a session says so too.
    expect(() => validateTokenUpdate(false, '')).toThrow(
      'You must be logged in to update access token',
    );
  });

  it.each([undefined, null, '', '   ', 5])(
    "§8 'You must supply a token to update' for %j",
    (token) => {
      expect(() => validateTokenUpdate(true, token)).toThrow(
        new Error('You must supply a token to update'),
      );
    },
  );

  it('§5 returns the token when logged in and the token is non-empty', () => {
    expect(validateTokenUpdate(true, 'new-token')).toBe('new-token');
  });
});
