// Messages of the identity store that are not §8 texts: worded like them, one place each.

/** §5 "Accessing a missing identity raises an error unless the user is authenticated." */
export const IDENTITY_MISSING_MESSAGE = 'The identity is not loaded yet';
/** Settings are a signed-in user's (the server answers 401 to anyone else). */
export const SETTINGS_NEED_LOGIN_MESSAGE = 'You must be logged in to save settings';

/** What the store broadcasts to the extension (§7 "Messages broadcast …: type login (user data)"). */
export type IdentityBroadcastMessage =
  { type: 'login'; user: Readonly<Record<string, unknown>> } | { type: 'logout' };

/** §4 "auth logout event": `error` 403 (string or number) means the server already refused the token. */
export interface LogoutEvent {
  error?: string | number | null;
}

/** §4: true for 403 as a number or a string. */
export function isForbiddenLogout(event: LogoutEvent | undefined): boolean {
  return event?.error === 403 || event?.error === '403';
}
