// What analytics keeps about a caller who is, or may be, a child (DESIGN.md "Privacy and
// safety": minors get no marketing or tracking identifiers). An allow-list, not a deny-list:
// a field a client adds tomorrow is dropped until someone lists it here on purpose. Every list
// of kept fields lives in this file, so a reviewer reads in one place what a child's events hold.
import type { EventMutationType } from '@motes/shared';

/** A test a kept field's value must pass; a value that fails is dropped like an unlisted field. */
type ValueRule = (value: unknown) => boolean;

/** Fields kept, by name, each with the rule its value must pass. */
export type FieldAllowList = Readonly<Record<string, ValueRule>>;

const flag: ValueRule = (value) => typeof value === 'boolean';
const amount: ValueRule = (value) => typeof value === 'number' && Number.isFinite(value);
const oneOf =
  (...allowed: string[]): ValueRule =>
  (value) =>
    typeof value === 'string' && allowed.includes(value);
/**
 * A code word such as `sidebar/reading`, `fr-FR`, `play_page` or `website`: no spaces, so it
 * cannot carry a sentence someone typed, nor an address (no `?`, `#`, `@` or `%`).
 */
const codeWord: ValueRule = (value) =>
  typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_./-]{0,63}$/.test(value);
const version: ValueRule = (value) =>
  typeof value === 'string' && /^\d{1,6}(\.\d{1,6}){0,3}$/.test(value);

/** The §7 fields that say which surface sent an event; codes and a version, nothing typed. */
const SURFACE_FIELDS: FieldAllowList = {
  trackingSource: codeWord,
  trackingRoute: codeWord,
  application: codeWord,
  extensionVersion: version,
  applicationView: codeWord,
};

/**
 * `s/track/everything`: the surface, the §2 page name, and the §4 lifecycle variables that are
 * codes, counts or flags (read aloud: source, language, speed, characters, reason; translation:
 * kind, from, to; recording: reason, cause; highlighter: colour, isVocabulary; sign-in flags).
 * Gone: referrer, referrerURL, UTM fields, userId, error messages and any other variable.
 */
export const MINOR_TRACK_FIELDS: FieldAllowList = {
  ...SURFACE_FIELDS,
  direct: flag,
  pageContext: codeWord,
  page: codeWord,
  source: codeWord,
  surface: codeWord,
  language: codeWord,
  kind: codeWord,
  from: codeWord,
  to: codeWord,
  reason: codeWord,
  cause: codeWord,
  colour: codeWord,
  origin: codeWord,
  speed: amount,
  characters: amount,
  isVocabulary: flag,
  isNewUser: flag,
  withOTL: flag,
  withEmail: flag,
  forced: flag,
};

/**
 * `s/identify/everything`: only where the call came from and the minor flag. Gone: email,
 * email domain, names, institution, avatar, plan and profile fields, UTM fields, referrers and
 * the user id (the account is not named in a child's analytics).
 */
export const MINOR_IDENTIFY_FIELDS: FieldAllowList = {
  isMinor: oneOf('1', '0'),
  from_extension: oneOf('1'),
  tracking_source: codeWord,
  tracking_route: codeWord,
};

/**
 * `s/event` (§7 event mutations, §8 error events), per type. Gone: UTM fields, the visit's user
 * agent and containing URL, referral codes and referrer ids (tracking identifiers), the login
 * error's text (it can quote what was typed) and any free variable.
 */
export const MINOR_EVENT_FIELDS: Readonly<Record<EventMutationType, FieldAllowList>> = {
  extensionPresence: { type: codeWord, status: oneOf('present', 'absent'), version },
  utmAction: { type: codeWord },
  visitFromOutside: { type: codeWord, event: codeWord },
  referralCodeUsed: { type: codeWord, isNewUser: flag, isLoggedIn: flag },
  clickedInstall: { type: codeWord },
  loginErrorOccurred: { type: codeWord, withOTL: flag, withEmail: flag },
  accountMismatchErrorDisplayed: { type: codeWord, ...SURFACE_FIELDS },
  extensionOutOfDateShown: { type: codeWord, ...SURFACE_FIELDS, version },
  microphoneRequestBlocked: { type: codeWord, ...SURFACE_FIELDS, surface: codeWord },
  readAloudAudioLoadError: { type: codeWord, ...SURFACE_FIELDS, language: codeWord },
};

/**
 * A track event's name as a child's event may carry it: words of letters (`Page Viewed`,
 * `microphoneRequestBlocked`). Names come from the clients' code; one with digits, punctuation
 * or over 80 characters is not a name but text, and the event is not kept.
 */
export function isEventName(name: string): boolean {
  return /^[A-Za-z][A-Za-z ]{0,79}$/.test(name);
}

/** The payload's fields that are on the list and whose values pass its rule; nothing else. */
export function keepAllowedFields(
  payload: Readonly<Record<string, unknown>>,
  allowList: FieldAllowList,
): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(payload)) {
    const rule = Object.hasOwn(allowList, field) ? allowList[field] : undefined;
    if (rule?.(value)) kept[field] = value;
  }
  return kept;
}
