// §9 storage keys: "Storage key prefix: `{product}-auth-`", where {product} reads "mote"
// (the spec's placeholder note names the prefix "mote-auth-").

/** §9: prefix of every key the identity code stores; a sign-out clears keys with it. */
export const AUTH_STORAGE_KEY_PREFIX = 'mote-auth-';

/** This browser's device id, sent with every API call (§7 common headers). */
export const DEVICE_ID_STORAGE_KEY = 'motes-device-id';

/** The interface locale picked in the locale switcher on this device (kept across sign-out). */
export const UX_LOCALE_STORAGE_KEY = 'motes-ux-locale';
