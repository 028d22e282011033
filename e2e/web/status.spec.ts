import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { StatusPage } from '../fixtures/StatusPage';
import { NotFoundPage } from '../fixtures/NotFoundPage';

test.describe('service status page', () => {
  test('renders the brand, the intro and the status the API reports', async ({ page, request }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text());
    });
    const home = new StatusPage(page);
    const healthResponse = home.nextHealthResponse();
    await home.goto();

    const response = await healthResponse;
    expect(response.status()).toBe(200);
    expect(response.request().method()).toBe('GET');
    const health = (await response.json()) as { status: string; version: string };
    expect(health.status).toBe('ok');

    await expect(page).toHaveTitle('Service status – Motes');
    await expect(home.heading).toHaveText('Motes service status');
    await expect(home.allSystemsWorking).toBeVisible();
    await expect(home.version).toHaveText(`Version ${health.version}`);
    await expect(home.statusError).toHaveCount(0);

    // The same version as the server reports to anyone who asks.
    const direct = await request.get('/api/z/health');
    expect(((await direct.json()) as { version: string }).version).toBe(health.version);
    expect(pageErrors).toEqual([]);
  });

  test('has no WCAG 2.2 AA violations', async ({ page }) => {
    const home = new StatusPage(page);
    await home.goto();
    await expect(home.allSystemsWorking).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('lets keyboard users reach and use the main action', async ({ page }) => {
    const home = new StatusPage(page);
    await home.goto();
    await expect(home.allSystemsWorking).toBeVisible();

    // Tab from the top of the page (past the nav bar's links) until the focus lands on
    // "Check again".
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press('Tab');
      if (await home.checkAgainButton.evaluate((button) => button === document.activeElement))
        break;
    }
    await expect(home.checkAgainButton).toBeFocused();
    // A visible focus indicator (WCAG 2.4.7).
    const outlineStyle = await home.checkAgainButton.evaluate(
      (button) => getComputedStyle(button).outlineStyle,
    );
    expect(outlineStyle).not.toBe('none');

    const nextHealth = home.nextHealthResponse();
    await page.keyboard.press('Enter');
    expect((await nextHealth).status()).toBe(200);
    await expect(home.allSystemsWorking).toBeVisible();
  });

  test('skip link moves focus to the main content', async ({ page }) => {
    const home = new StatusPage(page);
    await home.goto();
    await expect(home.heading).toBeVisible();

    await page.keyboard.press('Tab');
    const skipLink = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });
});

test.describe('unknown routes', () => {
  test('render the 404 page with a working link home', async ({ page }) => {
    const notFound = new NotFoundPage(page);
    await notFound.goto('/this/page/does-not-exist');

    await expect(notFound.heading).toBeVisible();
    await expect(page).toHaveTitle('Page not found – Motes');
    await expect(page.getByRole('main')).toContainText('/this/page/does-not-exist');
    await expectNoAxeViolations(page);

    await notFound.homeLink.click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
