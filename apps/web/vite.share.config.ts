import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import appConfig from './vite.config';

// The lean share page `/m/{id}` (issue 6 item 6: under 80 KB of JavaScript gzipped), built as
// its own page after the app (`npm run build`), into the same dist/ so the server finds
// `share.html` beside `index.html`. A separate build, not a second input of the app's build:
// the app bundles everything its entry imports into one chunk, which the share page would
// then have to load whole.
export default mergeConfig(
  appConfig,
  defineConfig({
    resolve: {
      // Preact's React-compatible layer (~5 KB gzipped) instead of React DOM (~69 KB, more
      // than most of the budget). Only this page: the app keeps React. The page's components
      // use nothing Preact lacks; e2e/web/share.spec.ts runs them in Chromium.
      alias: [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
        { find: /^react$/, replacement: 'preact/compat' },
      ],
    },
    build: {
      emptyOutDir: false,
      rolldownOptions: {
        input: { share: fileURLToPath(new URL('./share.html', import.meta.url)) },
        output: {
          codeSplitting: { groups: [{ name: 'share', tags: ['$initial'] }] },
        },
      },
    },
  }),
);
