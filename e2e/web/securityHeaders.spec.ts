import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER, ToteSchema } from '@motes/shared';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { accessTokenOf, bearer, makeGeneratedMote } from '../fixtures/motesApi';

// Issue 14 deliverable 2 in real Chromium against the built site: every HTML route carries the
// security headers, and none of them — signed in, on a share page, in an embed player — makes
// the browser report a Content-Security-Policy violation (inline code the CSP does not allow).

/** Collects every CSP violation a page reports, from its first byte on. */
async function watchCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) =>
        console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`),
      true,
    );
  });
  return violations;
}

test.describe('security headers of the built site', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every page carries the headers and the browser reports no CSP violation', async ({
    context,
    page,
    request,
  }) => {
    const violations = await watchCspViolations(page);
    await signInByEmailLink(context, page, request, uniqueEmail('headers'));
    await skipThroughOnboarding(page, 'Hedda');
    const token = await accessTokenOf(page);
    const mote = await makeGeneratedMote(request, token, 'Headers keep this page safe.');
    const made = await request.post('/api/t/totes', {
      headers: { ...bearer(token), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      data: { title: 'Safe folder', moteIds: [mote.id] },
    });
    expect(made.status(), await made.text()).toBe(201);
    const tote = ToteSchema.parse(await made.json());

    const framedNowhere = [
      '/',
      '/login',
      '/account',
      '/record',
      '/features',
      `/m/${mote.id}`,
      `/t/${tote.id}`,
      '/no-such-page',
      '/dev/outbox',
    ];
    const framable = [`/embed/m/${mote.id}`, `/embed/t/${tote.id}`];
    for (const path of [...framedNowhere, ...framable]) {
      const response = await page.goto(path);
      expect(response, path).not.toBeNull();
      const headers = response!.headers();
      expect(headers['content-security-policy'], path).toBeTruthy();
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBeTruthy();
      if (framable.includes(path)) {
        expect(headers['x-frame-options'], path).toBeUndefined();
        expect(headers['content-security-policy'], path).not.toContain("frame-ancestors 'none'");
      } else {
        expect(headers['x-frame-options'], path).toBe('DENY');
        expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
        expect(headers['cross-origin-opener-policy'], path).toBe('same-origin');
      }
      // Let the page start its scripts, styles and first calls.
      await page.waitForLoadState('networkidle').catch(() => undefined);
      expect(violations, `CSP violations on ${path}`).toEqual([]);
    }
    // The signed-in account page rendered (not a redirect to /login).
    await page.goto('/account');
    await expect(page).toHaveURL(/\/account/);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    expect(violations).toEqual([]);
  });
});
