// Issue 7 item 4 and "Done when": Play Page highlights words in spoken order across two
// paragraphs, in the page itself and without changing its layout. The Play Page module runs in
// real Chromium on a test page served from the e2e server's origin, with real speech from
// `POST /api/t/tts` (espeak-ng); nothing is faked. The sidebar that will host the controls is
// tested in sidebar.spec.ts.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { PlayPageTestPage, warmUpSpeech } from '../fixtures/PlayPageTestPage';

// Two paragraphs of real synthesis and playback on a shared two-core machine.
test.setTimeout(120_000);

// A fresh server's first synthesis loads espeak-ng and its voice data, which on this shared
// machine can take longer than the 5 s a `t/` call gets (§9); users meet a warm server.
test.beforeAll(warmUpSpeech);

test('highlights each word in spoken order across both paragraphs, following it down the page', async ({
  page,
}) => {
  // Reduced motion: the page jumps to the word instead of scrolling smoothly (and the check
  // below that the word was in view does not race an animation).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const playPage = new PlayPageTestPage(page);
  await playPage.open();
  await expectNoAxeViolations(page);
  const before = await playPage.layout();
  const untouched = await playPage.leftovers();
  await playPage.recordHighlightedWords();

  const speech = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/t/tts');
  await playPage.playButton.click();
  expect((await speech).status()).toBe(200);
  await expect(playPage.pauseButton).toBeVisible();
  expect((await playPage.harness()).mode).toBe('custom-highlights');

  // Reading reaches the second paragraph: the page has not moved or changed under it.
  await expect
    .poll(async () => (await playPage.wordSamples()).at(-1)?.block, { timeout: 90_000 })
    .toBe('second');
  expect(await playPage.layout()).toEqual(before);
  await expectNoAxeViolations(page);

  // It reads to the end by itself, then removes everything it added.
  await expect(playPage.playButton).toBeVisible({ timeout: 90_000 });
  const samples = await playPage.wordSamples();
  const words = await playPage.expectedWords();
  const positions = samples.map((sample) => sample.position);
  // Spoken order: every word shown comes after the one before it.
  const sorted = [...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  expect(positions).toEqual(sorted);
  expect(new Set(positions.map((p) => p.join())).size).toBe(positions.length);
  // Every word shown is a word of the page, and (frames may skip a short one) most were shown.
  for (const sample of samples) expect(words).toContain(sample.text);
  expect(samples.length).toBeGreaterThan(words.length * 0.6);
  expect(samples.map((s) => s.text).slice(0, 3)).toEqual(['River', 'valleys', 'A']);
  expect(samples.at(-1)!.text).toBe('side');
  expect(new Set(samples.map((s) => s.block))).toEqual(new Set(['H1', 'first', 'second']));
  // Inside its sentence's highlight, and scrolled into view (the second paragraph starts far
  // below the first screen).
  expect(samples.filter((s) => !s.inSentence)).toEqual([]);
  expect(samples.filter((s) => !s.inView)).toEqual([]);

  expect(await playPage.leftovers()).toEqual(untouched);
  expect(await playPage.layout()).toEqual(before);
  expect((await playPage.harness()).lifecycle).toEqual([
    expect.objectContaining({ phase: 'requested', language: 'en-US', speed: 1.5 }),
    { phase: 'completed', reason: 'finished' },
  ]);
});

test('pauses, resumes and stops; stopping removes the highlights', async ({ page }) => {
  const playPage = new PlayPageTestPage(page);
  await playPage.open();
  const untouched = await playPage.leftovers();
  await playPage.playButton.click();
  await expect.poll(async () => (await playPage.harness()).shownWords.length).toBeGreaterThan(1);
  expect((await playPage.leftovers()).highlights).toEqual(
    expect.arrayContaining(['motes-word', 'motes-sentence']),
  );

  await playPage.pauseButton.click();
  await expect(playPage.status).toHaveText(/^Paused at part \d of 3\.$/);
  const shown = (await playPage.harness()).shownWords.length;
  await page.waitForTimeout(1_000); // paused: the highlight must not move on
  expect((await playPage.harness()).shownWords.length).toBe(shown);

  // The highlight colour is adjustable, and applies at once.
  await playPage.highlightColour.fill('#80ff80');
  await expect.poll(() => playPage.highlightStyles()).toContain('rgb(128, 255, 128)');

  await playPage.resumeButton.click();
  await expect
    .poll(async () => (await playPage.harness()).shownWords.length)
    .toBeGreaterThan(shown);

  // A new speed applies from the next paragraph: it is asked for again at that speed.
  const faster = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === '/api/t/tts' &&
      (request.postDataJSON() as { speed: number }).speed === 2,
  );
  await playPage.speed.selectOption('2');
  await faster;

  await playPage.stopButton.click();
  await expect(playPage.playButton).toBeVisible();
  expect(await playPage.leftovers()).toEqual(untouched);
  expect((await playPage.harness()).lifecycle.at(-1)).toEqual({
    phase: 'completed',
    reason: 'stopped',
  });
});

test('without the Custom Highlight API, draws the highlight as an overlay that leaves the page alone', async ({
  page,
}) => {
  const playPage = new PlayPageTestPage(page);
  await playPage.open({ overlay: true });
  const before = await playPage.layout();
  await playPage.playButton.click();
  await expect.poll(async () => (await playPage.harness()).shownWords.length).toBeGreaterThan(1);
  expect((await playPage.harness()).mode).toBe('overlay');

  // The boxes sit over the heading's or first paragraph's text, and nothing in <main> moved.
  const overlay = await page.evaluate(() => {
    const host = document.querySelector('motes-reading-highlight')!;
    const text = document.querySelector('main')!.getBoundingClientRect();
    return {
      ariaHidden: host.getAttribute('aria-hidden'),
      boxes: Array.from(host.shadowRoot!.querySelectorAll('div'), (box) => {
        const rect = box.getBoundingClientRect();
        return rect.top >= text.top - 1 && rect.bottom <= text.bottom + 1 && rect.width > 0;
      }),
      highlights: CSS.highlights.size,
    };
  });
  expect(overlay.ariaHidden).toBe('true');
  expect(overlay.boxes.length).toBeGreaterThan(0);
  expect(overlay.boxes.every(Boolean)).toBe(true);
  expect(overlay.highlights).toBe(0);
  expect(await playPage.layout()).toEqual(before);

  await playPage.stopButton.click();
  expect((await playPage.leftovers()).overlays).toBe(0);
});

test('says why it cannot read, in the server’s words, and highlights nothing', async ({ page }) => {
  // §3 catalogue: Japanese has no voice here; the real server answers 422.
  const playPage = new PlayPageTestPage(page);
  await playPage.open({ language: 'ja-JP' });
  const untouched = await playPage.leftovers();
  await playPage.playButton.click();
  await expect(playPage.error).toHaveText(
    'Reading aloud is not available for Japanese (Japan) (ja-JP).',
  );
  await expect(playPage.playButton).toBeVisible();
  expect(await playPage.leftovers()).toEqual(untouched);
  expect((await playPage.harness()).lifecycle).toEqual([
    expect.objectContaining({ phase: 'requested', language: 'ja-JP' }),
    { phase: 'failed', message: 'Reading aloud is not available for Japanese (Japan) (ja-JP).' },
  ]);
  await expectNoAxeViolations(page);
});

test('starts where the reader is: a clicked paragraph, or only the selected words', async ({
  page,
}) => {
  const playPage = new PlayPageTestPage(page);
  await playPage.open();

  // "Start from a paragraph", then a click on the second one: reading starts there.
  await playPage.startFromParagraphButton.click();
  await expect(playPage.startFromParagraphButton).toHaveAttribute('aria-pressed', 'true');
  await page.locator('#second').click();
  await expect.poll(async () => (await playPage.harness()).shownWords[0]).toBe('Farmers');
  await playPage.stopButton.click();

  // Select "spring floods spread" in the first paragraph: Play reads just that.
  await page.evaluate(() => {
    const link = document.querySelector('#first a')!;
    const range = document.createRange();
    range.setStart(link.firstChild!, 0);
    range.setEnd(link.nextSibling!, ' spread'.length);
    getSelection()!.removeAllRanges();
    getSelection()!.addRange(range);
  });
  const shownBefore = (await playPage.harness()).shownWords.length;
  await playPage.playButton.click();
  await expect
    .poll(async () => (await playPage.harness()).lifecycle.at(-1), { timeout: 60_000 })
    .toEqual({ phase: 'completed', reason: 'finished' });
  const shown = (await playPage.harness()).shownWords.slice(shownBefore);
  expect(shown.filter((word, i) => word !== shown[i - 1])).toEqual(['spring', 'floods', 'spread']);
});
