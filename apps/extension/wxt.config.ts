import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'wxt';
import { BRAND_NAME } from '@motes/ui/brand';
import { websiteMatchPatterns } from './src/websiteOrigins';

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

/**
 * The sidebar puts the design system's CSS into its shadow root, where Chromium ignores
 * @font-face rules; library builds inline the fonts as base64 anyway (~180 kB). Drop them
 * from the sidebar's code.
 */
function sidebarWithoutFontFaces(): Plugin {
  return {
    name: 'motes-sidebar-without-font-faces',
    renderChunk(code, chunk) {
      if (chunk.name !== 'sidebar-app') return null;
      return { code: code.replace(/@font-face\s*\{[^}]*\}/g, ''), map: null };
    },
  };
}

// https://wxt.dev/api/config.html
export default defineConfig({
  // Explicit imports only: a reader can see where every name comes from.
  imports: false,
  // MOTES_EXTENSION_OUT_DIR lets several builds (parallel work, CI) keep apart; default .output.
  ...(process.env.MOTES_EXTENSION_OUT_DIR ? { outDir: process.env.MOTES_EXTENSION_OUT_DIR } : {}),
  vite: () => ({ plugins: [react(), brandNameInHtml(), sidebarWithoutFontFaces()] }),
  manifest: {
    name: BRAND_NAME,
    description: 'Voice notes and reading support for teachers and learners.',
    key: DEVELOPMENT_PUBLIC_KEY,
    // Lets the website (and only it) message the background (§4 "Extension detection", §7
    // identity messages): development hosts, any port, plus the build's website. The
    // background checks the sender against the same list (src/websiteOrigins.ts).
    externally_connectable: {
      matches: websiteMatchPatterns(process.env.WXT_MOTES_WEBSITE_URL),
    },
    // The signed-in identity lives in storage.local; the API calls go to the same website.
    permissions: ['storage'],
    // <all_urls>: Select Area to Read captures the visible tab (tabs.captureVisibleTab needs
    // it, or activeTab, which a sidebar opened by a message never gets). The sidebar's content
    // script already runs on every http(s) page, so the install warning stays the same.
    host_permissions: [...websiteMatchPatterns(process.env.WXT_MOTES_WEBSITE_URL), '<all_urls>'],
    // The Mote Sidebar (src/sidebar): Alt+Shift+M opens and closes it in the current tab.
    commands: {
      'toggle-sidebar': {
        suggested_key: { default: 'Alt+Shift+M' },
        description: 'Open or close the Mote Sidebar',
      },
    },
    // The sidebar's code, which the tiny content script imports only when the sidebar opens.
    // use_dynamic_url: only under a per-session id (runtime.getURL gives it), so a page cannot
    // probe chrome-extension://<id>/sidebar-app.js to learn the extension is installed.
    web_accessible_resources: [
      {
        // highlight-restore.js: the Highlighter's restore chunk, on highlighted pages only.
        resources: ['sidebar-app.js', 'highlight-restore.js'],
        matches: ['http://*/*', 'https://*/*'],
        use_dynamic_url: true,
      },
    ],
  },
  hooks: {
    // WXT copies the popup's HTML <title> (still a placeholder at that point) into the
    // toolbar tooltip; put the brand name there instead.
    'build:manifestGenerated': (_wxt, manifest) => {
      if (manifest.action) manifest.action.default_title = BRAND_NAME;
    },
  },
});
