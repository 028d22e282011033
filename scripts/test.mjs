// `npm test`: installs what the tests need, builds, runs every suite, and ends with one plain
// line `N passed, N failed` summing them all. Exit code 0 only when nothing failed.
//
// Suites: Vitest projects (unit, server on embedded PGlite, server again on PostgreSQL when
// TEST_DATABASE_URL is set, blob store on a real S3 server) and Playwright end-to-end specs
// in Debian's Chromium against the real built server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { checkNodeVersion, ensureNodeModules } from './lib/ensureNodeModules.mjs';
import { run } from './lib/run.mjs';
import {
  ENGINE_SYSTEM_PACKAGES,
  ENGINE_TEST_SYSTEM_PACKAGES,
  ensureSystemPackages,
  TEST_SYSTEM_PACKAGES,
} from './lib/systemPackages.mjs';

checkNodeVersion();
ensureSystemPackages([
  ...TEST_SYSTEM_PACKAGES,
  ...ENGINE_SYSTEM_PACKAGES,
  ...ENGINE_TEST_SYSTEM_PACKAGES,
]);
ensureNodeModules();

console.log('Building the web app, the server and the extension ...');
run('npm', ['run', 'build']);
run('npm', ['run', 'build', '-w', '@motes/extension']);

const reports = '.tmp/test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const suites = [];

function suite(name, command, args, reportFile, count, env = {}) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  let counted;
  if (existsSync(reportFile)) {
    try {
      counted = count(JSON.parse(readFileSync(reportFile, 'utf8')));
    } catch (error) {
      console.error(`Could not read the ${name} report: ${error.message}`);
    }
  }
  // A runner that crashed before reporting still counts as one failure.
  counted ??= { passed: 0, failed: 1, skipped: 0 };
  if (result.status !== 0 && counted.failed === 0) counted.failed = 1;
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  totals.skipped += counted.skipped;
  suites.push(
    `${name}: ${counted.passed} passed, ${counted.failed} failed, ${counted.skipped} skipped`,
  );
}

suite(
  'Vitest (unit, server on PGlite' +
    (process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : '') +
    ', S3)',
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/vitest.json`,
  ],
  `${reports}/vitest.json`,
  (r) => ({
    passed: r.numPassedTests,
    // A file that failed without a failing test (it did not load) counts once; a file with
    // failing tests is already counted by them.
    failed:
      r.numFailedTests +
      (r.testResults ?? []).filter(
        (file) =>
          file.status === 'failed' &&
          !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
      ).length,
    skipped: r.numPendingTests + r.numTodoTests,
  }),
);

suite(
  'Playwright end-to-end (Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  `${reports}/e2e.json`,
  (r) => ({
    passed: r.stats.expected + r.stats.flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
  }),
  { E2E_JSON_REPORT: `${reports}/e2e.json` },
);

console.log('\n' + suites.join('\n'));
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    '(PostgreSQL run skipped: set TEST_DATABASE_URL=postgres://... to run the server suite on PostgreSQL too.)',
  );
}
console.log(
  `${totals.passed} passed, ${totals.failed} failed` +
    (totals.skipped ? `, ${totals.skipped} skipped` : ''),
);
process.exit(totals.failed === 0 ? 0 : 1);
