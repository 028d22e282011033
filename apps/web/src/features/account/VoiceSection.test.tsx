import {
  createServer,
  request as forward,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SUPPORTED_LANGUAGES,
  SettingsSchema,
  USER_STORAGE_KEY,
  createMemoryStorage,
  createStorageWrapper,
  primaryLanguageSubtag,
  type CapabilitySupport,
  type LanguagesResponse,
  type TextToSpeechVoicesResponse,
} from '@motes/shared';
import { LocalizationProvider } from '@motes/ui';
import { ApiClientProvider } from '../../api/ApiClientContext';
import { IdentityProvider, useIdentity } from '../../identity/IdentityProvider';
import { createWebIdentity } from '../../identity/webIdentity';
import {
  sendError,
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
} from '../../testing/fakeIdentityApi';
import type { TestUser } from '../../testing/testStatus';
import { englishTranslator } from '../../testing/testTranslator';
import { VoiceSection } from './VoiceSection';
import { voiceSample } from './voiceSamples';

// The section talks through the real web API client and identity store to a real HTTP server
// on 127.0.0.1 (the fake identity API, with the engine routes served here). Only the browser's
// media playback is stood in for: jsdom cannot decode or play audio.
configure({ asyncUtilTimeout: 5000 });

const ADA: TestUser = {
  userId: 'user-ada',
  email: 'ada@school.example',
  givenName: 'Ada',
  goals: { userOnboarding: 'completed', productOnboarding: 'completed' },
};

const SPEAKS = ['en', 'es', 'fr'];
const NOT_INSTALLED: CapabilitySupport = { available: false, reason: 'not_installed' };

/** A `t/languages` answer whose text to speech speaks English, Spanish and French. */
function languagesAnswer(textToSpeechInstalled = true): LanguagesResponse {
  return {
    defaultLanguage: 'en-US',
    languages: SUPPORTED_LANGUAGES.map((language) => ({
      ...language,
      capabilities: {
        textToSpeech: !textToSpeechInstalled
          ? NOT_INSTALLED
          : SPEAKS.includes(primaryLanguageSubtag(language.bcp47))
            ? { available: true, engine: 'espeak-ng' }
            : { available: false, reason: 'language_not_supported' },
        speechToText: NOT_INSTALLED,
        translation: NOT_INSTALLED,
        wordTranslation: NOT_INSTALLED,
        dictionary: NOT_INSTALLED,
        ocr: NOT_INSTALLED,
        prediction: NOT_INSTALLED,
      },
    })),
  };
}

function voicesOf(language: string): TextToSpeechVoicesResponse {
  const id = language === 'es-ES' ? 'es' : language.toLowerCase();
  return {
    language,
    engine: 'espeak-ng',
    defaultVoice: id,
    voices: [
      { id, name: `${language} voice`, gender: 'male' },
      { id: `${id}+f3`, name: `${language} voice, female`, gender: 'female' },
    ],
  };
}

/** Answers `t/tts` with one segment per sentence-like piece, then the final line. */
function speak(response: ServerResponse, pieces: string[], last?: unknown) {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
  pieces.forEach((piece, index) =>
    response.write(
      `${JSON.stringify({
        index,
        textStart: 0,
        textEnd: 1,
        audio: Buffer.from(piece).toString('base64'),
        mimeType: 'audio/mpeg',
        durationMs: 300,
        words: null,
      })}\n`,
    ),
  );
  response.end(
    `${JSON.stringify(last ?? { done: true, engine: 'espeak-ng', voice: 'es', speed: 1 })}\n`,
  );
}

/** A request to an engine route, as received. */
interface EngineRequest {
  method: string;
  /** Path and query after `/api/`, e.g. `t/voices?language=es-ES`. */
  url: string;
  body: unknown;
}
type EngineHandler = (request: EngineRequest, response: ServerResponse) => void;

/**
 * The API for this test: the engine routes (`t/…`) answered here, everything else (identity,
 * settings) passed on to the fake identity API. Both are real HTTP servers on 127.0.0.1.
 */
async function startApi(identityApi: FakeIdentityApi) {
  const handlers = new Map<string, EngineHandler>();
  const requests: EngineRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const url = (incoming.url ?? '').replace(/^\/api\/(v1\/)?/, '');
    const handler = handlers.get(url.split('?')[0]!);
    if (!handler) {
      const target = new URL(identityApi.origin);
      const proxied = forward(
        {
          host: target.hostname,
          port: target.port,
          path: incoming.url,
          method: incoming.method,
          headers: incoming.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      incoming.pipe(proxied);
      return;
    }
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = {
        method: incoming.method ?? '',
        url,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      handler(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    handle: (path: string, handler: EngineHandler) => void handlers.set(path, handler),
    requestsTo: (path: string) => requests.filter((request) => request.url.split('?')[0] === path),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let api: FakeIdentityApi;
let engines: Awaited<ReturnType<typeof startApi>>;
/** The audio each play() was given, in order (the segment's bytes as text). */
let played: string[];
/** How the stand-in for playback ends each segment; tests may hold it. */
let endPlayback: (audio: HTMLMediaElement) => void;

beforeEach(async () => {
  api = await startFakeIdentityApi();
  engines = await startApi(api);
  engines.handle('t/languages', (_request, response) => sendJson(response, 200, languagesAnswer()));
  engines.handle('t/voices', (request, response) => {
    const language = new URL(request.url, 'http://x/').searchParams.get('language');
    sendJson(response, 200, voicesOf(language ?? 'en-US'));
  });
  engines.handle('t/tts', (_request, response) => speak(response, ['first', 'second']));
  played = [];
  endPlayback = (audio) => setTimeout(() => audio.dispatchEvent(new Event('ended')), 5);
  // jsdom keeps Blobs of its own: remember each segment's Blob by the address made for it.
  const blobs = new Map<string, Blob | MediaSource>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const address = `blob:${api.origin}/segment-${blobs.size}`;
    blobs.set(address, blob);
    return address;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    const index = played.push('') - 1;
    void (blobs.get(this.src) as Blob | undefined)?.text().then((text) => (played[index] = text));
    endPlayback(this);
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await engines.close();
  await api.close();
});

/** Renders the section as the account page does: once the signed-in status is loaded. */
function SignedInVoiceSection() {
  const { state } = useIdentity();
  const user = state.status?.user;
  return user ? <VoiceSection settings={user.settings} /> : null;
}

async function renderSection(user: TestUser = ADA) {
  api.addSession(user, 'token-ada');
  const storage = createStorageWrapper(createMemoryStorage());
  storage.set(USER_STORAGE_KEY, {
    accessToken: 'token-ada',
    userId: user.userId,
    primaryEmailAddress: user.email,
    lastUserId: user.userId,
    anonymousUserId: 'anonymous:from_website:00000000-0000-4000-8000-000000000000',
    anonymousCreatedAt: 1,
  });
  const identity = createWebIdentity({ baseUrl: engines.origin, storage, tabSync: false });
  render(
    <ApiClientProvider client={identity.apiClient}>
      <IdentityProvider identity={identity}>
        <LocalizationProvider translator={englishTranslator()}>
          <SignedInVoiceSection />
        </LocalizationProvider>
      </IdentityProvider>
    </ApiClientProvider>,
  );
  const section = await screen.findByRole('region', { name: 'Read-aloud voices' });
  return { section, user: userEvent.setup(), identity };
}

const languageSelect = (section: HTMLElement) =>
  within(section).findByRole('combobox', { name: 'Language' });
const voiceSelect = (section: HTMLElement) =>
  within(section).getByRole('combobox', { name: 'Voice' });

async function voicesLoaded(section: HTMLElement, count: number) {
  await waitFor(() =>
    expect(within(voiceSelect(section)).getAllByRole('option')).toHaveLength(count),
  );
}

describe('VoiceSection (issue 5: read-aloud voices on /account)', () => {
  it('offers the languages the server reads aloud, the others disabled with the reason', async () => {
    const { section } = await renderSection();
    const select = await languageSelect(section);
    // The account's transcription language (en-GB in the test status) comes first.
    expect(select).toHaveValue('en-GB');
    expect(select).toHaveAccessibleDescription(/can't be chosen/);
    expect(
      within(select).getByRole('option', { name: 'Español (España) — Spanish (Spain)' }),
    ).toBeEnabled();
    expect(
      within(select).getByRole('option', {
        name: 'Deutsch — German (not available for this language)',
      }),
    ).toBeDisabled();
    await voicesLoaded(section, 3);
    expect(
      within(voiceSelect(section))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Default voice', 'en-GB voice', 'en-GB voice, female']);
    expect(voiceSelect(section)).toHaveValue('');
  });

  it('saves the chosen voice for the language, and clears it with Default voice', async () => {
    const { section, user } = await renderSection();
    await user.selectOptions(await languageSelect(section), 'es-ES');
    await voicesLoaded(section, 3);
    expect(engines.requestsTo('t/voices').at(-1)?.url).toBe('t/voices?language=es-ES');
    await user.selectOptions(voiceSelect(section), 'es+f3');
    expect(voiceSelect(section)).toHaveValue('es+f3');
    await waitFor(() => expect(section).toHaveTextContent('All changes saved'));
    expect(api.requestsTo('i/settings').map((request) => request.body)).toEqual([
      { voiceMappings: { 'es-ES': 'es+f3' } },
    ]);

    await user.selectOptions(voiceSelect(section), '');
    await waitFor(() => expect(api.requestsTo('i/settings')).toHaveLength(2));
    expect(api.requestsTo('i/settings')[1]?.body).toEqual({ voiceMappings: { 'es-ES': null } });
  });

  it('shows the saved voice of a language', async () => {
    const settings = SettingsSchema.parse({
      voiceMappings: { 'fr-FR': 'fr-fr+f3' },
      recommendedTranscriptionLocale: 'fr-FR',
    });
    const { section } = await renderSection({ ...ADA, settings });
    expect(await languageSelect(section)).toHaveValue('fr-FR');
    await voicesLoaded(section, 3);
    expect(voiceSelect(section)).toHaveValue('fr-fr+f3');
  });

  it('plays a sample in the language with the chosen voice, segment after segment', async () => {
    const { section, user } = await renderSection();
    await user.selectOptions(await languageSelect(section), 'es-ES');
    await voicesLoaded(section, 3);
    await user.selectOptions(voiceSelect(section), 'es+f3');
    expect(section).toHaveTextContent(voiceSample('es-ES'));
    let holdFirst: HTMLMediaElement | undefined;
    endPlayback = (audio) => {
      if (!holdFirst) holdFirst = audio;
      else setTimeout(() => audio.dispatchEvent(new Event('ended')), 5);
    };

    await user.click(within(section).getByRole('button', { name: 'Listen' }));
    expect(await within(section).findByText('Playing ...')).toHaveAttribute('role', 'status');
    expect(within(section).getByRole('button', { name: 'Stop' })).not.toHaveAttribute(
      'aria-disabled',
    );
    holdFirst!.dispatchEvent(new Event('ended'));
    expect(await within(section).findByText('Finished playing.')).toBeInTheDocument();
    await waitFor(() => expect(played).toEqual(['first', 'second']));
    expect(engines.requestsTo('t/tts')[0]?.body).toEqual({
      text: '¡Hola! Así sueno cuando te leo en voz alta.',
      language: 'es-ES',
      voice: 'es+f3',
      speed: 1,
    });
  });

  it('stops the sample', async () => {
    const { section, user } = await renderSection();
    await languageSelect(section);
    await voicesLoaded(section, 3);
    endPlayback = () => {}; // the first segment plays on and on
    await user.click(within(section).getByRole('button', { name: 'Listen' }));
    await within(section).findByText('Playing ...');
    await user.click(within(section).getByRole('button', { name: 'Stop' }));
    expect(await within(section).findByText('Stopped.')).toBeInTheDocument();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(played).toHaveLength(1);
    expect(within(section).getByRole('button', { name: 'Stop' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('explains a language the server will not read, and a stream that failed', async () => {
    const { section, user } = await renderSection();
    await languageSelect(section);
    engines.handle('t/tts', (_request, response) =>
      sendError(response, 422, 'unsupported_language', 'Reading aloud is not available for x.'),
    );
    await user.click(within(section).getByRole('button', { name: 'Listen' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Reading aloud is not available for this language on this server.',
    );

    engines.handle('t/tts', (_request, response) =>
      speak(response, ['first'], { error: 'engine_unavailable', message: 'Not now.' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Listen' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Reading aloud is not available just now. Please try again in a minute.',
    );
    expect(played).toEqual(['first']);
  });

  it('says plainly when the server has no text to speech, with no controls', async () => {
    engines.handle('t/languages', (_request, response) =>
      sendJson(response, 200, languagesAnswer(false)),
    );
    const { section } = await renderSection();
    expect(
      await within(section).findByText(/Reading aloud is not set up on this server/),
    ).toBeInTheDocument();
    expect(within(section).queryByRole('combobox')).toBeNull();
    expect(within(section).queryByRole('button', { name: 'Listen' })).toBeNull();
    expect(engines.requestsTo('t/voices')).toHaveLength(0);
  });

  it('offers to try again when the languages cannot be loaded', async () => {
    let fail = true;
    engines.handle('t/languages', (_request, response) =>
      fail
        ? sendError(response, 500, 'internal', 'boom')
        : sendJson(response, 200, languagesAnswer()),
    );
    const { section, user } = await renderSection();
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load the languages this server can read aloud.");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await languageSelect(section)).toHaveValue('en-GB');
  });
});
