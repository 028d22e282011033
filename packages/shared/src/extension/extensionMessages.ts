// §7 "Messages to the extension" and "Messages broadcast to a set of 3 extension ids", §4
// "Extension detection" and §9 "Extension probe": the contract between the website and the
// extension's background worker, written once for both sides. The website sends these through
// `chrome.runtime.sendMessage(extensionId, message)`; the background parses every one with
// {@link WebsiteToExtensionMessageSchema} before acting on it.
import * as z from 'zod/mini';
import { UNKNOWN_ERROR_TEXT } from '../analytics/eventMutations';

/**
 * The id the development key in `apps/extension/wxt.config.ts` pins for unpacked builds. The
 * website talks to it unless its build names other ids.
 */
export const DEVELOPMENT_EXTENSION_ID = 'gipcbdppcmemlckgfgjklnibhajmbhoc';

/** A Chromium extension id: 32 letters a–p. */
export const EXTENSION_ID_PATTERN = /^[a-p]{32}$/;

/** §7: the website broadcasts to a configured set of (at most) 3 extension ids. */
export const EXTENSION_BROADCAST_ID_COUNT = 3;

/** §4/§9: the website probes the extension every 1 s… */
export const EXTENSION_PROBE_INTERVAL_MS = 1000;
/** §4/§9: …up to 180 tries. */
export const EXTENSION_PROBE_MAX_TRIES = 180;
/** §4: with no answer at the 2nd try, the stored status goes back to not installed. */
export const EXTENSION_PROBE_RESET_TRY = 2;

/** §7: extension messaging timeout. */
export const EXTENSION_MESSAGE_TIMEOUT_MS = 1000;
/** §7: the shorter timeout of the messaging helper (used for the broadcasts). */
export const EXTENSION_HELPER_MESSAGE_TIMEOUT_MS = 500;
/** §7: a messaging error without a runtime message. */
export const EXTENSION_UNKNOWN_ERROR_TEXT = UNKNOWN_ERROR_TEXT;
/** The error a message gets when the extension does not answer in time. */
export const EXTENSION_TIMEOUT_ERROR_TEXT = 'The extension did not answer in time';

/** §7 message types, as the website and the extension spell them. */
export const EXTENSION_MESSAGE_TYPES = {
  probe: 'probe',
  getVersion: 'get_version',
  saveIdentityData: 'save-identity-data',
  login: 'login',
  lastLoginHostname: 'last_login_hostname',
  logout: 'logout',
} as const;

/**
 * The identity the website hands the extension: only what the extension needs to call the API
 * as this user and to say who is signed in. Never the whole §3 record (plan, institution,
 * preferences stay on the website); unknown fields are dropped when parsed.
 */
export const ExtensionIdentitySchema = z.object({
  accessToken: z.string().check(z.minLength(1), z.maxLength(4096)),
  userId: z.string().check(z.minLength(1), z.maxLength(200)),
  primaryEmailAddress: z.string().check(z.minLength(3), z.maxLength(320)),
  displayName: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
});
export type ExtensionIdentity = z.infer<typeof ExtensionIdentitySchema>;

/**
 * The extension's identity from any §3 user record: undefined unless it is a complete login
 * (§5: accessToken, userId and primaryEmailAddress).
 */
export function extensionIdentityOf(
  record: Readonly<Record<string, unknown>>,
): ExtensionIdentity | undefined {
  const parsed = ExtensionIdentitySchema.safeParse(record);
  if (!parsed.success) return undefined;
  const { accessToken, userId, primaryEmailAddress, displayName } = parsed.data;
  return { accessToken, userId, primaryEmailAddress, displayName: displayName ?? null };
}

const HostnameSchema = z.string().check(z.minLength(1), z.maxLength(253));

/** Everything the website may send the extension (§7). */
export const WebsiteToExtensionMessageSchema = z.discriminatedUnion('type', [
  /** §4: "are you installed?" */
  z.object({ type: z.literal(EXTENSION_MESSAGE_TYPES.probe) }),
  z.object({ type: z.literal(EXTENSION_MESSAGE_TYPES.getVersion) }),
  /** §7: the website's identity as it is now; null when nobody is signed in there. */
  z.object({
    type: z.literal(EXTENSION_MESSAGE_TYPES.saveIdentityData),
    identity: z.nullable(ExtensionIdentitySchema),
  }),
  /** §7 broadcast after sign-in (user data). */
  z.object({ type: z.literal(EXTENSION_MESSAGE_TYPES.login), user: ExtensionIdentitySchema }),
  /** §7 broadcast after sign-in: the website's host name, where the extension sends people to sign in. */
  z.object({
    type: z.literal(EXTENSION_MESSAGE_TYPES.lastLoginHostname),
    hostname: HostnameSchema,
  }),
  /** §4 "broadcasts a logout message". */
  z.object({ type: z.literal(EXTENSION_MESSAGE_TYPES.logout) }),
]);
export type WebsiteToExtensionMessage = z.infer<typeof WebsiteToExtensionMessageSchema>;

/** The background's answer to every website message. */
export const ExtensionAnswerSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), version: z.string().check(z.minLength(1), z.maxLength(64)) }),
  z.object({ ok: z.literal(false), error: z.string().check(z.maxLength(500)) }),
]);
export type ExtensionAnswer = z.infer<typeof ExtensionAnswerSchema>;

/** §3 extension status (stored locally): installation status and version. */
export const ExtensionStatusSchema = z.object({
  installed: z.boolean(),
  version: z.nullable(z.string().check(z.maxLength(64))),
});
export type ExtensionStatus = z.infer<typeof ExtensionStatusSchema>;

/** Not installed, as far as the website knows. */
export const EXTENSION_NOT_INSTALLED: Readonly<ExtensionStatus> = Object.freeze({
  installed: false,
  version: null,
});

/**
 * The extension ids the website talks to, from a comma-separated build setting: valid ids only,
 * no duplicates, at most {@link EXTENSION_BROADCAST_ID_COUNT}. An empty or missing setting means
 * the development id alone.
 */
export function parseExtensionIds(setting: string | undefined): readonly string[] {
  const ids = (setting ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => EXTENSION_ID_PATTERN.test(id));
  const unique = [...new Set(ids)].slice(0, EXTENSION_BROADCAST_ID_COUNT);
  return unique.length > 0 ? unique : [DEVELOPMENT_EXTENSION_ID];
}
