import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { REFERRAL_SIGNUP_ONLY_MESSAGE } from '@motes/shared';
import { AccountPage } from '../fixtures/AccountPage';
import { AppHeader } from '../fixtures/AppHeader';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { LoginPage } from '../fixtures/LoginPage';
import { OnboardingPages } from '../fixtures/OnboardingPages';
import { Outbox } from '../fixtures/Outbox';
import { E2E_OIDC_DISPLAY_NAME, OIDC_ISSUER_ENV, useOidcAccount } from '../fixtures/oidcProvider';

// Issue 3 "Done when", end to end against the real built server and its real outbox.

test.describe('identity', () => {
  // §4 guarded routes, next required step; §2 login redirect; §7 emailed link with polling.
  test('a new visitor signs up by emailed link, onboards and lands where they were going', async ({
    page,
    context,
    request,
  }) => {
    const email = uniqueEmail('new-teacher');
    const account = new AccountPage(page);
    await account.goto();
    await expect(page).toHaveURL('/login?returnTo=%2Faccount');

    const login = new LoginPage(page);
    await login.signUpLink.click();
    await expect(page).toHaveURL('/signup?returnTo=%2Faccount');
    await expect(login.heading).toHaveText('Create your Motes account');
    await login.askForLink(email);
    await expect(login.checkEmailHeading).toBeVisible();
    await expect(login.waitingStatus).toContainText('Waiting for you to open the link');

    // The person opens the mailed link in another tab; this tab, polling, signs in by itself.
    const linkTab = await context.newPage();
    await linkTab.goto(await new Outbox(request).signInLinkFor(email));
    await expect(
      linkTab.getByRole('heading', { level: 1, name: "You're signed in" }),
    ).toBeVisible();
    await linkTab.close();

    const onboarding = new OnboardingPages(page);
    await expect(onboarding.detailsHeading).toBeVisible();
    await onboarding.fillDetails('Grace', 'Hopper');
    await onboarding.answerSurvey('Teacher', ["Give spoken feedback on students' work"]);
    await onboarding.finishTour();

    await expect(page).toHaveURL('/account');
    await expect(account.heading).toBeVisible();
    await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);
    await expect(new AppHeader(page).account).toContainText(email);
  });

  // §4 Logout: triggered in another tab; every tab logs out together.
  test('signing out in one tab signs the other tab out too', async ({ page, context, request }) => {
    const email = uniqueEmail('two-tabs');
    await signInByEmailLink(context, page, request, email);
    await skipThroughOnboarding(page, 'Ada');
    // Signed in from /login without a returnTo: onboarding ends at home.
    await expect(page).toHaveURL('/');
    const account = new AccountPage(page);
    await account.goto();
    await expect(account.heading).toBeVisible();

    const otherTab = await context.newPage();
    const otherAccount = new AccountPage(otherTab);
    await otherAccount.goto();
    await expect(otherAccount.heading).toBeVisible();
    await expect(new AppHeader(otherTab).account).toContainText(email);

    await new AppHeader(page).signOut();
    await expect(page).toHaveURL('/login');

    // No reload: the other tab hears the sign-out and its guard sends it to sign in.
    await expect(otherTab).toHaveURL('/login?returnTo=%2Faccount');
    await expect(new AppHeader(otherTab).account).not.toContainText(email);
    await otherTab.close();
  });

  // §8: referral code used while logged in → toast top centre, 5 s; event with isNewUser false.
  test('a referral link used while signed in shows the §8 toast and sends the event', async ({
    page,
    context,
    request,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('referrer'));
    const event = page.waitForRequest(
      (sent) => new URL(sent.url()).pathname === '/api/s/event' && sent.method() === 'POST',
    );
    await page.goto('/r/FRIEND7');

    const toasts = page.getByRole('region', { name: 'Notifications' });
    const topCentre = toasts.locator('[data-position="top-center"]');
    await expect(topCentre.getByRole('alert')).toHaveText(REFERRAL_SIGNUP_ONLY_MESSAGE);
    await expect(page).toHaveURL('/');
    expect((await event).postDataJSON()).toMatchObject({
      type: 'referralCodeUsed',
      variables: { isNewUser: false, isLoggedIn: true },
    });
    // Centred at the top of the viewport.
    const box = await topCentre.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    if (box && viewport) {
      expect(box.y).toBeLessThan(50);
      expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
      // §9: toasts are 356 px wide.
      expect(Math.round(box.width)).toBe(356);
    }
    // Alt+T (§2) moves focus to the toast; Escape dismisses it.
    await page.keyboard.press('Alt+T');
    await expect(topCentre.getByRole('listitem')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(topCentre).toHaveCount(0);
  });

  test('the sign-in, sign-up, survey and account pages have no WCAG 2.2 AA violations', async ({
    page,
    context,
    request,
  }) => {
    // Signs in and runs axe on five pages: more than the default 30 s on a loaded 2-core machine.
    test.slow();
    const login = new LoginPage(page);
    await login.goto('?force=1&error=403&returnTo=%2Faccount');
    await expect(login.notice).toHaveText('You were signed out. Please sign in again.');
    await expectNoAxeViolations(page);

    await page.goto('/signup?institution_name=Riverside%20Primary');
    await expect(login.emailField).toBeVisible();
    await expectNoAxeViolations(page);

    const email = uniqueEmail('axe');
    await login.goto();
    await login.askForLink('not-an-address');
    await expect(login.notice).toBeVisible();
    await expectNoAxeViolations(page);

    await signInByEmailLink(context, page, request, email);
    const onboarding = new OnboardingPages(page);
    await onboarding.fillDetails('Alan', 'Turing');
    await expect(onboarding.surveyHeading).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);

    await onboarding.skipSurvey();
    await expect(onboarding.tourHeading).toBeVisible();
    await expectNoAxeViolations(page);
    await onboarding.skipTour();

    const account = new AccountPage(page);
    await account.goto();
    await expect(account.heading).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Signed-in devices' }).getByRole('listitem'),
    ).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  // Issue 3: sign in with Google through standard OpenID Connect, against a real provider.
  test('signs in with the OIDC provider', async ({ page }) => {
    const issuer = process.env[OIDC_ISSUER_ENV];
    expect(issuer, 'The OIDC test provider did not start in the global setup').toBeTruthy();
    const id = randomUUID().slice(0, 8);
    const email = `oidc-${id}@school.test`;
    await useOidcAccount(issuer as string, {
      sub: `subject-${id}`,
      email,
      email_verified: true,
      name: 'Katherine Johnson',
      given_name: 'Katherine',
      family_name: 'Johnson',
    });

    const login = new LoginPage(page);
    await login.goto('?returnTo=%2Faccount');
    await login.providerLink(E2E_OIDC_DISPLAY_NAME).click();

    // The provider gave a name, so the details step is not needed: the survey comes first.
    const onboarding = new OnboardingPages(page);
    await onboarding.skipSurvey();
    await onboarding.skipTour();
    await expect(page).toHaveURL('/account');
    await expect(page.getByRole('main')).toContainText(`Signed in as ${email}`);
    await expect(
      page
        .getByRole('region', { name: 'Signed-in devices' })
        .getByText('Signed in with a single sign-on account'),
    ).toBeVisible();
  });

  test('a declined OIDC sign-in comes back to /login with the §8 error text', async ({ page }) => {
    const issuer = process.env[OIDC_ISSUER_ENV];
    expect(issuer, 'The OIDC test provider did not start in the global setup').toBeTruthy();
    const id = randomUUID().slice(0, 8);
    await useOidcAccount(issuer as string, {
      sub: `subject-${id}`,
      email: `declines-${id}@school.test`,
      email_verified: true,
      deny: true,
    });
    const login = new LoginPage(page);
    await login.goto();
    await login.providerLink(E2E_OIDC_DISPLAY_NAME).click();
    await expect(page).toHaveURL(/\/login\?.*error=oidc_denied/);
    await expect(login.notice).toContainText(
      `Signing in with ${E2E_OIDC_DISPLAY_NAME} was cancelled`,
    );
  });
});
