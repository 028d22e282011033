// Which web pages may talk to the extension. The same patterns go into the manifest's
// `externally_connectable` (wxt.config.ts imports them), and the background checks every
// sender against them again: Chromium's check is the first gate, this one keeps a mistake in
// the manifest from becoming a hole. No `import.meta.env` here: wxt.config.ts runs in Node.

/** Development hosts, any port (match patterns without a port match every port). */
export const DEVELOPMENT_WEBSITE_MATCHES = ['http://localhost/*', 'http://127.0.0.1/*'] as const;

/** The `externally_connectable` / `host_permissions` patterns for a build whose website is `websiteUrl`. */
export function websiteMatchPatterns(websiteUrl: string | undefined): string[] {
  const patterns: string[] = [...DEVELOPMENT_WEBSITE_MATCHES];
  if (websiteUrl) {
    const { protocol, hostname } = new URL(websiteUrl);
    const pattern = `${protocol}//${hostname}/*`;
    if (!patterns.includes(pattern)) patterns.push(pattern);
  }
  return patterns;
}

/** True when `origin` (e.g. `http://127.0.0.1:41234`) is matched by one of `patterns`. */
export function isWebsiteOrigin(origin: string | undefined, patterns: readonly string[]): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  return patterns.some((pattern) => {
    const match = /^(https?):\/\/([^/]+)\/\*$/.exec(pattern);
    return match !== null && url.protocol === `${match[1]}:` && url.hostname === match[2];
  });
}
