import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { MoteSchema, moteTitleFromText, USER_STORAGE_KEY } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { LibraryPage } from '../fixtures/LibraryPage';
import { ownersMote } from '../fixtures/motesApi';
import { spokenWav, uploadRecording } from '../fixtures/uploadedRecording';

// Issue 6 item 9 end to end: the library at /activity against the real built server. The
// mote is made from text (the TTS engine runs in the server), which needs no microphone.

/** The access token the signed-in page keeps (§3 user record). */
async function accessTokenOf(page: Page): Promise<string> {
  const token = await page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { accessToken?: string }).accessToken : undefined;
  }, USER_STORAGE_KEY);
  expect(token).toBeTruthy();
  return token!;
}

/** Makes a mote from text for the owner of `token` through the API. */
async function makeMote(page: Page, token: string, title: string) {
  const response = await page.request.post('/api/m/motes', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    data: {
      kind: 'generated',
      text: 'Remember to bring your library books on Friday.',
      language: 'en-US',
      title,
    },
  });
  expect(response.status()).toBe(201);
  return MoteSchema.parse(await response.json());
}

test.describe('the library at /activity', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the owner renames, deletes and undoes, and edits the transcript', async ({
    page,
    context,
    request,
    browser,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('librarian'));
    await skipThroughOnboarding(page, 'Lin');
    const mote = await makeMote(page, await accessTokenOf(page), 'Library books');

    const library = new LibraryPage(page);
    await library.goto();
    await expect(library.heading).toBeVisible();
    const row = library.row('Library books');
    await expect(row).toBeVisible();
    await expect(row).toContainText('Made from text');
    await expect(row).toContainText(/\d\d:\d\d/); // §5 mm:ss
    await expectNoAxeViolations(page);

    await library.rename('Library books', 'Friday reminder');
    await expect(library.row('Friday reminder')).toBeVisible();
    await page.reload();
    await expect(library.row('Friday reminder')).toBeVisible();

    await library.row('Friday reminder').getByRole('button', { name: 'Delete' }).click();
    await expect(library.row('Friday reminder')).toBeHidden();
    await expect(page.getByText('No motes yet')).toBeVisible();
    await library.button('Undo').click();
    await expect(library.row('Friday reminder')).toBeVisible();

    await library.row('Friday reminder').getByRole('button', { name: 'Transcript' }).click();
    const dialog = page.getByRole('dialog', { name: /Transcript of/ });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    const field = dialog.getByRole('textbox', { name: 'Transcript text' });
    await field.fill('Bring your library books on Friday, please.');
    await dialog.getByRole('button', { name: 'Save transcript' }).click();
    await expect(dialog).toBeHidden();
    const saved = MoteSchema.parse(
      await (
        await page.request.get(`/api/m/motes/${mote.id}`, {
          headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
        })
      ).json(),
    );
    expect(saved.transcript).toMatchObject({
      status: 'done',
      text: 'Bring your library books on Friday, please.',
      words: [],
    });

    // Another user's token cannot delete the mote: 404, as for a mote that does not exist.
    const otherContext = await browser.newContext();
    const otherPage = await otherContext.newPage();
    await signInByEmailLink(otherContext, otherPage, request, uniqueEmail('other'));
    const otherToken = await accessTokenOf(otherPage);
    const refused = await otherPage.request.delete(`/api/m/motes/${mote.id}`, {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(refused.status()).toBe(404);
    await otherContext.close();
    await page.reload();
    await expect(library.row('Friday reminder')).toBeVisible();
  });

  test('a recording with no title is named by when it was made, then by its transcript', async ({
    page,
    context,
    request,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('namer'));
    await skipThroughOnboarding(page, 'Nia');
    const token = await accessTokenOf(page);
    const speech = spokenWav('Bring your library books to class on Friday morning, please.');
    // French has no speech to text here: no transcript, so it keeps the date-and-time name.
    const french = await uploadRecording(request, token, speech, 'fr-FR');
    expect(french).toMatchObject({ title: '', transcript: { status: 'none' } });
    const english = await uploadRecording(request, token, speech, 'en-US');
    expect(english.title).toBe('');

    const library = new LibraryPage(page);
    await library.goto();
    // Named in the page's locale; the year is enough to know it is the date, not a title.
    const byDate = page.getByRole('article', { name: /^Recording, .*\d{4}/ });
    await expect(byDate.first()).toBeVisible();
    await expectNoAxeViolations(page);

    // The transcript job names the English one by its first words (cut at a word, ≤ 60).
    await expect
      .poll(async () => (await ownersMote(request, token, english.id)).title, { timeout: 120_000 })
      .not.toBe('');
    const named = await ownersMote(request, token, english.id);
    expect(named.title).toBe(moteTitleFromText(named.transcript.text));
    await page.reload();
    await expect(library.row(named.title)).toBeVisible();
    await expect(byDate).toHaveCount(1);
  });

  test('a row’s QR code opens in a dialog, decodes to the share link, and closes by keyboard', async ({
    page,
    context,
    request,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('qr'));
    await skipThroughOnboarding(page, 'Quinn');
    const mote = await makeMote(page, await accessTokenOf(page), 'Field trip');

    const library = new LibraryPage(page);
    await library.goto();
    const opener = library.row('Field trip').getByRole('button', { name: 'QR code' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^QR code of .Field trip.$/ });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: 'QR code of the link to this mote' }),
    ).toBeVisible();
    await expect(dialog).toContainText(mote.shareUrl);
    await expectNoAxeViolations(page);

    // The saved PNG scans to the mote's share link.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download QR code (PNG)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`mote-${mote.id}-qr.png`);
    const png = PNG.sync.read(await readFile((await download.path())!));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(mote.shareUrl);

    // Focus stays in the dialog; Escape closes it and gives focus back to the row's button.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
});
