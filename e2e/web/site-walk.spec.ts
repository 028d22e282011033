// Issue 4 "Done when": walk every route of §2 anonymous and signed in; each page renders one
// h1 without errors, passes axe (WCAG 2.2 AA) and lays out without sideways scrolling or
// overlapping text at 375 px and 1280 px, with a full-page screenshot of each kept as an
// artifact under test-results/screens/.
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { expectCleanLayout, SCREEN_WIDTHS, screenshotName } from '../fixtures/layoutChecks';
import { repoPath } from '../fixtures/repoPaths';
import { PUBLIC_PAGES, SIGNED_IN_PAGES } from '../fixtures/siteRoutes';

// Outside Playwright's outputDir, which each run empties.
const SCREENS_DIR = repoPath('test-results/screens');

function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

async function walk(page: Page, path: string, prefix: string): Promise<void> {
  const errors = collectPageErrors(page);
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.evaluate(() => document.fonts.ready);
    await expectCleanLayout(page);
    await page.screenshot({
      path: join(SCREENS_DIR, `${prefix}${screenshotName(path, width)}`),
      fullPage: true,
    });
  }
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
}

test.describe('every page, anonymous', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}`, async ({ page }) => {
      await walk(page, path, 'anon-');
    });
  }
});

test.describe('every page, signed in', () => {
  test.describe.configure({ mode: 'serial' });
  let storageState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;

  test.beforeAll(async ({ browser, request }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto('/signup');
    await signInByEmailLink(context, page, request, uniqueEmail('walker'));
    await skipThroughOnboarding(page, 'Walker');
    storageState = await context.storageState();
    await context.close();
  });

  for (const path of SIGNED_IN_PAGES) {
    test(`${path}`, async ({ browser }) => {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      await walk(page, path, 'signed-in-');
      await context.close();
    });
  }
});
