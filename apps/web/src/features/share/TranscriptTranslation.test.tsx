import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENGINE_CAPABILITIES, SUPPORTED_LANGUAGES } from '@motes/shared';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
  type ReceivedRequest,
} from '../../testing/fakeIdentityApi';
import { fakeMote } from '../../testing/fakeMotesApi';
import { renderApp } from '../../testing/renderApp';

// The share page's transcript translation read aloud (issue 6 item 6) through the client's one
// streamed-speech player, against a real HTTP fake of `t/languages`, `t/translate` and the
// NDJSON `t/tts` stream on 127.0.0.1. Faked, because jsdom has neither: audio playback (play()
// and pause(); a sentence "ends" when the test says) and blob URLs (URL.createObjectURL). Real
// speech in Chromium is covered for the same player by e2e/web/engines.spec.ts.

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const SLOW = { timeout: 5000 };
let api: FakeIdentityApi;
/** The audio each play() was given, in order (the sentence's bytes as text). */
let played: Promise<string>[];
/** Ends the sentence playing in `audio`; the default: 5 ms after it started. */
let onPlay: (audio: HTMLMediaElement) => void;

/** Answers `t/tts` with one line per sentence; `open` leaves the stream going. */
function speak(response: ServerResponse, sentences: string[], last?: unknown) {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
  sentences.forEach((sentence, index) =>
    response.write(
      `${JSON.stringify({
        index,
        textStart: 0,
        textEnd: 1,
        audio: Buffer.from(sentence).toString('base64'),
        mimeType: 'audio/mpeg',
        durationMs: 300,
        words: null,
      })}\n`,
    ),
  );
  if (last !== 'open') {
    response.end(
      `${JSON.stringify(last ?? { done: true, engine: 'espeak-ng', voice: 'es', speed: 1 })}\n`,
    );
  }
}

beforeEach(async () => {
  api = await startFakeIdentityApi();
  api.override(`m/motes/${ID}`, (_request, response) =>
    sendJson(
      response,
      200,
      fakeMote({
        id: ID,
        kind: 'generated',
        language: 'en-US',
        title: 'Spelling words for Friday',
        transcript: { status: 'done', text: 'Hello. Goodbye.', words: [] },
        isMine: false,
      }),
    ),
  );
  api.override('t/languages', (_request, response) =>
    sendJson(response, 200, {
      defaultLanguage: 'en-US',
      languages: SUPPORTED_LANGUAGES.filter((language) =>
        ['en-US', 'es-ES'].includes(language.bcp47),
      ).map((language) => ({
        ...language,
        capabilities: Object.fromEntries(
          ENGINE_CAPABILITIES.map((capability) => [
            capability,
            { available: true, engine: 'apertium' },
          ]),
        ),
      })),
    }),
  );
  api.override('t/translate', (_request, response) =>
    sendJson(response, 200, { translation: 'Hola. Adiós.', engine: 'apertium', path: [] }),
  );
  played = [];
  onPlay = (audio) => setTimeout(() => audio.dispatchEvent(new Event('ended')), 5);
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const address = `blob:${api.origin}/sentence-${blobs.size}`;
    blobs.set(address, blob as Blob);
    return address;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    // A blob: URL's Blob, or a data: URL's own bytes.
    const blob = blobs.get(this.src);
    played.push(
      blob
        ? blob.text()
        : Promise.resolve(Buffer.from(this.src.split(',')[1] ?? '', 'base64').toString()),
    );
    onPlay(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

/** Opens the share page and translates its transcript into Spanish. */
async function translated() {
  const { user } = renderApp(`/m/${ID}`, { baseUrl: api.origin });
  await user.click(await screen.findByRole('button', { name: 'Translate transcript' }, SLOW));
  await screen.findByRole('combobox', { name: 'Translate into' }, SLOW);
  await user.click(screen.getByRole('button', { name: 'Translate' }));
  await screen.findByText('Hola. Adiós.', {}, SLOW);
  return user;
}

describe('the share page’s translation read aloud', { timeout: 20_000 }, () => {
  it('reads the translation sentence by sentence, then offers Read aloud again', async () => {
    const asked: ReceivedRequest[] = [];
    api.override('t/tts', (request, response) => {
      asked.push(request);
      speak(response, ['Hola.', 'Adiós.']);
    });
    const user = await translated();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByRole('button', { name: 'Read aloud' }, SLOW)).toBeVisible();
    expect(await Promise.all(played)).toEqual(['Hola.', 'Adiós.']);
    expect(asked.map((request) => request.body)).toEqual([
      { text: 'Hola. Adiós.', language: 'es-ES' },
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stops reading on Stop reading, saying nothing went wrong', async () => {
    api.override('t/tts', (_request, response) => speak(response, ['Hola.'], 'open'));
    onPlay = () => {}; // the first sentence goes on until stopped
    const user = await translated();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    await waitFor(() => expect(played).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Stop reading' }));
    expect(await screen.findByRole('button', { name: 'Read aloud' }, SLOW)).toBeVisible();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the speech fails part way', async () => {
    api.override('t/tts', (_request, response) =>
      speak(response, ['Hola.'], { error: 'engine_unavailable', message: 'Not now.' }),
    );
    const user = await translated();
    await user.click(screen.getByRole('button', { name: 'Read aloud' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(
      'The translation could not be read aloud.',
    );
    expect(await Promise.all(played)).toEqual(['Hola.']);
  });
});
