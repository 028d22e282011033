import { createHash, randomBytes } from 'node:crypto';

/** A new opaque secret (access token, link token): 32 random bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database stores instead of a secret. SHA-256 suffices: the secrets are 256-bit
 * random values, so there is nothing to brute-force that a slow hash would protect.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
