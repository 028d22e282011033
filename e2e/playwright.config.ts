import path from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { BASE_URL_ENV } from './fixtures/baseUrl';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './fixtures/chromium';

// Run from the repo root: npx playwright test -c e2e/playwright.config.ts
// Needs the built web app and server (npm run build -w @motes/web && npm run build -w @motes/server),
// and for the extension specs the built extension (npm run build -w @motes/extension).

const jsonReportFile = process.env.E2E_JSON_REPORT;
const reporter: ReporterDescription[] = [['list']];
// Relative to where the command runs (the repo root), not to this file.
if (jsonReportFile) reporter.push(['json', { outputFile: path.resolve(jsonReportFile) }]);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results/e2e',
  globalSetup: './globalSetup.ts',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter,
  use: {
    // Set by globalSetup before the workers start; workers load this file afresh.
    baseURL: process.env[BASE_URL_ENV],
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'web', testDir: './web' },
    { name: 'extension', testDir: './extension' },
  ],
});
