import { expect, test, type Page } from '@playwright/test';
import { MoteSchema, ToteListSchema, USER_STORAGE_KEY } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { LibraryPage } from '../fixtures/LibraryPage';
import { MyTotesSection } from '../fixtures/MyTotesSection';
import { ToteSharePage } from '../fixtures/ToteSharePage';

// Issue 6 item 9 end to end: totes (§2 `/t/{toteId}`) against the real built server. The owner
// makes two motes (from text: the TTS engine runs in the server, no microphone needed), makes
// a tote of them in the library, and a visitor in a fresh browser context opens its link: the
// first mote plays and the second follows by itself.

async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
  }, USER_STORAGE_KEY);
  expect(token).toBeTruthy();
  return token!;
}

async function makeMote(page: Page, token: string, title: string, text: string) {
  const response = await page.request.post('/api/m/motes', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: { kind: 'generated', text, language: 'en-US', title },
  });
  expect(response.status()).toBe(201);
  return MoteSchema.parse(await response.json());
}

test.describe('totes', () => {
  // Two motes played through in real time on a shared, loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('made in the library, a tote plays its motes in order for anyone with the link', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('toter'));
    await skipThroughOnboarding(page, 'Tess');
    const token = await accessTokenOf(page);
    const first = await makeMote(page, token, 'Chapter one', 'One. Two. Three.');
    const second = await makeMote(page, token, 'Chapter two', 'Four. Five.');

    const library = new LibraryPage(page);
    await library.goto();
    await expect(library.row('Chapter two')).toBeVisible();
    const totes = new MyTotesSection(page);
    await expect(totes.section).toContainText('You have no totes yet.');
    await totes.make('Counting story', ['Chapter one', 'Chapter two']);
    const card = totes.tote('Counting story');
    await expect(card).toBeVisible();
    await expect(card).toContainText('2 motes');
    await expectNoAxeViolations(page);

    // The server's own list, and the link it gives (§9: the request's origin when no tote
    // link domain is configured, as in this run).
    const listed = ToteListSchema.parse(
      await (
        await page.request.get('/api/t/totes', { headers: { authorization: `Bearer ${token}` } })
      ).json(),
    );
    const [tote] = listed.totes;
    expect(tote?.motes.map((mote) => mote.id)).toEqual([first.id, second.id]);
    const baseUrl = new URL(page.url()).origin;
    expect(tote?.shareUrl).toBe(`${baseUrl}/t/${tote?.id}`);
    await expect(card.getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/t/${tote?.id}`,
    );

    // A visitor with no account, in a fresh context, opens the link.
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(tote!.shareUrl);
      const shared = new ToteSharePage(visitor);
      await expect(shared.heading('Counting story')).toBeVisible();
      await expect(shared.nowPlaying('1 of 2: Chapter one')).toBeVisible();
      await expect(shared.current()).toContainText('Chapter one');
      await expect(shared.linkField).toHaveValue(tote!.shareUrl);
      await expectNoAxeViolations(visitor);

      await shared.play.click();
      await expect(shared.pause).toBeVisible();
      await expect
        .poll(async () => (await shared.audioState()).time, { timeout: 20_000 })
        .toBeGreaterThan(0);
      // The first ends; the second starts by itself.
      await expect(shared.nowPlaying('2 of 2: Chapter two')).toBeVisible({ timeout: 60_000 });
      await expect(shared.current()).toContainText('Chapter two');
      await expect
        .poll(async () => (await shared.audioState()).src, { timeout: 20_000 })
        .toContain(`/api/m/motes/${second.id}/audio`);
      // It plays (the second mote is short: by now it may have ended, so no "Playing" check).
      await expect
        .poll(async () => (await shared.audioState()).time, { timeout: 30_000 })
        .toBeGreaterThan(0);
    } finally {
      await visitorContext.close();
    }
  });
});
