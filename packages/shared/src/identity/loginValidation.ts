// §5 "Login requires non-empty accessToken, userId and primaryEmailAddress." and "A token
// update requires a logged-in session and a non-empty token." with the §8 login texts.

/** §8: the login value is not an object, or an empty one. */
export const LOGIN_NEEDS_POPULATED_OBJECT_MESSAGE = 'login needs a populated object';
/** §8: a token update outside a logged-in session. */
export const TOKEN_UPDATE_NOT_LOGGED_IN_MESSAGE = 'You must be logged in to update access token';
/** §8: a token update without a token. */
export const TOKEN_UPDATE_MISSING_TOKEN_MESSAGE = 'You must supply a token to update';

/** §8: `login missing param on login: {field}`. */
export function loginMissingParamMessage(field: string): string {
  return `login missing param on login: ${field}`;
}

/** §5: the fields a login must carry, in the order they are checked. */
export const LOGIN_REQUIRED_FIELDS = ['accessToken', 'userId', 'primaryEmailAddress'] as const;

/** A login that passed {@link validateLogin}: the three fields plus whatever the server sent. */
export type ValidatedLogin = Record<string, unknown> & {
  accessToken: string;
  userId: string;
  primaryEmailAddress: string;
};

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * §5 login rule.
 * @throws Error('login needs a populated object') for a non-object or an empty object.
 * @throws Error('login missing param on login: {field}') for the first of accessToken, userId,
 * primaryEmailAddress that is missing, not a string, or blank.
 */
export function validateLogin(login: unknown): ValidatedLogin {
  if (typeof login !== 'object' || login === null || Array.isArray(login)) {
    throw new Error(LOGIN_NEEDS_POPULATED_OBJECT_MESSAGE);
  }
  if (Object.keys(login).length === 0) throw new Error(LOGIN_NEEDS_POPULATED_OBJECT_MESSAGE);
  const record = login as Record<string, unknown>;
  for (const field of LOGIN_REQUIRED_FIELDS) {
    if (!isNonEmptyString(record[field])) throw new Error(loginMissingParamMessage(field));
  }
  return record as ValidatedLogin;
}

/**
 * §5 token-update rule: the session must be logged in, then the token must be non-empty.
 * @throws Error('You must be logged in to update access token')
 * @throws Error('You must supply a token to update')
 */
export function validateTokenUpdate(isLoggedIn: boolean, token: unknown): string {
  if (!isLoggedIn) throw new Error(TOKEN_UPDATE_NOT_LOGGED_IN_MESSAGE);
  if (!isNonEmptyString(token)) throw new Error(TOKEN_UPDATE_MISSING_TOKEN_MESSAGE);
  return token;
}
