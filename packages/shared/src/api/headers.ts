// §7 "Common to all requests": the spec does not show the header names, so these are ours.
// The server reads exactly these; change them on both sides or not at all.
import * as z from 'zod/mini';

/** Header carrying the API key. */
export const API_KEY_HEADER = 'x-motes-api-key';
/** Header carrying the access token, as `Bearer <token>`. */
export const ACCESS_TOKEN_HEADER = 'authorization';
/** Header carrying the device id. */
export const DEVICE_ID_HEADER = 'x-motes-device-id';
/** Header carrying the client version. */
export const CLIENT_VERSION_HEADER = 'x-motes-client-version';
/** Header carrying the client type, one of {@link CLIENT_TYPES}. */
export const CLIENT_TYPE_HEADER = 'x-motes-client-type';
/** Header carrying the id of the last user signed in on this device. */
export const LAST_USER_ID_HEADER = 'x-motes-last-user-id';

/** §7: the two clients that call the API. */
export const CLIENT_TYPES = ['website', 'extension'] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];
export const ClientTypeSchema = z.enum(CLIENT_TYPES);

const BEARER_PREFIX = 'Bearer ';

/** Formats an access token as the value of {@link ACCESS_TOKEN_HEADER}. */
export function formatBearerToken(token: string): string {
  return `${BEARER_PREFIX}${token}`;
}

/**
 * Reads the token from an {@link ACCESS_TOKEN_HEADER} value; undefined when the value is
 * missing, not a Bearer value, or empty. The scheme is matched case-insensitively (RFC 9110).
 */
export function parseBearerToken(headerValue: string | null | undefined): string | undefined {
  if (!headerValue) return undefined;
  const match = /^bearer\s+(\S+)\s*$/i.exec(headerValue);
  return match?.[1];
}
