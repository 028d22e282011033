// Who is signed in to the extension, kept in `storage.local` (shared by the background, the
// popup, the options page and content scripts, and surviving the service worker's restarts).
// The background writes the identity; the pages read and watch it.
import { browser } from 'wxt/browser';
import {
  ANONYMOUS_ID_EXTENSION_PREFIX,
  DEVICE_ID_STORAGE_KEY,
  ExtensionIdentitySchema,
  createAnonymousId,
  randomUuid,
  type ExtensionIdentity,
  type TeacherControls,
} from '@motes/shared';

/** The signed-in identity and the website that signed it in (its API is where calls go). */
export interface StoredIdentity extends ExtensionIdentity {
  websiteOrigin: string;
}

/** Storage keys of the extension (its own storage: no clash with the website's). */
export const EXTENSION_STORAGE_KEYS = {
  identity: 'motes-extension-identity',
  /** §7 last_login_hostname: the website last signed in on, as an origin. */
  lastWebsiteOrigin: 'motes-extension-last-website',
  /** §3 `anonymous:from_extension:<uuid>`, made once per install. */
  anonymousId: 'motes-extension-anonymous-id',
  /** The last signed-in user id, kept after sign-out (§4, as on the website). */
  lastUserId: 'motes-extension-last-user-id',
  /** §3 teacher controls of the signed-in user, from their status (the sidebar reads them). */
  teacherControls: 'motes-extension-teacher-controls',
  deviceId: DEVICE_ID_STORAGE_KEY,
} as const;

function parseStored(value: unknown): StoredIdentity | undefined {
  const parsed = ExtensionIdentitySchema.safeParse(value);
  const websiteOrigin = (value as { websiteOrigin?: unknown } | undefined)?.websiteOrigin;
  if (!parsed.success || typeof websiteOrigin !== 'string') return undefined;
  return { ...parsed.data, websiteOrigin };
}

async function read(key: string): Promise<unknown> {
  const values = await browser.storage.local.get(key);
  return values[key];
}

/** The signed-in identity, or undefined when signed out. */
export async function readIdentity(): Promise<StoredIdentity | undefined> {
  return parseStored(await read(EXTENSION_STORAGE_KEYS.identity));
}

/** Saves `identity` as signed in by the website at `websiteOrigin`. */
export async function saveIdentity(
  identity: ExtensionIdentity,
  websiteOrigin: string,
): Promise<void> {
  const stored: StoredIdentity = { ...identity, websiteOrigin };
  await browser.storage.local.set({
    [EXTENSION_STORAGE_KEYS.identity]: stored,
    [EXTENSION_STORAGE_KEYS.lastUserId]: identity.userId,
    [EXTENSION_STORAGE_KEYS.lastWebsiteOrigin]: websiteOrigin,
  });
}

/** §4 logout: forgets the identity (and its teacher controls), keeping the anonymous id and the last user id. */
export async function clearIdentity(): Promise<void> {
  await browser.storage.local.remove([
    EXTENSION_STORAGE_KEYS.identity,
    EXTENSION_STORAGE_KEYS.teacherControls,
  ]);
}

/** §3: the signed-in user's teacher controls, as their status reported them. */
export async function saveTeacherControls(controls: TeacherControls): Promise<void> {
  await browser.storage.local.set({ [EXTENSION_STORAGE_KEYS.teacherControls]: controls });
}

/** Where to send people to sign in: the last website signed in on, else the build's website. */
export async function readWebsiteOrigin(fallbackUrl: string): Promise<string> {
  const stored = await read(EXTENSION_STORAGE_KEYS.lastWebsiteOrigin);
  return typeof stored === 'string' ? stored : new URL(fallbackUrl).origin;
}

/** §7 last_login_hostname. */
export async function saveWebsiteOrigin(origin: string): Promise<void> {
  await browser.storage.local.set({ [EXTENSION_STORAGE_KEYS.lastWebsiteOrigin]: origin });
}

async function readOrCreate(key: string, create: () => string, valid: (value: string) => boolean) {
  const existing = await read(key);
  if (typeof existing === 'string' && valid(existing)) return existing;
  const created = create();
  await browser.storage.local.set({ [key]: created });
  return created;
}

/** §3: the extension's anonymous id, `anonymous:from_extension:<uuid>`, made on first use. */
export function readAnonymousId(): Promise<string> {
  return readOrCreate(
    EXTENSION_STORAGE_KEYS.anonymousId,
    () => createAnonymousId('extension'),
    (value) => value.startsWith(ANONYMOUS_ID_EXTENSION_PREFIX),
  );
}

/** §7 device id header: made once per install. */
export function readDeviceId(): Promise<string> {
  return readOrCreate(EXTENSION_STORAGE_KEYS.deviceId, randomUuid, (value) => value.length >= 8);
}

/** §7 last user id header: the signed-in user, else the last one, else the anonymous id. */
export async function readLastUserId(): Promise<string> {
  const identity = await readIdentity();
  if (identity) return identity.userId;
  const last = await read(EXTENSION_STORAGE_KEYS.lastUserId);
  return typeof last === 'string' && last ? last : readAnonymousId();
}

/** Calls `listener` with the identity whenever it changes (in any part of the extension). */
export function watchIdentity(
  listener: (identity: StoredIdentity | undefined) => void,
): () => void {
  const handleChange = (changes: Record<string, { newValue?: unknown }>, areaName: string) => {
    const change = changes[EXTENSION_STORAGE_KEYS.identity];
    if (areaName === 'local' && change) listener(parseStored(change.newValue));
  };
  browser.storage.onChanged.addListener(handleChange);
  return () => browser.storage.onChanged.removeListener(handleChange);
}
