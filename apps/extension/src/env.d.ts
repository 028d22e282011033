interface ImportMetaEnv {
  /** The website the popup opens; see src/config.ts. */
  readonly WXT_MOTES_WEBSITE_URL?: string;
}
