import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { DEVICE_ID_HEADER, IDEMPOTENCY_KEY_HEADER, MoteSchema } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { SharePage } from '../fixtures/SharePage';

// Issue 6 item 6, end to end against the real built server: a mote generated from text (the
// TTS engine gives it word timings) opened by its link in a fresh browser context with no
// account: it plays, the spoken word is highlighted, and the QR code's PNG decodes to the link.

const TEXT = 'Read the first chapter together and then record your answers for the class.';

test.describe('the share page of a mote', () => {
  test.describe.configure({ timeout: 90_000 });

  test('plays a shared mote with the spoken word highlighted, and its QR code is the link', async ({
    browser,
    request,
  }) => {
    // The author: an anonymous device making a mote from text.
    const created = await request.post('/api/m/motes', {
      headers: { [DEVICE_ID_HEADER]: randomUUID(), [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      data: { kind: 'generated', text: TEXT, language: 'en-US', title: 'Chapter one' },
    });
    expect(created.status()).toBe(201);
    const mote = MoteSchema.parse(await created.json());
    expect(mote.transcript.words.length).toBeGreaterThan(5);

    // The listener: a fresh browser with no account and no extension.
    const context = await browser.newContext({ acceptDownloads: true });
    const page = await context.newPage();
    const share = new SharePage(page);
    await share.goto(mote.id);
    await expect(share.heading('Chapter one')).toBeVisible();
    await expect(page).toHaveTitle(/^Chapter one – /);
    await expect(page.getByText(TEXT.split(' ')[0]!, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await share.play.click();
    await expect(share.pause).toBeVisible();
    await expect.poll(() => share.audioTime(), { timeout: 15_000 }).toBeGreaterThan(0.5);
    await expect(share.currentWord).toHaveCount(1, { timeout: 10_000 });
    const firstWord = await share.currentWord.textContent();
    expect(TEXT).toContain(firstWord ?? '-');
    // The highlight moves on with the audio.
    await expect
      .poll(async () => share.currentWord.textContent(), { timeout: 15_000 })
      .not.toBe(firstWord);

    const link = await share.linkField.inputValue();
    expect(link).toBe(new URL(`/m/${mote.id}`, page.url()).href);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      share.downloadPng.click(),
    ]);
    const png = PNG.sync.read(await readFile((await download.path())!));
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(link);
    await context.close();
  });

  test('an unknown mote gets the honest not-found page', async ({ page }) => {
    const share = new SharePage(page);
    await share.goto('AAAAAAAAAAAAAAAAAAAAAA');
    await expect(share.heading('This recording could not be found')).toBeVisible();
    await expect(page.locator('audio')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
