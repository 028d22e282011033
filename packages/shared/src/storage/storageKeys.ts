// §9 storage keys: "Storage key prefix: `{product}-auth-`".

/** §9: prefix of every key the identity code stores; a sign-out clears keys with it. */
export const AUTH_STORAGE_KEY_PREFIX = 'motes-auth-';
