import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCESS_TOKEN_HEADER,
  ENGINE_CAPABILITIES,
  MOTE_LISTENER_ID_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Mote,
} from '@motes/shared';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
  type ReceivedRequest,
} from '../../testing/fakeIdentityApi';
import { fakeMote } from '../../testing/fakeMotesApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import { qrMatrix } from './qrCode';
import { audioElement as audio, standInForPlayback } from './sharePageTesting';

// The share page /m/{id} (issue 6 item 6) against a real HTTP fake of `GET m/motes/{id}` and
// `POST …/plays`. jsdom cannot decode or play audio: play() and pause() are stood in for, and
// the playback position is set on the element's `currentTime` and announced with the events a
// browser fires (`play`, `timeupdate`). Real playback is covered by e2e/web/share.spec.ts.

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const SLOW = { timeout: 5000 };
let api: FakeIdentityApi;
let plays: ReceivedRequest[];

function serveMote(mote: Mote | Mote[]) {
  const answers = Array.isArray(mote) ? [...mote] : [mote];
  api.override(`m/motes/${ID}`, (_request, response) => {
    sendJson(response, 200, answers.length > 1 ? answers.shift() : answers[0]);
  });
}

const TIMED = fakeMote({
  id: ID,
  kind: 'generated',
  title: 'Spelling words for Friday',
  durationMs: 65_000,
  author: { name: 'Ms Ada Lovelace' },
  waveform: [0.1, 0.5, 1, 0.5],
  transcript: {
    status: 'done',
    text: 'Hello brave world',
    words: [
      { start: 0, end: 5, startMs: 100, endMs: 500 },
      { start: 6, end: 11, startMs: 600, endMs: 900 },
      { start: 12, end: 17, startMs: 900, endMs: 1400 },
    ],
  },
  isMine: false,
});

/** Moves the fake playback position and tells the page, as a playing browser would. */
function playbackAt(seconds: number) {
  audio().currentTime = seconds;
  fireEvent(audio(), new Event('timeupdate'));
}

beforeEach(async () => {
  api = await startFakeIdentityApi();
  plays = [];
  api.override(`m/motes/${ID}/plays`, (request, response) => {
    plays.push(request);
    sendJson(response, 200, { plays: plays.length, heard: 1 });
  });
  localStorage.clear();
  standInForPlayback();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

describe('the share page of a mote', { timeout: 20_000 }, () => {
  it('shows the title, author, length, date, waveform and the audio to play', async () => {
    serveMote(TIMED);
    renderApp(`/m/${ID}`, { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spelling words for Friday' }, SLOW),
    ).toBeVisible();
    expect(screen.getByText('By Ms Ada Lovelace')).toBeVisible();
    expect(screen.getByText('Length 01:05')).toBeVisible();
    expect(screen.getByText(/^Made on .*2026$/)).toBeVisible();
    expect(audio().getAttribute('src')).toMatch(new RegExp(`/api/m/motes/${ID}/audio$`));
    expect(document.querySelectorAll('.mote-waveform rect')).toHaveLength(4);
    // Downloads are not allowed by this mote's owner.
    expect(screen.queryByRole('link', { name: 'Download audio' })).not.toBeInTheDocument();
  });

  it('names a mote with no title by when it was recorded, then by its transcript', async () => {
    const createdAt = '2026-11-02T09:30:00.000Z';
    serveMote([
      { ...TIMED, title: '', createdAt, transcript: { status: 'pending', text: '', words: [] } },
      // The transcript job stores its first words as the title (the server's part).
      { ...TIMED, title: 'Hello brave world', createdAt },
    ]);
    renderApp(`/m/${ID}`, { baseUrl: api.origin });
    const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
    const recorded = `Recording, ${when.format(new Date(createdAt))}`;
    expect(await screen.findByRole('heading', { level: 1, name: recorded }, SLOW)).toBeVisible();
    expect(document.title).toMatch(new RegExp(`^${recorded}`));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Hello brave world' },
        { timeout: 8000 },
      ),
    ).toBeVisible();
  });

  it('shows no author when the server hides the name (anonymous or minor authors, §6)', async () => {
    serveMote({
      ...TIMED,
      author: null,
      allowDownload: true,
      downloadPath: `m/motes/${ID}/audio?download=1`,
    });
    renderApp(`/m/${ID}`, { baseUrl: api.origin });
    await screen.findByRole('heading', { level: 1 }, SLOW);
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download audio' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/audio\?download=1$/),
    );
  });

  it('plays, pauses, skips, seeks and changes speed by keyboard-operable controls', async () => {
    serveMote(TIMED);
    const { user } = renderApp(`/m/${ID}`, { baseUrl: api.origin });
    const play = await screen.findByRole('button', { name: 'Play' }, SLOW);
    const controls = screen.getByRole('group', { name: 'Player' });

    play.focus();
    await user.keyboard(' ');
    expect(within(controls).getByRole('button', { name: 'Pause' })).toHaveFocus();
    // The play counts once, with a listener id kept for this browser.
    await waitFor(() => expect(plays).toHaveLength(1));
    const listenerId = localStorage.getItem(MOTE_LISTENER_ID_STORAGE_KEY);
    expect(listenerId).toMatch(/^[0-9a-f]{32}$/);
    expect(plays[0]?.body).toEqual({ listenerId });

    await user.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(audio().currentTime).toBe(10);
    expect(screen.getByRole('slider', { name: 'Position' })).toHaveAttribute(
      'aria-valuetext',
      '00:10 of 01:05',
    );
    await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    await user.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(audio().currentTime).toBe(0);

    fireEvent.change(screen.getByRole('slider', { name: 'Position' }), {
      target: { value: '30' },
    });
    expect(audio().currentTime).toBe(30);
    expect(screen.getByText('00:30')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Speed' }), '1.5');
    expect(audio().playbackRate).toBe(1.5);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(screen.getByRole('button', { name: 'Play' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Play' }));
    // Still one play counted for this page view.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(plays).toHaveLength(1);
  });

  it('highlights the word being spoken and seeks to a clicked word', async () => {
    serveMote(TIMED);
    const { user } = renderApp(`/m/${ID}`, { baseUrl: api.origin });
    await screen.findByText('Hello', {}, SLOW);
    expect(document.querySelector('mark')).toBeNull();

    playbackAt(0.2);
    expect(document.querySelector('mark')).toHaveTextContent(/^Hello$/);
    playbackAt(0.55);
    expect(document.querySelector('mark')).toBeNull();
    playbackAt(0.95);
    expect(document.querySelector('mark')).toHaveTextContent(/^world$/);
    expect(document.querySelector('.mote-transcript__text')).toHaveAttribute('aria-live', 'off');

    await user.click(screen.getByText('brave'));
    expect(audio().currentTime).toBe(0.6);
    expect(document.querySelector('mark')).toHaveTextContent(/^brave$/);
  });

  it('says a pending transcript is on its way and shows it once it is done', async () => {
    serveMote([{ ...TIMED, transcript: { status: 'pending', text: '', words: [] } }, TIMED]);
    renderApp(`/m/${ID}`, { baseUrl: api.origin });
    expect(await screen.findByText('The transcript is on its way.', {}, SLOW)).toBeVisible();
    // §9 polling: asked again after 2 s.
    expect(await screen.findByText('brave', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.queryByText('The transcript is on its way.')).not.toBeInTheDocument();
  });

  it.each([
    ['disabled', 'This recording has no transcript.'],
    ['none', /^There is no transcript: speech to text is not available/],
    ['failed', 'The transcript could not be made for this recording.'],
  ] as const)(
    'says plainly when the transcript is %s, with no made-up text',
    async (status, text) => {
      serveMote({ ...TIMED, transcript: { status, text: '', words: [] } });
      renderApp(`/m/${ID}`, { baseUrl: api.origin });
      expect(await screen.findByText(text, {}, SLOW)).toBeVisible();
      expect(document.querySelector('.mote-transcript__word')).toBeNull();
    },
  );

  it('offers the link to copy and its QR code', async () => {
    serveMote(TIMED);
    renderApp(`/m/${ID}`, { baseUrl: api.origin });
    const field = await screen.findByRole('textbox', { name: 'Link to this mote' }, SLOW);
    // The server's link (§9: on the mote link domain when one is set), never one made here.
    const url = TIMED.shareUrl;
    expect(url).toBe(`https://motes.test/m/${ID}`);
    expect(field).toHaveValue(url);
    const qr = screen.getByRole('img', { name: 'QR code of the link to this mote' });
    expect(qr).toHaveAttribute('data-modules', String(qrMatrix(url).size));
    const squares =
      qr
        .querySelector('path')
        ?.getAttribute('d')
        ?.match(/h1v1h-1z/g) ?? [];
    const matrix = qrMatrix(url);
    let dark = 0;
    for (let y = 0; y < matrix.size; y += 1) {
      for (let x = 0; x < matrix.size; x += 1) if (matrix.dark(x, y)) dark += 1;
    }
    expect(squares).toHaveLength(dark);
    expect(screen.getByRole('button', { name: 'Download QR code (PNG)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download QR code (SVG)' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      `<iframe src="${window.location.origin}/embed/m/${ID}" width="480" height="160" ` +
        'title="Spelling words for Friday" style="border:0" loading="lazy"></iframe>',
    );
  });

  it('translates the transcript on request and shows it in its language', async () => {
    serveMote(TIMED);
    // t/languages: translation for Spanish and Arabic only (the fake's choice).
    const translatable = new Set(['es-ES', 'ar-AE']);
    api.override('t/languages', (_request, response) => {
      sendJson(response, 200, {
        defaultLanguage: 'en-US',
        languages: SUPPORTED_LANGUAGES.filter((language) =>
          ['en-US', 'es-ES', 'ar-AE', 'fr-FR'].includes(language.bcp47),
        ).map((language) => ({
          ...language,
          capabilities: Object.fromEntries(
            ENGINE_CAPABILITIES.map((capability) => [
              capability,
              translatable.has(language.bcp47)
                ? { available: true, engine: 'apertium' }
                : { available: false, reason: 'language_not_supported' },
            ]),
          ),
        })),
      });
    });
    const asked: unknown[] = [];
    api.override('t/translate', (request, response) => {
      asked.push(request.body);
      sendJson(response, 200, { translation: 'مرحبا أيها العالم', engine: 'apertium', path: [] });
    });
    const { user } = renderApp(`/m/${ID}`, { baseUrl: api.origin });
    await user.click(await screen.findByRole('button', { name: 'Translate transcript' }, SLOW));
    const select = await screen.findByRole('combobox', { name: 'Translate into' }, SLOW);
    await user.selectOptions(select, 'ar-AE');
    await user.click(screen.getByRole('button', { name: 'Translate' }));
    const translated = await screen.findByText('مرحبا أيها العالم', {}, SLOW);
    expect(translated).toHaveAttribute('lang', 'ar-AE');
    expect(translated).toHaveAttribute('dir', 'rtl');
    expect(asked).toEqual([{ text: 'Hello brave world', from: TIMED.language, to: 'ar-AE' }]);
    expect(screen.getByRole('button', { name: 'Read aloud' })).toBeVisible();
  });

  // A browser sends no Authorization header for `<audio src>` or a download link: the owner's
  // view carries paths the server signed, and the page must use them as given.
  it('plays and downloads a private mote in its owner’s browser through the signed paths', async () => {
    api.addSession({ userId: 'user-ada', email: 'ada@school.example' }, 'token-ada');
    const signed = (download: 0 | 1, expires: number) =>
      `m/motes/${ID}/audio?expires=${expires}&download=${download}&signature=sig-${download}-${expires}`;
    const own = {
      ...TIMED,
      visibility: 'private' as const,
      allowDownload: false,
      isMine: true,
      audioPath: signed(0, 1_800_000_000),
      downloadPath: signed(1, 1_800_000_000),
    };
    // A transcript poll brings the paths signed afresh.
    serveMote([
      { ...own, transcript: { status: 'pending', text: '', words: [] } },
      { ...own, audioPath: signed(0, 1_800_000_600), downloadPath: signed(1, 1_800_000_600) },
    ]);
    renderApp(`/m/${ID}`, {
      baseUrl: api.origin,
      storage: signedInStorage('token-ada', 'user-ada', 'ada@school.example'),
    });
    await screen.findByRole('heading', { level: 1, name: TIMED.title }, SLOW);
    expect(api.requestsTo(`m/motes/${ID}`)[0]?.headers[ACCESS_TOKEN_HEADER]).toBe(
      'Bearer token-ada',
    );
    const origin = window.location.origin;
    expect(audio().getAttribute('src')).toBe(`${origin}/api/${signed(0, 1_800_000_000)}`);
    expect(screen.getByRole('link', { name: 'Download audio' })).toHaveAttribute(
      'href',
      `${origin}/api/${signed(1, 1_800_000_000)}`,
    );
    // After the poll: the newest download link, and the same audio source (no restart).
    expect(await screen.findByText('brave', {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download audio' })).toHaveAttribute(
      'href',
      `${origin}/api/${signed(1, 1_800_000_600)}`,
    );
    expect(audio().getAttribute('src')).toBe(`${origin}/api/${signed(0, 1_800_000_000)}`);
  });

  it('shows the honest not-found page for an unknown or private mote', async () => {
    api.override(`m/motes/${ID}`, (_request, response) => {
      sendJson(response, 404, { error: 'mote_not_found', message: 'Not found', requestId: 'r' });
    });
    renderApp(`/m/${ID}`, { baseUrl: api.origin });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This recording could not be found' },
        SLOW,
      ),
    ).toBeVisible();
    expect(document.querySelector('audio')).toBeNull();
  });
});
