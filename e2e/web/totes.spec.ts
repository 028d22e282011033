import { expect, test, type Page } from '@playwright/test';
import { MoteSchema, ToteListSchema } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { LibraryPage } from '../fixtures/LibraryPage';
import { accessTokenOf, bearer } from '../fixtures/motesApi';
import { MyTotesSection } from '../fixtures/MyTotesSection';
import { ToteEmbedPage } from '../fixtures/ToteEmbedPage';
import { ToteSharePage } from '../fixtures/ToteSharePage';

// Issue 6 item 9 end to end: totes (§2 `/t/{toteId}`) against the real built server. The owner
// makes two motes (from text: the TTS engine runs in the server, no microphone needed), makes
// a tote of them in the library, and a visitor in a fresh browser context opens its link: the
// first mote plays and the second follows by itself. A tote also embeds (`/embed/t/{id}`, its
// motes one after another) and unfurls (oEmbed), and its delete in the library is undone.

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

  test('a tote embeds and unfurls like a mote, and its delete is undone from the library', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('embedder'));
    await skipThroughOnboarding(page, 'Emma');
    const token = await accessTokenOf(page);
    const first = await makeMote(page, token, 'Verse one', 'One. Two.');
    const second = await makeMote(page, token, 'Verse two', 'Three.');
    const library = new LibraryPage(page);
    await library.goto();
    const totes = new MyTotesSection(page);
    await totes.make('Short song', ['Verse one', 'Verse two']);
    await expect(totes.tote('Short song')).toBeVisible();
    const [tote] = ToteListSchema.parse(
      await (await page.request.get('/api/t/totes', { headers: bearer(token) })).json(),
    ).totes;
    const baseUrl = new URL(page.url()).origin;

    // Delete, then Undo from the toast by keyboard: the same tote, and its link works again.
    await totes.delete('Short song');
    await expect(totes.tote('Short song')).toHaveCount(0);
    expect((await request.get(`/api/t/totes/${tote!.id}`)).status()).toBe(404);
    await totes.undo.focus();
    await page.keyboard.press('Enter');
    await expect(totes.tote('Short song')).toBeVisible();
    await expect(page.getByText('“Short song” is back.')).toBeVisible();
    expect((await request.get(`/api/t/totes/${tote!.id}`)).status()).toBe(200);

    // The share page offers the embed code and names its QR code for the tote.
    const visitorContext = await browser.newContext();
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto(tote!.shareUrl);
      const shared = new ToteSharePage(visitor);
      await expect(shared.heading('Short song')).toBeVisible();
      await expect(shared.qrCode).toBeVisible();
      await expect(shared.embedCode).toHaveValue(
        `<iframe src="${baseUrl}/embed/t/${tote!.id}" width="480" height="320" ` +
          'title="Short song" style="border:0" loading="lazy"></iframe>',
      );

      // The link unfurls: the page's head points at the oEmbed answer, which embeds the player.
      const html = await (await request.get(`/t/${tote!.id}`)).text();
      expect(html).toContain('<meta property="og:title" content="Short song" />');
      expect(html).toContain('type="application/json+oembed"');
      const oembed = await request.get(
        `/api/z/oembed?format=json&url=${encodeURIComponent(tote!.shareUrl)}`,
      );
      expect(oembed.status()).toBe(200);
      expect(await oembed.json()).toMatchObject({
        type: 'rich',
        title: 'Short song',
        html: expect.stringContaining(`src="${baseUrl}/embed/t/${tote!.id}"`),
      });

      // The embed player: each mote with its own controls; when the first ends, the second
      // starts by itself (the page's one script, allowed by its hash in the CSP).
      const embed = new ToteEmbedPage(visitor);
      await embed.goto(tote!.id);
      await expect(embed.players).toHaveCount(2);
      await expect(embed.openLink).toHaveAttribute('href', tote!.shareUrl);
      await expectNoAxeViolations(visitor);
      await expect(embed.players.nth(1)).toHaveAttribute(
        'src',
        `${baseUrl}/api/m/motes/${second.id}/audio`,
      );
      expect(first.durationMs).toBeLessThan(5_000);
      await visitor.mouse.click(2, 2); // a user gesture, so the page may start audio
      await embed.players.first().evaluate((audio: HTMLAudioElement) => audio.play());
      await expect
        .poll(async () => (await embed.states())[1]!.time, { timeout: 30_000 })
        .toBeGreaterThan(0);
      expect((await embed.states())[0]!.ended).toBe(true);
    } finally {
      await visitorContext.close();
    }
  });
});
