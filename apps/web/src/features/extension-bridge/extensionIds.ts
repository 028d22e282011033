import { parseExtensionIds } from '@motes/shared';

/**
 * §7: the extension ids the website probes and broadcasts to, from `VITE_MOTES_EXTENSION_IDS`
 * at build time (comma-separated, up to 3: e.g. the Chrome Web Store id, the Edge Add-ons id
 * and the development id). Unset, it is the pinned development id alone.
 */
export const CONFIGURED_EXTENSION_IDS: readonly string[] = parseExtensionIds(
  import.meta.env.VITE_MOTES_EXTENSION_IDS,
);
