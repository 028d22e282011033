// §3 "Anonymous ids": `anonymous:from_website:` (site) or `anonymous:from_extension:`
// (extension) followed by a random UUID.
import type { ClientType } from '../api/headers';

/** §3: prefix of an anonymous id made by the website. */
export const ANONYMOUS_ID_WEBSITE_PREFIX = 'anonymous:from_website:';
/** §3: prefix of an anonymous id made by the extension. */
export const ANONYMOUS_ID_EXTENSION_PREFIX = 'anonymous:from_extension:';

const PREFIX_BY_CLIENT: Readonly<Record<ClientType, string>> = {
  website: ANONYMOUS_ID_WEBSITE_PREFIX,
  extension: ANONYMOUS_ID_EXTENSION_PREFIX,
};

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A version-4 UUID. `crypto.randomUUID` exists only in secure contexts, so a page served over
 * plain http on a school LAN falls back to `crypto.getRandomValues`, which exists everywhere.
 */
export function randomUuid(): string {
  if (typeof globalThis.crypto.randomUUID === 'function') return globalThis.crypto.randomUUID();
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** §3: a new anonymous id for the given client. */
export function createAnonymousId(
  clientType: ClientType,
  randomUUID: () => string = randomUuid,
): string {
  return `${PREFIX_BY_CLIENT[clientType]}${randomUUID()}`;
}

/** True for an id made by {@link createAnonymousId} (either client). */
export function isAnonymousId(id: unknown): id is string {
  if (typeof id !== 'string') return false;
  const prefix = Object.values(PREFIX_BY_CLIENT).find((candidate) => id.startsWith(candidate));
  return prefix !== undefined && UUID_PATTERN.test(id.slice(prefix.length));
}
