// §9 "Link domains exist for motes (path `m/`), totes (path `t/`) and a short-link domain."
// The server builds every share URL (apps/server/src/services/shareLinks.ts); clients show
// the `shareUrl` / `shortUrl` it answers rather than building links themselves.

/** The share page path of a mote (§2 `m/{productId}`). */
export function moteSharePath(id: string): string {
  return `/m/${encodeURIComponent(id)}`;
}

/** The share page path of a tote (§2 `t/{toteId}`). */
export function toteSharePath(id: string): string {
  return `/t/${encodeURIComponent(id)}`;
}

/** Characters of a short link's code: random base62 (≈ 71 bits at 12 characters). */
export const SHORT_CODE_LENGTH = 12;
/** A short link's code as it appears in `/l/{code}` or at the root of the short-link domain. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9]{10,32}$/;
/** The path of a short link on the main site (the short-link domain serves `/{code}` too). */
export function shortLinkPath(code: string): string {
  return `/l/${code}`;
}
