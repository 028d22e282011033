// Issue 7 item 5, voice typing: "the browser's speech recognition where it works, otherwise
// record → transcribe → insert". The built extension, a signed-in user, the real server and its
// real pocketsphinx engine. The microphone is faked, since none can exist here: Chromium's fake
// capture device plays a WAV that flite speaks (e2e/fixtures/fakeMicrophone.ts). Chromium's
// speech recognition needs its cloud service, so offline it fails with `network`, and the
// tool falls back to recording and transcribing, as it does for users without the service.
import type { Page } from '@playwright/test';
import { VOICE_TYPING_TEXTS } from '@motes/shared';
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  expect,
  testWithFakeMicrophone as test,
  type ExtensionFixtures,
} from '../fixtures/extensionPage';
import { SPOKEN_TEXT } from '../fixtures/fakeMicrophone';
import { startHtmlPageServer, type HtmlPageServer } from '../fixtures/htmlPageServer';
import { VoiceTypingTool } from '../fixtures/VoiceTypingTool';

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Homework</title></head>
<body><main>
  <h1>Homework</h1>
  <label for="answer">Your answer</label>
  <textarea id="answer" rows="6" cols="60"></textarea>
</main></body></html>`;

/** The longer words the microphone says (hello … answers); short ones are heard by chance. */
const LONGER_WORDS = (SPOKEN_TEXT.toLowerCase().match(/[a-z]+/g) ?? []).filter(
  (word) => word.length >= 4,
);

let server: HtmlPageServer;

test.beforeAll(async () => {
  server = await startHtmlPageServer(PAGE);
});

test.afterAll(async () => {
  await server.close();
});

/** Opens the homework page, puts the caret in the answer box and opens Voice typing. */
async function openVoiceTyping(
  openArticle: ExtensionFixtures['openArticle'],
): Promise<{ page: Page; tool: VoiceTypingTool }> {
  const { page, sidebar } = await openArticle(server.url);
  await page.getByLabel('Your answer').click();
  await sidebar.open();
  await sidebar.modeTab('Writing').click();
  return { page, tool: new VoiceTypingTool(sidebar) };
}

test('records when speech recognition fails offline, transcribes and types into the field the user was in', async ({
  request,
  openArticle,
  signInTheExtension,
}) => {
  // Sign-in, 7 s of speech and a transcription job on a loaded 2-core machine.
  test.setTimeout(300_000);
  await signInTheExtension(request, 'voice-typist');

  const { page, tool } = await openVoiceTyping(openArticle);
  await tool.startButton.click();
  await expect(tool.target('“Your answer”')).toBeVisible();
  // The browser's recognition fails offline; the tool records instead, without an error.
  await expect(tool.status).toHaveText(VOICE_TYPING_TEXTS.recording, { timeout: 20_000 });
  await expect(tool.alert).toHaveCount(0);
  await expect(tool.stopButton).toBeFocused();
  await expectNoAxeViolations(page);

  // The fake microphone speaks for about 6 s in real time: let it finish.
  await page.waitForTimeout(7_000);
  await tool.stopButton.click();
  await expect(tool.status).toHaveText(VOICE_TYPING_TEXTS.transcribing);

  const answer = page.getByLabel('Your answer');
  await expect(answer).not.toHaveValue('', { timeout: 150_000 });
  const typed = await answer.inputValue();
  const heard = new Set(typed.toLowerCase().match(/[a-z]+/g) ?? []);
  const recognised = LONGER_WORDS.filter((word) => heard.has(word));
  expect(recognised.length, `typed: "${typed}"`).toBeGreaterThanOrEqual(3);
  // Typed at the caret as a sentence: it starts with a capital.
  expect(typed).toMatch(/^[A-Z]/);
  await expect(tool.status).toHaveText(/^Typed \d+ words?\.$/);
  await expect(tool.startButton).toBeVisible();
  await expectNoAxeViolations(page);
});

test('asks a signed-out user to sign in rather than record', async ({
  openArticle,
  useMotesWebsite,
}) => {
  // Signed out, the sidebar still asks the e2e website's API who the user is.
  await useMotesWebsite();
  const { tool } = await openVoiceTyping(openArticle);
  await tool.startButton.click();
  await expect(tool.alert).toHaveText(VOICE_TYPING_TEXTS.signIn, { timeout: 20_000 });
  await expect(tool.startButton).toBeVisible();
});
