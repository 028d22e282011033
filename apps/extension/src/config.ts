import { websiteMatchPatterns } from './websiteOrigins';

/**
 * The website the popup opens. Set `WXT_MOTES_WEBSITE_URL` (in the environment or an `.env`
 * file beside wxt.config.ts) when building for another host; the default is the server
 * that `npm start` runs on this machine.
 */
export const WEBSITE_URL = import.meta.env.WXT_MOTES_WEBSITE_URL ?? 'http://localhost:8080/';

/** The pages that may message the extension; the manifest lists the same (wxt.config.ts). */
export const WEBSITE_MATCH_PATTERNS: readonly string[] = websiteMatchPatterns(
  import.meta.env.WXT_MOTES_WEBSITE_URL,
);
