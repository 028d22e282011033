// Bundles the server and the workspace packages it uses (@motes/*, shipped as TypeScript)
// into dist/main.js. Third-party packages stay external and load from node_modules.
import { copyFileSync } from 'node:fs';
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@motes/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// The audio analysis worker is plain JavaScript loaded by path (services/audio/audioAnalyser.ts):
// it sits beside the bundle.
copyFileSync('src/services/audio/audioAnalysisWorker.mjs', 'dist/audioAnalysisWorker.mjs');
