// new-users: from the home page to a new account (emailed link, name, survey, tour).
// existing-users: signing back in and finding one's account.
import { Actor } from '../lib/actor.mjs';
import {
  answerCookieBanner,
  askForLink,
  createAccount,
  firstVisible,
  nameOf,
  newEmail,
  onboarding,
  openMailedLink,
  signInAction,
  signUpAction,
} from '../lib/site.mjs';

/** @param {import('./index.mjs').WalkTools} tools */
export async function newUsers({ rec, baseUrl, newFilmContext }) {
  const context = await newFilmContext();
  const page = await context.newPage();
  const act = new Actor(page, rec);
  const email = newEmail('maya');
  await act.goto('/');
  await answerCookieBanner(page);
  await rec.film(page);

  const signUp = signUpAction(page).first();
  await rec.step(`New to Motes? Choose “${await nameOf(signUp)}” at the top.`, async () => {
    await rec.hold(800);
    await act.click(signUp);
    await act.waitFor(page.getByRole('textbox', { name: /email/i }));
  });
  await rec.takePoster();
  await rec.step('Type your email address and ask for a sign-up link. No password needed.', () =>
    askForLink(act, page, email),
  );
  await rec.step('Motes emails you a link. Open it, and this page signs you in.', () =>
    rec.hold(800),
  );
  await rec.cut(() => openMailedLink(context, page, baseUrl, email));

  const notes = [];
  if (await act.sees(page.getByRole('textbox', { name: 'First name' }))) {
    await rec.step('Tell Motes what to call you.', () => onboarding.fillName(act, page, 'Maya'));
  } else notes.push('no name step was shown');
  const survey = page.getByRole('radio', { name: 'Teacher' });
  if (await act.sees(survey)) {
    await rec.step('Two quick questions: who you are, and what you want to do first.', () =>
      onboarding.answerSurvey(act, page, 'Teacher', /feedback/i),
    );
  } else notes.push('no survey was shown');
  const next = page.getByRole('button', { name: 'Next' });
  if (await act.sees(next)) {
    await rec.step('A short tour shows what you can do. Then your account is ready.', async () => {
      await act.pointAt(page.getByRole('heading', { level: 1 }));
      await rec.takePoster();
      while (await next.isVisible()) {
        await act.click(next);
        await rec.hold(500);
      }
      const start = await firstVisible([page.getByRole('button', { name: /^Start using/ })]);
      if (start) await act.click(start);
      await act.waitFor(page.getByRole('heading', { level: 1 }));
      await act.scrollToTop();
    });
  } else {
    notes.push('no product tour was shown');
    await rec.step('Your account is ready.', () =>
      act.waitFor(page.getByRole('heading', { level: 1 })),
    );
  }
  await context.close();
  return notes;
}

/** Opens My Account from the header: a plain link, or an item of the Account menu. */
async function openMyAccount(act, page, email) {
  const header = page.getByRole('banner');
  const direct = header.getByRole('link', { name: /^my account$/i });
  if (await direct.isVisible()) return act.click(direct);
  const menu = await firstVisible([
    header.getByRole('button', { name: new RegExp(email.replace(/[.]/g, '\\.'), 'i') }),
    header.getByRole('button', { name: /account/i }),
  ]);
  if (!menu) throw new Error('No My Account link or Account menu in the header');
  await act.click(menu);
  await act.click(
    page
      .getByRole('menuitem', { name: /^my account$/i })
      .or(page.getByRole('link', { name: /^my account$/i }))
      .first(),
  );
}

/** @param {import('./index.mjs').WalkTools} tools */
export async function existingUsers({ rec, baseUrl, newFilmContext }) {
  const email = newEmail('sam');
  const setup = await newFilmContext();
  await createAccount(setup, baseUrl, email, 'Sam');
  await setup.close();

  const context = await newFilmContext();
  const page = await context.newPage();
  const act = new Actor(page, rec);
  await act.goto('/');
  await answerCookieBanner(page);
  await rec.film(page);

  const signIn = signInAction(page).first();
  await rec.step(`Already have an account? Choose “${await nameOf(signIn)}” at the top.`, () =>
    act.click(signIn),
  );
  await act.waitFor(page.getByRole('textbox', { name: /email/i }));
  await rec.step('Enter the email address you signed up with, and ask for a sign-in link.', () =>
    askForLink(act, page, email),
  );
  await rec.step('Open the link from your inbox: this page notices and signs you in.', () =>
    rec.hold(1000),
  );
  await rec.cut(() => openMailedLink(context, page, baseUrl, email));

  await rec.step('You are signed in. Your email address shows at the top of every page.', () =>
    act.pointAt(page.getByRole('banner').getByText(email).first()),
  );
  await rec.step('Your account page is one click away.', async () => {
    await openMyAccount(act, page, email);
    await act.waitFor(page.getByRole('heading', { level: 1 }));
    await rec.takePoster();
  });
  const sections = page.getByRole('main').getByRole('heading', { level: 2 });
  const names = (await sections.allInnerTexts()).slice(0, 4);
  if (names.length > 0) {
    await rec.step(`The account page has sections for ${names.join(', ')}.`, async () => {
      for (let i = 1; i < names.length; i += 1) {
        await act.scrollTo(sections.nth(i));
        await rec.hold(600);
      }
    });
  }
  await context.close();
  return [];
}
