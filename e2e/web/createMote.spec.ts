// Issue 6 items 3 and 4 end to end on /record: "From text" (the server's text to speech,
// espeak-ng) and "Upload" (tus to the real built server, which checks the bytes). Nothing is
// faked: the WAV is real speech that flite makes in this test.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { MOTE_UNSUPPORTED_AUDIO_MESSAGE } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { CreateMotePage } from '../fixtures/CreateMotePage';
import { warmUpSpeech } from '../fixtures/PlayPageTestPage';
import { SharePage } from '../fixtures/SharePage';

// Speech synthesis, an upload with its analysis and axe runs on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

// A fresh server's first synthesis loads espeak-ng; users meet a warm server.
test.beforeAll(warmUpSpeech);

/** A PNG's first bytes (its signature and header): an image, whatever its name says. */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('makes a mote from text whose share page shows the text as its transcript', async ({
  page,
}) => {
  const create = new CreateMotePage(page);
  await create.goto();
  await create.textTab.click();
  await expectNoAxeViolations(page);
  const text = 'Good morning, class. Today we read about the sea.';
  await create.textField.fill(text);
  await create.makeAudioButton.click();

  await expect(create.textReadyHeading).toBeVisible({ timeout: 60_000 });
  await expectNoAxeViolations(page);
  const moteId = await create.sharedMoteId(create.textPanel);

  const share = new SharePage(page);
  await share.goto(moteId);
  // Named after the text's first words (the server's rule); the text is the transcript.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Good morning, class\./);
  await expect(page.getByRole('region', { name: 'Transcript' })).toContainText(text);
});

test('uploads a WAV as a mote that plays, and refuses a picture named .mp3', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'motes-e2e-upload-'));
  try {
    const wav = join(dir, 'class-news.wav');
    execFileSync('flite', ['-voice', 'kal16', '-t', 'Here is the news for our class.', '-o', wav]);
    const create = new CreateMotePage(page);
    await create.goto();
    await create.uploadTab.click();
    await expectNoAxeViolations(page);

    // A PNG renamed .mp3: the server's message says what it accepts; the choice stays.
    await create.fileInput.setInputFiles({
      name: 'holiday.mp3',
      mimeType: 'audio/mpeg',
      buffer: PNG_BYTES,
    });
    await create.uploadButton.click();
    await expect(create.uploadPanel.getByText(MOTE_UNSUPPORTED_AUDIO_MESSAGE)).toBeVisible({
      timeout: 20_000,
    });
    await expect(create.uploadPanel.getByText(/^holiday\.mp3 \(/)).toBeVisible();
    await expectNoAxeViolations(page);

    await create.fileInput.setInputFiles({
      name: 'class-news.wav',
      mimeType: 'audio/wav',
      buffer: readFileSync(wav),
    });
    await create.uploadButton.click();
    await expect(create.uploadReadyHeading).toBeVisible({ timeout: 30_000 });
    const moteId = await create.sharedMoteId(create.uploadPanel);

    // Titled with its file name, and it plays.
    const share = new SharePage(page);
    await share.goto(moteId);
    await expect(share.heading('class-news.wav')).toBeVisible();
    await share.play.click();
    await expect.poll(() => share.audioTime(), { timeout: 10_000 }).toBeGreaterThan(0.3);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
