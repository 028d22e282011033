// mote-two-dot-oh: a tour of the new website — the home page section by section (trying a
// section's tabs when it has some), the navigation bar's Solutions menu and the product page.
import { Actor } from '../lib/actor.mjs';
import { answerCookieBanner, firstVisible, routeHasContent } from '../lib/site.mjs';

const MAX_SECTIONS = 3;

const clean = (text) => text.replace(/\s+/g, ' ').trim();

/** "a, b and c" */
const listed = (names) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** Clicks through the tabs of a section (the sidebar's modes); false if it has none. */
async function tryTabs(rec, act, section) {
  const tabs = section.getByRole('tab');
  const names = (await tabs.allInnerTexts()).map(clean).filter(Boolean);
  if (names.length < 2) return false;
  await rec.step(`Switch between ${listed(names)} to see what each offers.`, async () => {
    for (let i = 1; i < names.length; i += 1) {
      await act.click(tabs.nth(i));
      await rec.hold(700);
    }
  });
  return true;
}

/** @param {import('./index.mjs').WalkTools} tools */
export async function moteTwoDotOh({ rec, newFilmContext }) {
  const notes = [];
  const context = await newFilmContext();
  const page = await context.newPage();
  const act = new Actor(page, rec);
  const hasProductPage = await routeHasContent(context, '/product');
  await act.goto('/');
  await answerCookieBanner(page);
  await rec.film(page);

  await rec.step('Welcome to the new Motes website: a quick tour.', () => rec.takePoster());
  const headings = page.getByRole('main').getByRole('heading', { level: 2 });
  const count = Math.min(await headings.count(), MAX_SECTIONS);
  let triedTabs = false;
  for (let i = 0; i < count; i += 1) {
    const heading = headings.nth(i);
    const text = clean(await heading.innerText());
    if (!text || !(await heading.isVisible())) continue;
    await rec.step(`Scrolling down: “${text}”.`, () => act.scrollTo(heading), { holdMs: 1000 });
    if (!triedTabs)
      triedTabs = await tryTabs(rec, act, heading.locator('xpath=ancestor::section[1]'));
  }
  if (count === 0) notes.push('the home page has no sections (h2) yet');

  const nav = page.getByRole('banner').getByRole('navigation').first();
  const solutions = await firstVisible([nav.getByRole('button', { name: /^solutions$/i })]);
  if (solutions) {
    const controls = await solutions.getAttribute('aria-controls');
    const panel = controls ? page.locator(`[id="${controls}"]`) : page.getByRole('menu');
    const items = panel.getByRole('menuitem').or(panel.getByRole('link'));
    const names = await rec.step(
      (found) =>
        found.length > 0
          ? `Back at the top, Solutions has a page each on ${listed(found)}.`
          : 'Back at the top, Solutions has a page for each need.',
      async () => {
        await act.scrollToTop();
        await act.click(solutions);
        if (!(await act.sees(items))) return [];
        await act.pointAt(items.last());
        return (await items.allInnerTexts()).map(clean).filter(Boolean);
      },
    );
    if (names.length === 0) notes.push('the Solutions menu showed no items');
    await page.keyboard.press('Escape');
  } else notes.push('no Solutions menu in the navigation bar');

  const product = await firstVisible([
    page.getByRole('banner').getByRole('link', { name: /^product$/i }),
  ]);
  if (product && hasProductPage) {
    await rec.step('The Product page explains each tool in detail.', async () => {
      await act.click(product);
      await act.waitFor(page.getByRole('heading', { level: 1 }));
      await act.scrollBy(360);
    });
  } else notes.push('no Product page linked from the navigation bar');
  await context.close();
  return notes;
}
