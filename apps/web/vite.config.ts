import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { BRAND_NAME } from '@motes/ui/brand';
import { INTERFACE_LOCALE_CODES } from '@motes/shared';
import { readLocaleSource } from './locales/localeFiles';

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

/**
 * §7 `/locales/{locale}.ftl`: each locale's fragments joined into one file, served by the dev
 * server and written into the build (unhashed: the name is the contract).
 */
function localeFiles(): Plugin {
  return {
    name: 'motes-locale-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /^\/locales\/([A-Za-z-]+)\.ftl$/.exec(request.url?.split('?')[0] ?? '');
        const locale = match?.[1];
        if (!locale || !INTERFACE_LOCALE_CODES.includes(locale as never)) return next();
        response.setHeader('content-type', 'text/plain; charset=utf-8');
        response.end(readLocaleSource(locale));
      });
    },
    generateBundle() {
      for (const locale of INTERFACE_LOCALE_CODES) {
        this.emitFile({
          type: 'asset',
          fileName: `locales/${locale}.ftl`,
          source: readLocaleSource(locale),
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), brandNameInHtml(), localeFiles()],
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
    // Every browser of the build target supports <link rel="modulepreload">: no polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically (React, the router, the layout) loads on
          // every page anyway: one file instead of a dozen compresses better and saves requests
          // (issue 4: the home page's JavaScript under 150 KB gzipped). Pages stay lazy.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
