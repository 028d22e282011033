import { expect, test } from '@playwright/test';
import { AccountPage } from '../fixtures/AccountPage';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, skipThroughOnboarding, uniqueEmail } from '../fixtures/identityActors';
import { StatusPage } from '../fixtures/StatusPage';
import { VoiceSection } from '../fixtures/VoiceSection';

// Issue 5 item 2, end to end against the real built server and its embedded espeak-ng: the
// account page's voices come from the engines, a sample really plays, the choice is saved; the
// status page says what the deployment's language tools can do.

test.describe('language engines in the web app', () => {
  test('a signed-in user picks a Spanish voice, hears a sample, and finds it saved', async ({
    page,
    context,
    request,
  }) => {
    // Signs in, onboards, synthesises speech, plays it and runs axe: a long walk for 30 s.
    test.slow();
    await signInByEmailLink(context, page, request, uniqueEmail('voices'));
    await skipThroughOnboarding(page, 'Vera');
    const account = new AccountPage(page);
    await account.goto();
    await expect(account.heading).toBeVisible();

    const voices = new VoiceSection(page);
    await expect(voices.languageSelect).toBeVisible();
    // A language espeak-ng cannot read is listed but cannot be chosen.
    await expect(voices.languageSelect.locator('option[value="ja-JP"]')).toBeDisabled();
    await voices.chooseLanguage('es-ES');
    await expect(voices.voiceSelect.locator('option').first()).toHaveText('Default voice');
    await voices.voiceSelect.selectOption('es+f3');
    await expect(voices.region.getByText('All changes saved')).toBeVisible();

    // Count the segments that play to their end.
    await voices.audio.evaluate((audio: HTMLAudioElement) => {
      audio.dataset.ended = '0';
      audio.addEventListener('ended', () => {
        audio.dataset.ended = String(Number(audio.dataset.ended) + 1);
      });
    });
    const speech = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/t/tts',
    );
    await voices.listenButton.click();
    const answer = await speech;
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/x-ndjson');
    expect(answer.request().postDataJSON()).toMatchObject({ language: 'es-ES', voice: 'es+f3' });
    await expect(voices.playbackStatus).toHaveText('Playing ...');
    await expect
      .poll(() => voices.audio.evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0);
    await expect(voices.playbackStatus).toHaveText('Finished playing.', { timeout: 20_000 });
    expect(Number(await voices.audio.getAttribute('data-ended'))).toBeGreaterThanOrEqual(1);
    await expect(voices.region.getByRole('alert')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Saved in the account: after a reload the Spanish voice is still the chosen one.
    await page.reload();
    await expect(voices.languageSelect).toBeVisible();
    await voices.chooseLanguage('es-ES');
    await expect(voices.voiceSelect).toHaveValue('es+f3');
  });

  test('the status page lists the language tools, with read aloud for English', async ({
    page,
  }) => {
    const status = new StatusPage(page);
    await status.goto();
    await expect(status.languageTools).toBeVisible();
    const readAloud = status.languageTool('Read aloud');
    await expect(readAloud).toContainText('Engine: espeak-ng');
    await readAloud.getByText(/^Serves \d+ of \d+ languages$/).click();
    await expect(
      readAloud.getByRole('listitem').filter({ hasText: 'English (United States)' }),
    ).toBeVisible();
    await expect(status.allSystemsWorking).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
