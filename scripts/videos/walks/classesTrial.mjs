// classes-trial-free, classes-trial-unlimited, classes-trial-big-school: from the pricing
// page's plan to the sign-up that starts it. A school's sign-up carries `institution_name`
// (§2). When the pricing page has no such plan yet, the walk goes straight to sign-up.
import { Actor } from '../lib/actor.mjs';
import {
  answerCookieBanner,
  askForLink,
  firstVisible,
  nameOf,
  newEmail,
  routeHasContent,
} from '../lib/site.mjs';

const SCHOOL = 'Riverside Primary School';

const clean = (text) => text.replace(/\s+/g, ' ').trim().replace(/[.:]$/, '');

/** The innermost block of the pricing page holding a plan heading and an action. */
async function findPlan(page, planName) {
  const heading = await firstVisible([
    page.getByRole('main').getByRole('heading', { name: planName }),
  ]);
  if (!heading) return undefined;
  // Inner locators of `has` are matched inside each candidate block.
  const action = page.getByRole('link').or(page.getByRole('button'));
  const card = page
    .getByRole('main')
    .locator('article, section, li, div')
    .filter({ has: page.getByRole('heading', { name: planName }) })
    .filter({ has: action })
    .last();
  return { heading, card, action: card.getByRole('link').or(card.getByRole('button')).last() };
}

/** "Unlimited: For individual teachers. Unlimited motes. …", read from the plan's card. */
async function describePlan(plan, features) {
  const name = clean(await plan.heading.innerText());
  const description = await firstVisible([plan.card.getByRole('paragraph')]);
  const items = (await plan.card.getByRole('listitem').allInnerTexts()).map(clean);
  const chosen = items.filter((item) => features.test(item)).slice(0, 2);
  const parts = [description ? clean(await description.innerText()) : '', ...chosen.slice(0, 1)];
  return `${name}: ${parts.filter(Boolean).join('. ')}.`;
}

/**
 * @param {import('./index.mjs').WalkTools} tools
 * @param {{ plan: RegExp, features: RegExp, intro: string, email: string, institution?: string }} variant
 */
async function classesTrial({ rec, newFilmContext }, variant) {
  const notes = [];
  const context = await newFilmContext();
  const page = await context.newPage();
  const act = new Actor(page, rec);
  const hasPricing = await routeHasContent(context, '/pricing');
  await act.goto('/');
  await answerCookieBanner(page);
  await rec.film(page);
  await rec.takePoster();

  let signedUpFromPlan = false;
  if (hasPricing) {
    const pricingLink = await firstVisible([
      page.getByRole('banner').getByRole('link', { name: /^pricing$/i }),
    ]);
    await rec.step(`${variant.intro} Start on the Pricing page.`, async () => {
      await rec.hold(1000);
      if (pricingLink) await act.click(pricingLink);
      else await act.goto('/pricing');
      await act.waitFor(page.getByRole('heading', { level: 1 }));
    });
    const plan = await findPlan(page, variant.plan);
    if (plan) {
      const description = await describePlan(plan, variant.features);
      await rec.step(
        description,
        async () => {
          await act.scrollTo(plan.card);
          await act.pointAt(plan.action);
          await rec.takePoster();
        },
        { holdMs: 2200 },
      );
      const actionName = await nameOf(plan.action);
      const href = await plan.action.getAttribute('href');
      if (!variant.institution && href?.startsWith('/signup')) {
        await rec.step(`“${actionName}” takes you to sign-up.`, () => act.click(plan.action));
        signedUpFromPlan = true;
      }
    } else notes.push(`no plan matching ${variant.plan} on /pricing`);
  } else notes.push('/pricing is not there yet');
  if (!hasPricing && variant.institution) await rec.step(variant.intro, () => rec.hold(500));

  if (!signedUpFromPlan) {
    const path = variant.institution
      ? `/signup?institution_name=${encodeURIComponent(variant.institution)}`
      : '/signup';
    const caption = variant.institution
      ? `Teachers who join from their school's sign-up link sign up with its name: ${variant.institution}.`
      : `${variant.intro} Sign-up takes a minute.`;
    await act.goto(path);
    await rec.step(
      caption,
      async () => {
        if (!variant.institution) return;
        await act.pointAt(page.getByText(variant.institution).first());
        await rec.takePoster();
      },
      { holdMs: 2200 },
    );
  }
  await act.waitFor(page.getByRole('textbox', { name: /email/i }));
  await rec.step('Enter your email address and ask for a link to sign up.', () =>
    askForLink(act, page, variant.email),
  );
  await rec.step('Open the link we email you, and you are in.', () => rec.hold(1000), {
    holdMs: 1800,
  });
  await context.close();
  return notes;
}

/** @param {import('./index.mjs').WalkTools} tools */
export const classesTrialFree = (tools) =>
  classesTrial(tools, {
    plan: /^free\b/i,
    features: /./,
    intro: 'Motes is free to start.',
    email: newEmail('lee'),
  });

/** @param {import('./index.mjs').WalkTools} tools */
export const classesTrialUnlimited = (tools) =>
  classesTrial(tools, {
    plan: /^unlimited\b/i,
    features: /minute|sidebar/i,
    intro: 'Want more than the Free plan gives?',
    email: newEmail('kim'),
  });

/** @param {import('./index.mjs').WalkTools} tools */
export const classesTrialBigSchool = (tools) =>
  classesTrial(tools, {
    plan: /^(schools?|multi|district)/i,
    features: /class/i,
    intro: 'Bringing Motes to a whole school?',
    email: newEmail('ana'),
    institution: SCHOOL,
  });
