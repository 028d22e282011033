/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The web app's package version, defined by vite.config.ts; absent under Vitest. */
  readonly MOTES_WEB_VERSION?: string;
}
