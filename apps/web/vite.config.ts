import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND_NAME } from '@motes/ui/brand';

const { version } = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
) as {
  version: string;
};

/** Fills `%MOTES_BRAND_NAME%` in index.html, so the page title comes from the one brand constant. */
function brandNameInHtml(): Plugin {
  return {
    name: 'motes-brand-name-in-html',
    transformIndexHtml: (html) => html.replaceAll('%MOTES_BRAND_NAME%', BRAND_NAME),
  };
}

export default defineConfig({
  plugins: [react(), brandNameInHtml()],
  define: {
    // Sent as the client version header on every API call (§7).
    'import.meta.env.MOTES_WEB_VERSION': JSON.stringify(version),
  },
  server: {
    // `npm run dev -w @motes/web` talks to a server started with `npm start` on its default port.
    proxy: { '/api': { target: 'http://127.0.0.1:8080' } },
  },
  build: {
    outDir: 'dist',
    // The server caches everything under /assets/ for a long time: file names must carry a hash.
    assetsDir: 'assets',
    emptyOutDir: true,
  },
});
