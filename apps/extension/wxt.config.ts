import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { BRAND_NAME } from '@motes/ui/brand';

/**
 * Public half of the development signing key. It pins the extension id to
 * `gipcbdppcmemlckgfgjklnibhajmbhoc` (first 32 hex digits of sha256(DER), 0–f → a–p) for
 * every unpacked build, so the website and the e2e tests can address it. The private
 * half is not in the repo: the id needs only the public key. The store assigns its own id
 * and ignores this key.
 */
const DEVELOPMENT_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAjfNYcMBcM8733OOgayZsjk3BWopqYYo3mFwHR46rcB+AXKajyv+MSqlJC4zEf1gwrNX//vmVuI0qzERNrVVHqaP3PxKLFzzsMwdjft5dKtkYd9FlL8I0s9iKdaGiqED1JwWJeDX2P8RpZiCaBtKObf7mjmUHVkT5Us9cxS1QfpkBe/yYPLH9kYFlIL/8hNsiFX2SyBtf6HQfSxqWj7sECZGic9tJYN9fVGRSlH1sjYA7zEA4db9088NhHqXfTRGqL3Zx2EE+0UzoZ50FsgFbN/FGQfVQ8J7Y4TKpk+a/EFHYlDuJfQWoPnwb/exjZqp5m5CQjpD1lkGRM56i2xBnJQIDAQAB';

/** Fills `%MOTES_BRAND_NAME%` in the entrypoints' HTML from the one brand constant. */
function brandNameInHtml(): Plugin {
  return {
    name: 'motes-brand-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%MOTES_BRAND_NAME%', BRAND_NAME),
  };
}

// https://wxt.dev/api/config.html
export default defineConfig({
  // Explicit imports only: a reader can see where every name comes from.
  imports: false,
  vite: () => ({ plugins: [react(), brandNameInHtml()] }),
  manifest: {
    name: BRAND_NAME,
    description: 'Voice notes and reading support for teachers and learners.',
    key: DEVELOPMENT_PUBLIC_KEY,
    // Lets the website (and only it) ask the background whether the extension is installed
    // (§4 "Extension detection"). Chromium ignores the port in these patterns.
    externally_connectable: {
      matches: ['http://localhost/*', 'http://127.0.0.1/*'],
    },
  },
  hooks: {
    // WXT copies the popup's HTML <title> (still a placeholder at that point) into the
    // toolbar tooltip; put the brand name there instead.
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.action) manifest.action.default_title = BRAND_NAME;
    },
  },
});
