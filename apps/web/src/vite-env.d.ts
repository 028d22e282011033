/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The web app's package version, defined by vite.config.ts; absent under Vitest. */
  readonly MOTES_WEB_VERSION?: string;
  /** §7: the extension ids to talk to, comma-separated (up to 3); see features/extension-bridge. */
  readonly VITE_MOTES_EXTENSION_IDS?: string;
}
