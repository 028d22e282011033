// What the walks need to know about the site, found by role and accessible name: the header's
// actions, the sign-in by emailed link (read from the dev outbox, as the e2e suite does), the
// onboarding steps, and whether a route has real content yet.
import { randomUUID } from 'node:crypto';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A fresh address for each recording, so recordings never share an account. */
export function newEmail(name) {
  return `${name}.${randomUUID().slice(0, 4)}@school.test`;
}

/** The first of `locators` that is visible now, or undefined. */
export async function firstVisible(locators) {
  for (const locator of locators) {
    const first = locator.first();
    if (await first.isVisible().catch(() => false)) return first;
  }
  return undefined;
}

/** True when the page shows real content rather than the not-found page. */
export async function isRealPage(page) {
  const title = await page.title();
  return !/not found/i.test(title);
}

/** The accessible name of a link or button, for captions that quote the screen. */
export async function nameOf(locator) {
  const label = await locator.getAttribute('aria-label');
  return (label ?? (await locator.innerText())).replace(/\s+/g, ' ').trim();
}

/** The header's sign-in action ("Login" on the home page, "Sign in" elsewhere). */
export function signInAction(page) {
  return page.getByRole('banner').getByRole('link', { name: /^(log ?in|sign in)$/i });
}

/** The header's sign-up action (a free-trial or "Sign up free" link). */
export function signUpAction(page) {
  return page.getByRole('banner').getByRole('link', { name: /free|sign up/i });
}

/** The path and query of the newest sign-in link mailed to `email`. */
export async function mailedLink(baseUrl, email) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const response = await fetch(`${baseUrl}/api/z/outbox?limit=50`);
    const { messages } = await response.json();
    const link = messages
      .find((message) => message.to === email)
      ?.links.find((candidate) => candidate.includes('/login/link'));
    if (link) return new URL(link).pathname + new URL(link).search;
    await sleep(100);
  }
  throw new Error(`No sign-in link was mailed to ${email}`);
}

/**
 * Opens the link mailed to `email` in another tab of the same browser (not filmed), as a
 * person opening their inbox would, and waits until `page` — which polls — has moved on.
 */
export async function openMailedLink(context, page, baseUrl, email) {
  const linkTab = await context.newPage();
  await linkTab.goto(await mailedLink(baseUrl, email));
  await linkTab.getByRole('heading', { level: 1 }).first().waitFor();
  await linkTab.close();
  await page.waitForURL((url) => !/^\/(login|signup)/.test(url.pathname), { timeout: 15_000 });
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor({ timeout: 15_000 })
    .catch((error) => {
      throw new Error(`Signed in, but ${page.url()} shows no heading: ${error.message}`);
    });
}

/** Whether `locator` becomes visible within `timeout` ms. */
export function appears(locator, timeout = 3000) {
  return locator
    .first()
    .waitFor({ timeout })
    .then(
      () => true,
      () => false,
    );
}

/** Types the address into the sign-in or sign-up form and asks for a link. */
export async function askForLink(act, page, email) {
  await act.type(page.getByRole('textbox', { name: /email/i }), email);
  await act.click(page.getByRole('button', { name: /^Email me a/i }));
  await act.waitFor(page.getByRole('heading', { name: 'Check your email' }));
}

/**
 * Answers the cookie banner if the site shows one ("Necessary only" when offered), so that it
 * does not cover the walk. Done before filming starts.
 */
export async function answerCookieBanner(page) {
  const banner = page
    .getByRole('region', { name: /cookie/i })
    .or(page.getByRole('dialog', { name: /cookie/i }));
  if (!(await appears(banner, 2500))) return;
  const button = await firstVisible([
    banner.getByRole('button', { name: /necessary/i }),
    banner.getByRole('button', { name: /accept|agree|ok/i }),
  ]);
  await button?.click();
  await banner.first().waitFor({ state: 'hidden' });
}

/** The onboarding steps after a first sign-in, if the site asks for them (§4). */
export const onboarding = {
  async fillName(act, page, givenName) {
    const field = page.getByRole('textbox', { name: 'First name' });
    await act.type(field, givenName);
    await act.click(page.getByRole('button', { name: 'Continue' }));
  },
  async answerSurvey(act, page, role, intent) {
    await act.check(page.getByRole('radio', { name: role }));
    await act.check(page.getByRole('checkbox', { name: intent }).first());
    await act.click(page.getByRole('button', { name: 'Continue' }));
  },
};

/**
 * Makes an account the quick way (not filmed): sign up, open the mailed link in the same tab,
 * then answer only the required onboarding step and skip the rest. Leaves `context` signed in.
 */
export async function createAccount(context, baseUrl, email, givenName) {
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByRole('textbox', { name: /email/i }).fill(email);
  await page.getByRole('button', { name: /^Email me a/i }).click();
  await page.getByRole('heading', { name: 'Check your email' }).waitFor();
  await page.goto(await mailedLink(baseUrl, email));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.goto('/complete-profile');
  const details = page.getByRole('textbox', { name: 'First name' });
  if (await appears(details)) {
    await details.fill(givenName);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  for (const skip of ['Skip for now', 'Skip the tour']) {
    const button = page.getByRole('button', { name: skip });
    if (await appears(button)) await button.click();
  }
  await sleep(500);
  await page.close();
}

/** Whether `path` shows real content (checked in a tab that is not filmed). */
export async function routeHasContent(context, path) {
  const page = await context.newPage();
  try {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    return await isRealPage(page);
  } finally {
    await page.close();
  }
}
