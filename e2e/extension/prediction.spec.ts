import { expect, test, type Page } from '@playwright/test';
import { PredictionWordsResponseSchema } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signInByEmailLink, uniqueEmail } from '../fixtures/identityActors';
import { accessTokenOf, bearer } from '../fixtures/motesApi';
import { PredictionPanel } from '../fixtures/PredictionPanel';
import { openTestModulePage } from '../fixtures/testModulePage';
import { warmEngines } from '../fixtures/warmEngines';

// Issue 7 item 5 ("Text Prediction in text fields and editable areas, suggestions that follow
// the caret or stay fixed, accepted by click or keyboard") and its "Done when": a prediction
// is accepted into a text area. The module (apps/extension/src/writing/prediction) is bundled
// into a test page on the e2e server's origin; its `predict` and `acceptWord` are the real API
// client calling the real server's n-gram engine. Nothing is faked.

const FIELDS = `
  <main>
    <h1>Prediction test page</h1>
    <label for="essay">Your essay</label>
    <textarea id="essay" rows="6" cols="60" style="font: 16px/1.5 serif"></textarea>
    <p><label for="title">Title</label> <input id="title" type="text"></p>
    <div id="notes" contenteditable="true" role="textbox" aria-multiline="true" aria-label="Notes"
      style="border: 1px solid #555; min-height: 3em; padding: 4px"></div>
    <button type="button">After the fields</button>
  </main>
  <script>
    window.inputEvents = [];
    document.addEventListener('input', (event) => {
      window.inputEvents.push({ id: event.target.id, inputType: event.inputType, data: event.data });
    });
  </script>`;

declare global {
  interface Window {
    inputEvents: { id: string; inputType: string; data: string | null }[];
  }
}

async function inputEventsOf(page: Page, id: string) {
  return (await page.evaluate(() => window.inputEvents)).filter((event) => event.id === id);
}

test.describe('Text Prediction (issue 7 item 5)', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await warmEngines([
      { path: 't/predict', data: { language: 'en-US', before: 'I would like to ' } },
    ]);
  });

  test('suggests next words after "I would like to" and Tab inserts the highlighted one, undoably', async ({
    page,
  }) => {
    await openTestModulePage(page, 'predictionHarness', FIELDS);
    const panel = new PredictionPanel(page);
    const essay = page.getByLabel('Your essay');
    await essay.click();
    await essay.pressSequentially('I would like to ', { delay: 40 });

    await expect(panel.list).toBeVisible({ timeout: 20_000 });
    await expect(panel.options).toHaveCount(5);
    const words = await panel.words();
    // The real model's sensible continuations (the server's own test names these).
    const sensible = ['go', 'come', 'look', 'take', 'keep', 'try', 'be', 'see', 'make', 'know'];
    expect(words.filter((word) => sensible.includes(word)).length).toBeGreaterThanOrEqual(2);
    await expect(panel.highlighted).toHaveText(`1${words[0]}`);
    await expect(panel.status).toContainText(`Tab inserts ${words[0]}`);
    // Below the caret's line, not somewhere else on the page.
    const fieldBox = (await essay.boundingBox())!;
    const panelBox = (await panel.list.boundingBox())!;
    expect(panelBox.y).toBeGreaterThan(fieldBox.y);
    expect(panelBox.y).toBeLessThan(fieldBox.y + fieldBox.height);
    await expectNoAxeViolations(page);

    const eventsBefore = (await inputEventsOf(page, 'essay')).length;
    await page.keyboard.press('Tab');
    await expect(essay).toHaveValue(`I would like to ${words[0]} `);
    await expect(essay).toBeFocused();
    // The page heard ordinary typing.
    const events = (await inputEventsOf(page, 'essay')).slice(eventsBefore);
    expect(events).toContainEqual({ id: 'essay', inputType: 'insertText', data: `${words[0]} ` });
    // The next word is predicted at once.
    await expect(panel.list).toBeVisible();
    await expect.poll(() => panel.words()).not.toEqual(words);

    // The browser's undo takes the word back.
    await page.keyboard.press('Escape');
    await expect(panel.list).toBeHidden();
    await page.keyboard.press('Control+z');
    await expect(essay).toHaveValue('I would like to ');
  });

  test('completes a partial word with Alt+number, and Escape then Tab leaves the field', async ({
    page,
  }) => {
    await openTestModulePage(page, 'predictionHarness', FIELDS);
    const panel = new PredictionPanel(page);
    const title = page.getByLabel('Title');
    await title.click();
    await title.pressSequentially('my hou', { delay: 40 });
    await expect(panel.list).toBeVisible({ timeout: 20_000 });
    const words = await panel.words();
    expect(words).toContain('house');
    const index = words.indexOf('house');
    await page.keyboard.press(`Alt+Digit${index + 1}`);
    await expect(title).toHaveValue('my house ');

    // Escape closes the panel; Tab is then the page's own again: no keyboard trap.
    await title.pressSequentially('is', { delay: 40 });
    await expect(panel.list).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await expect(panel.list).toBeHidden();
    await page.keyboard.press('Tab');
    await expect(title).toHaveValue('my house is');
    await expect(page.getByRole('textbox', { name: 'Notes' })).toBeFocused();
  });

  test('a click inserts a suggestion into an editable area, with its input event', async ({
    page,
  }) => {
    await openTestModulePage(page, 'predictionHarness', FIELDS);
    const panel = new PredictionPanel(page);
    const notes = page.getByRole('textbox', { name: 'Notes' });
    await notes.click();
    await notes.pressSequentially('Thank you very ', { delay: 40 });
    await expect(panel.list).toBeVisible({ timeout: 20_000 });
    const [first, second] = await panel.words();
    // The second, so the click (not a default) decides.
    await panel.options.nth(1).click();
    await expect(notes).toHaveText(new RegExp(`^Thank you very\\s${second}\\s$`));
    expect(first).not.toBe(second);
    await expect(notes).toBeFocused();
    expect(await inputEventsOf(page, 'notes')).toContainEqual({
      id: 'notes',
      inputType: 'insertText',
      data: `${second} `,
    });
  });

  test('stays fixed in the corner when asked to, and says when a language has no model', async ({
    page,
  }) => {
    await openTestModulePage(page, 'predictionHarness', FIELDS, '?placement=fixed');
    const panel = new PredictionPanel(page);
    const essay = page.getByLabel('Your essay');
    await essay.click();
    await essay.pressSequentially('I would like to ', { delay: 40 });
    await expect(panel.list).toBeVisible({ timeout: 20_000 });
    const viewport = page.viewportSize()!;
    const box = (await panel.list.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
    expect(box.y + box.height).toBeGreaterThan(viewport.height - 80);

    // §8-style honesty: the server's own 422 message, not silence.
    await openTestModulePage(page, 'predictionHarness', FIELDS, '?language=ar-EG');
    await essay.click();
    await essay.pressSequentially('abc', { delay: 40 });
    await expect(panel.message).toHaveText('Text prediction is not available for ar-EG.', {
      timeout: 20_000,
    });
  });

  test('a signed-in user’s accepted word is stored for them, after the word before it', async ({
    context,
    page,
    request,
  }) => {
    // Signing in through the website's pages takes a while on the shared machine.
    test.setTimeout(120_000);
    // Signed in on the website, whose origin the test page shares: the API client sends the
    // user's token, as the extension does once it learnt the sign-in.
    await signInByEmailLink(context, page, request, uniqueEmail('predictor'));
    const token = await accessTokenOf(page);
    await openTestModulePage(page, 'predictionHarness', FIELDS);
    const panel = new PredictionPanel(page);
    const essay = page.getByLabel('Your essay');
    await essay.click();
    await essay.pressSequentially('I would like to ', { delay: 40 });
    await expect(panel.list).toBeVisible({ timeout: 20_000 });
    const [word] = await panel.words();
    await page.keyboard.press('Tab');
    await expect(essay).toHaveValue(`I would like to ${word} `);

    await expect
      .poll(async () => {
        const response = await request.get('/api/u/predictions/words?language=en-US', {
          headers: bearer(token),
        });
        return PredictionWordsResponseSchema.parse(await response.json()).words;
      })
      .toEqual([expect.objectContaining({ language: 'en', previousWord: 'to', word, count: 1 })]);
  });
});
