import type { Page } from '@playwright/test';
import {
  DEVICE_ID_HEADER,
  DEVICE_ID_STORAGE_KEY,
  MoteListSchema,
  MoteSchema,
  RECORDING_MAX_SECONDS_LIMITED,
} from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/fakeMicrophone';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { RecorderPage } from '../fixtures/RecorderPage';

// Issue 6 "Done when", items 1 and 2, end to end: Debian's Chromium records from a fake
// microphone (the browser's own fake capture device, fed a WAV file that flite speaks in the
// worker's setup, e2e/fixtures/fakeMicrophone.ts) and uploads to the real built server.

/** The motes of this browser's anonymous visitor, as the server lists them for its device. */
async function motesOfThisDevice(page: Page) {
  const deviceId = await page.evaluate(
    (key) => window.localStorage.getItem(key),
    DEVICE_ID_STORAGE_KEY,
  );
  expect(deviceId).toBeTruthy();
  const response = await page.request.get('/api/m/motes', {
    headers: { [DEVICE_ID_HEADER]: deviceId! },
  });
  expect(response.status()).toBe(200);
  return MoteListSchema.parse(await response.json()).motes;
}

test.describe('the web recorder', () => {
  test.describe.configure({ timeout: 90_000 });

  test('records 5 seconds from the microphone and gives a share link', async ({ page }) => {
    const recorder = new RecorderPage(page);
    await recorder.goto();
    await expect(recorder.heading).toBeVisible();
    // §9: anonymous visitors may record 5 minutes.
    await expect(recorder.limitNote).toHaveText('Recordings can be up to 5 minutes long.');
    await expectNoAxeViolations(page);

    await recorder.startRecording();
    // The live level meter moves with the speech.
    await expect
      .poll(async () => Number(await recorder.levelMeter.getAttribute('aria-valuenow')), {
        timeout: 5_000,
      })
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await expect(recorder.clock).toHaveText('00:05', { timeout: 8_000 });
    await recorder.finishButton.click();

    await expect(recorder.readyHeading).toBeVisible({ timeout: 20_000 });
    const moteId = await recorder.sharedMoteId();
    expect(new URL(await recorder.shareLinkField.inputValue()).origin).toBe(
      new URL(page.url()).origin,
    );
    await expectNoAxeViolations(page);

    // The link's mote exists for anyone who has it: about 5 seconds of Opus.
    const response = await page.request.get(`/api/m/motes/${moteId}`);
    expect(response.status()).toBe(200);
    const mote = MoteSchema.parse(await response.json());
    expect(mote).toMatchObject({ id: moteId, kind: 'recording', visibility: 'link' });
    expect(mote.durationMs).toBeGreaterThan(4_500);
    expect(mote.durationMs).toBeLessThan(7_000);
    expect(mote.contentType).toBe('audio/webm');
  });

  test('a reload mid-upload offers the recording again, and it becomes one mote', async ({
    page,
  }) => {
    const recorder = new RecorderPage(page);
    // The network holds the upload's bytes back: the page is reloaded while they are on the way.
    let patchSeen!: () => void;
    const patched = new Promise<void>((resolve) => (patchSeen = resolve));
    await page.route('**/api/f/uploads/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      patchSeen();
      // Never answered: the reload cuts it off.
    });

    await recorder.goto();
    await recorder.startRecording();
    await expect(recorder.clock).toHaveText('00:03', { timeout: 6_000 });
    await recorder.finishButton.click();
    await patched;
    await expect(recorder.status).toHaveText('Uploading your recording ...');

    await page.unroute('**/api/f/uploads/*');
    await page.reload();

    await expect(recorder.keptOffer).toBeVisible();
    await expect(recorder.keptOffer).toContainText(/00:0[34] recorded on/);
    await expectNoAxeViolations(page);
    await recorder.keptOffer.getByRole('button', { name: 'Finish uploading' }).click();

    await expect(recorder.readyHeading).toBeVisible({ timeout: 20_000 });
    await expect(recorder.keptOffer).toBeHidden();
    const moteId = await recorder.sharedMoteId();
    const motes = await motesOfThisDevice(page);
    expect(motes.map((mote) => mote.id)).toEqual([moteId]);

    // Nothing is offered again once the mote exists: the kept copy is gone.
    await page.reload();
    await expect(recorder.limitNote).toBeVisible();
    await expect(recorder.keptOffer).toBeHidden();
  });

  test('a cut network pauses the upload, which finishes by itself once back online', async ({
    page,
    context,
  }) => {
    const recorder = new RecorderPage(page);
    await recorder.goto();
    await recorder.startRecording();
    await expect(recorder.clock).toHaveText('00:02', { timeout: 5_000 });

    await context.setOffline(true);
    await recorder.finishButton.click();
    await expect(recorder.status).toHaveText('The connection dropped. Trying again ...');
    await context.setOffline(false);

    await expect(recorder.readyHeading).toBeVisible({ timeout: 20_000 });
    const moteId = await recorder.sharedMoteId();
    expect((await motesOfThisDevice(page)).map((mote) => mote.id)).toEqual([moteId]);
  });

  // §9: signed in, not VIP, not paid, not in trial: 60 seconds. Playwright's clock moves the
  // page's time on; the microphone and MediaRecorder keep recording in real time.
  test('stops a signed-in free user at 60 seconds with a countdown', async ({
    page,
    context,
    request,
  }) => {
    await signInByEmailLink(context, page, request, uniqueEmail('free-recorder'));
    await skipThroughOnboarding(page, 'Rosa');
    await page.clock.install();

    const recorder = new RecorderPage(page);
    await recorder.goto();
    await expect(recorder.limitNote).toContainText('Recordings can be up to 1 minute long.');
    await expect(page.getByRole('link', { name: 'Upgrade for longer recordings' })).toBeVisible();
    await recorder.startRecording();
    await page.clock.fastForward((RECORDING_MAX_SECONDS_LIMITED - 12) * 1000);
    await expect(recorder.clock).toHaveText(/^00:4[89]$/);
    await expect(recorder.countdown).toBeHidden();

    await page.clock.fastForward(4_000);
    await expect(recorder.countdown).toBeVisible();
    await expect(recorder.status).toContainText(
      'Less than 10 seconds left: it stops by itself at 1 minute.',
    );

    await page.clock.fastForward(10_000);
    const limitAlert = page.getByRole('alert').filter({ hasText: 'Time limit reached' });
    await expect(limitAlert).toContainText(
      'Recording stopped because it reached the limit of 1 minute.',
    );
    await expect(recorder.clock).toHaveText('01:00');
    await expect(recorder.readyHeading).toBeVisible({ timeout: 20_000 });
    const response = await page.request.get(`/api/m/motes/${await recorder.sharedMoteId()}`);
    expect(response.status()).toBe(200);
  });
});
