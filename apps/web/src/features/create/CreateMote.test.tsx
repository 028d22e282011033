// Issue 6 items 3 and 4 on /record: "From text" and "Upload" as a user works them, against the
// fake API over HTTP on 127.0.0.1 (testing/fakeMotesApi.ts), which this file extends with the
// engine calls (`t/languages`, `t/voices`) and generated motes. The real server makes them in
// e2e/web/createMote.spec.ts.
import { Blob as NodeBlob } from 'node:buffer';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ENGINE_CAPABILITIES,
  MOTE_UNSUPPORTED_AUDIO_ERROR,
  MOTE_UNSUPPORTED_AUDIO_MESSAGE,
  MoteSchema,
  SUPPORTED_LANGUAGES,
  createMemoryStorage,
  createStorageWrapper,
  type Mote,
} from '@motes/shared';
import { LocalizationProvider } from '@motes/ui';
import { ApiClientProvider } from '../../api/ApiClientContext';
import { IdentityProvider } from '../../identity/IdentityProvider';
import { createWebIdentity } from '../../identity/webIdentity';
import {
  sendFakeError,
  startFakeMotesApi,
  type FakeMotesApi,
  type FakeMotesRequest,
} from '../../testing/fakeMotesApi';
import { createTestCookieJar } from '../../testing/renderApp';
import { englishTranslator } from '../../testing/testTranslator';
import { RecordPage } from '../recorder/RecordPage';

const jsdomBlob = globalThis.Blob;
beforeAll(() => {
  globalThis.Blob = NodeBlob as unknown as typeof Blob;
});
afterAll(() => {
  globalThis.Blob = jsdomBlob;
});

let api: FakeMotesApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Every language can speak here, except Hmong (to show an unavailable one). */
const languagesAnswer = {
  defaultLanguage: 'en-US',
  languages: SUPPORTED_LANGUAGES.map((language) => ({
    ...language,
    capabilities: Object.fromEntries(
      ENGINE_CAPABILITIES.map((capability) => [
        capability,
        language.bcp47 === 'hmn'
          ? { available: false, reason: 'language_not_supported' }
          : { available: true, engine: 'espeak-ng' },
      ]),
    ),
  })),
};

function generatedMote(request: FakeMotesRequest, text: string): Mote {
  const now = new Date().toISOString();
  return MoteSchema.parse({
    id: 'mote-generated-0000000000001',
    kind: 'generated',
    title: text.split(' ').slice(0, 8).join(' '),
    language: 'en-US',
    durationMs: 3000,
    sizeBytes: 1000,
    contentType: 'audio/mpeg',
    waveform: [],
    transcript: { status: 'done', text, words: [] },
    visibility: 'link',
    allowDownload: false,
    plays: 0,
    heard: 0,
    author: null,
    audioPath: 'm/motes/x/audio',
    downloadPath: null,
    shareUrl: `http://${request.headers.host ?? ''}/m/mote-generated-0000000000001`,
    shortUrl: null,
    createdAt: now,
    updatedAt: now,
    isMine: true,
  });
}

async function setUp() {
  api = await startFakeMotesApi();
  const identity = createWebIdentity({
    baseUrl: api.origin,
    storage: createStorageWrapper(createMemoryStorage()),
    tabSync: false,
    cookies: createTestCookieJar(),
    on403: () => {},
  });
  render(
    <ApiClientProvider client={identity.apiClient}>
      <IdentityProvider identity={identity}>
        <LocalizationProvider translator={englishTranslator()}>
          <RecordPage />
        </LocalizationProvider>
      </IdentityProvider>
    </ApiClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

function bodiesOf(fake: FakeMotesApi, path: string) {
  return fake.requests
    .filter((request) => request.method === 'POST' && request.path === path)
    .map((request) => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>);
}

describe('/record: From text and Upload (issue 6 items 3 and 4)', () => {
  it('moves between the three tabs by keyboard', async () => {
    const { user } = await setUp();
    const record = screen.getByRole('tab', { name: 'Record' });
    expect(record).toHaveAttribute('aria-selected', 'true');
    await user.click(record);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'From text' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'From text' })).toBeVisible();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Upload' })).toHaveAttribute('aria-selected', 'true');
  });

  it('makes a generated mote from text, language, voice and speed', async () => {
    const { api, user } = await setUp();
    api.override((request, response) => {
      if (request.path === 't/languages') return json(response, 200, languagesAnswer);
      if (request.path === 't/voices') {
        return json(response, 200, {
          language: 'en-US',
          engine: 'espeak-ng',
          defaultVoice: 'en-us',
          voices: [
            { id: 'en-us', name: 'English (America)', gender: null },
            { id: 'en-us+f3', name: 'English (America), female', gender: 'female' },
          ],
        });
      }
      if (request.method === 'POST' && request.path === 'm/motes') {
        const body = JSON.parse(request.body.toString('utf8')) as { text: string };
        return json(response, 201, generatedMote(request, body.text));
      }
      return false;
    });
    await user.click(screen.getByRole('tab', { name: 'From text' }));
    const panel = screen.getByRole('tabpanel', { name: 'From text' });

    // Nothing typed: the form says so and sends nothing.
    await user.click(within(panel).getByRole('button', { name: 'Make audio' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Type some text');
    expect(bodiesOf(api, 'm/motes')).toEqual([]);

    await user.type(
      within(panel).getByRole('textbox', { name: 'Text to turn into audio' }),
      'Good morning, class. Today we read a story.',
    );
    await user.selectOptions(
      await within(panel).findByRole('combobox', { name: 'Voice' }),
      await within(panel).findByRole('option', { name: 'English (America), female' }),
    );
    // A language text to speech cannot speak here is listed as unavailable, with the reason.
    expect(
      await within(panel).findByRole('option', { name: /Hmong.*not available/ }),
    ).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Make audio' }));

    expect(
      await within(panel).findByRole('heading', { name: 'Your audio mote is ready' }),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${api.origin}/m/mote-generated-0000000000001`,
    );
    // No typed title: the server names it after the text's first words.
    expect(bodiesOf(api, 'm/motes')).toEqual([
      {
        kind: 'generated',
        text: 'Good morning, class. Today we read a story.',
        language: 'en-US',
        speed: 1,
        voice: 'en-us+f3',
      },
    ]);
  });

  it("shows the server's reason for a refused file, keeps it, and uploads it as a mote", async () => {
    const { api, user } = await setUp();
    let refuse = true;
    api.override((request, response) => {
      if (refuse && request.method === 'POST' && request.path === 'm/motes') {
        sendFakeError(response, 415, MOTE_UNSUPPORTED_AUDIO_ERROR, MOTE_UNSUPPORTED_AUDIO_MESSAGE);
        return true;
      }
      return false;
    });
    await user.click(screen.getByRole('tab', { name: 'Upload' }));
    const panel = screen.getByRole('tabpanel', { name: 'Upload' });
    const file = new File(['not really audio'], 'picture.mp3', { type: 'audio/mpeg' });
    await user.upload(within(panel).getByLabelText('Audio file'), file);
    expect(within(panel).getByText(/^picture\.mp3 \(0\.0 MB\)$/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Upload' }));
    expect(await within(panel).findByText(MOTE_UNSUPPORTED_AUDIO_MESSAGE)).toBeInTheDocument();
    // Nothing the user chose is lost.
    expect(within(panel).getByText(/^picture\.mp3/)).toBeInTheDocument();

    refuse = false;
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(
      await within(panel).findByRole('heading', { name: 'Your uploaded mote is ready' }),
    ).toBeInTheDocument();
    // The file's name is its title; the second try was a new upload under a new key.
    const creates = bodiesOf(api, 'm/motes');
    expect(creates.map((body) => [body.kind, body.title])).toEqual([
      ['upload', 'picture.mp3'],
      ['upload', 'picture.mp3'],
    ]);
    const keys = api.requests
      .filter((request) => request.method === 'POST' && request.path === 'm/motes')
      .map((request) => request.headers['idempotency-key']);
    expect(new Set(keys).size).toBe(2);
    await waitFor(() =>
      expect([...api.uploads.values()].map((upload) => upload.metadata.filename)).toEqual([
        'picture.mp3',
        'picture.mp3',
      ]),
    );
  });
});
