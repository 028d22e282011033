import { defineConfig } from 'vitest/config';

// Projects: unit tests per workspace, the server suite on embedded PGlite, and — when
// TEST_DATABASE_URL is set — the same server suite again on a real PostgreSQL. The `s3`
// project needs a real S3 server (Ceph's gateway), which its global setup starts.
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Engine tests need no database: they run once, in the `engines` project.
    exclude: ['**/*.s3.test.ts', 'src/engines/**'],
    environment: 'node',
    env,
    globalSetup: ['test/databaseGlobalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const projects = [
  { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
  {
    test: {
      name: 'api-client',
      root: 'packages/api-client',
      include: ['src/**/*.test.ts'],
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'identity',
      root: 'packages/identity',
      include: ['src/**/*.test.ts'],
      environment: 'jsdom',
      testTimeout: 30_000,
    },
  },
  {
    test: {
      name: 'ui',
      root: 'packages/ui',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['../../vitest.setup.dom.ts'],
    },
  },
  {
    test: {
      name: 'creating',
      root: 'packages/creating',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['../../vitest.setup.dom.ts'],
    },
  },
  {
    test: {
      name: 'web',
      root: 'apps/web',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      testTimeout: 20_000,
      setupFiles: ['../../vitest.setup.dom.ts'],
    },
  },
  {
    test: {
      name: 'extension',
      root: 'apps/extension',
      include: ['src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      testTimeout: 20_000,
      setupFiles: ['../../vitest.setup.dom.ts'],
    },
  },
  serverProject('server', { MOTES_TEST_DB: 'pglite' }),
  ...(process.env.TEST_DATABASE_URL
    ? [serverProject('server-postgres', { MOTES_TEST_DB: 'postgres' })]
    : []),
  {
    // The language engines (issue 5) on small real inputs: espeak-ng, pocketsphinx, Apertium,
    // FreeDict, WordNet, tesseract.js, the prediction model. Needs the Debian engine packages
    // that `npm test` installs.
    test: {
      name: 'engines',
      root: 'apps/server',
      include: ['src/engines/**/*.test.ts'],
      environment: 'node',
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
  {
    test: {
      name: 's3',
      root: 'apps/server',
      include: ['src/**/*.s3.test.ts'],
      environment: 'node',
      globalSetup: ['test/s3GlobalSetup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  },
];

export default defineConfig({ test: { projects, passWithNoTests: true } });
