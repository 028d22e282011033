import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Tote } from '@motes/shared';
import {
  sendJson,
  startFakeIdentityApi,
  type FakeIdentityApi,
  type ReceivedRequest,
} from '../../testing/fakeIdentityApi';
import { fakeMote } from '../../testing/fakeMotesApi';
import { renderApp } from '../../testing/renderApp';
import { audioElement as audio, standInForPlayback } from '../share/sharePageTesting';

// The tote page /t/{id} (§2 `t/{toteId}`, issue 6 item 9) against a real HTTP fake of
// `GET t/totes/{id}`. jsdom cannot decode or play audio: play() and pause() are stood in for,
// and the end of a mote is the `ended` event a browser fires. Real playback in Chromium is
// covered by e2e/web/totes.spec.ts.

const TOTE_ID = 'ToTeIdToTeIdToTeIdToTe';
const FIRST = fakeMote({
  id: 'FirstMoteFirstMoteFirs',
  title: 'Chapter one',
  durationMs: 5_000,
  isMine: false,
  transcript: { status: 'done', text: 'Once upon a time', words: [] },
});
const SECOND = fakeMote({
  id: 'SecondMoteSecondMoteSe',
  title: 'Chapter two',
  durationMs: 7_000,
  isMine: false,
  transcript: { status: 'done', text: 'The end', words: [] },
});
const TOTE: Tote = {
  id: TOTE_ID,
  title: 'Bedtime story',
  motes: [FIRST, SECOND],
  author: { name: 'Ms Ada Lovelace' },
  shareUrl: `https://tote.example/t/${TOTE_ID}`,
  shortUrl: null,
  isMine: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-02T10:00:00.000Z',
};
const SLOW = { timeout: 5000 };

let api: FakeIdentityApi;
let plays: ReceivedRequest[];

beforeEach(async () => {
  api = await startFakeIdentityApi();
  plays = [];
  for (const mote of [FIRST, SECOND]) {
    api.override(`m/motes/${mote.id}/plays`, (request, response) => {
      plays.push(request);
      sendJson(response, 200, { plays: 1, heard: 1 });
    });
  }
  localStorage.clear();
  standInForPlayback();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await api.close();
});

function serveTote(tote: Tote) {
  api.override(`t/totes/${TOTE_ID}`, (_request, response) => sendJson(response, 200, tote));
}

describe('the share page of a tote', { timeout: 20_000 }, () => {
  it('shows the tote, its author and its motes in order, the first one ready to play', async () => {
    serveTote(TOTE);
    renderApp(`/t/${TOTE_ID}`, { baseUrl: api.origin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bedtime story' }, SLOW),
    ).toBeVisible();
    expect(screen.getByText('By Ms Ada Lovelace')).toBeVisible();
    expect(screen.getByText('2 motes')).toBeVisible();
    expect(screen.getByText('Length 00:12')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '1 of 2: Chapter one' })).toBeVisible();
    expect(audio().getAttribute('src')).toMatch(new RegExp(`/api/m/motes/${FIRST.id}/audio$`));
    expect(screen.getByText('Once upon a time')).toBeVisible();
    const list = screen.getByRole('region', { name: 'In this tote' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      '1 Chapter one 00:05 Selected',
      '2 Chapter two 00:07',
    ]);
    expect(items[0]).toHaveAccessibleName('Chapter one 00:05 Selected');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).not.toHaveAttribute('aria-current');
    // The link is the server's (§9 tote domain), with its QR code.
    expect(screen.getByRole('textbox', { name: 'Link to this tote' })).toHaveValue(TOTE.shareUrl);
    expect(screen.getByRole('img', { name: 'QR code of the link to this tote' })).toBeVisible();
    // The tote's own embed player, like a mote's.
    expect(screen.getByRole('textbox', { name: 'Embed code' })).toHaveValue(
      `<iframe src="${window.location.origin}/embed/t/${TOTE_ID}" width="480" height="320" ` +
        'title="Bedtime story" style="border:0" loading="lazy"></iframe>',
    );
  });

  it('names a mote with no title by its first words, else by when it was recorded', async () => {
    serveTote({
      ...TOTE,
      motes: [
        { ...FIRST, title: '' },
        {
          ...SECOND,
          title: '',
          createdAt: '2026-11-02T09:30:00.000Z',
          transcript: { status: 'disabled', text: '', words: [] },
        },
      ],
    });
    renderApp(`/t/${TOTE_ID}`, { baseUrl: api.origin });
    const list = await screen.findByRole('region', { name: 'In this tote' }, SLOW);
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent(/^1 Once upon a time 00:05/);
    expect(items[1]).toHaveTextContent(/^2 Recording, .*2026.* 00:07$/);
    expect(
      screen.getByRole('heading', { level: 2, name: '1 of 2: Once upon a time' }),
    ).toBeVisible();
  });

  it('plays the next mote by itself when one ends, and counts each mote’s play once', async () => {
    serveTote(TOTE);
    const { user } = renderApp(`/t/${TOTE_ID}`, { baseUrl: api.origin });
    await user.click(await screen.findByRole('button', { name: 'Play' }, SLOW));
    await waitFor(() => expect(plays.map((request) => request.path)).toHaveLength(1));
    expect(plays[0]?.path).toContain(FIRST.id);

    fireEvent(audio(), new Event('ended'));
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 of 2: Chapter two' }, SLOW),
    ).toBeVisible();
    expect(audio().getAttribute('src')).toMatch(new RegExp(`/api/m/motes/${SECOND.id}/audio$`));
    expect(screen.getByText('The end')).toBeVisible();
    await waitFor(() => expect(plays).toHaveLength(2));
    expect(plays[1]?.path).toContain(SECOND.id);
    const items = within(screen.getByRole('region', { name: 'In this tote' })).getAllByRole(
      'button',
    );
    expect(items[1]).toHaveAttribute('aria-current', 'true');
    expect(items[1]).toHaveTextContent('Playing');

    // The last one ending stops the tote where it is.
    fireEvent(audio(), new Event('ended'));
    expect(screen.getByRole('heading', { level: 2, name: '2 of 2: Chapter two' })).toBeVisible();
  });

  it('plays any mote chosen from the list, by keyboard', async () => {
    serveTote(TOTE);
    const { user } = renderApp(`/t/${TOTE_ID}`, { baseUrl: api.origin });
    const list = await screen.findByRole('region', { name: 'In this tote' }, SLOW);
    const second = within(list).getAllByRole('button')[1]!;
    second.focus();
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 of 2: Chapter two' }, SLOW),
    ).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible());
    expect(second).toHaveFocus();
  });

  it('says so when none of its motes can be played any more', async () => {
    serveTote({ ...TOTE, motes: [], author: null });
    renderApp(`/t/${TOTE_ID}`, { baseUrl: api.origin });
    expect(
      await screen.findByText(/^There is nothing to play in this tote/, {}, SLOW),
    ).toBeVisible();
    expect(screen.queryByText(/^By /)).not.toBeInTheDocument();
    expect(document.querySelector('audio')).toBeNull();
  });

  it('gives an unknown tote the honest "not found" page', async () => {
    renderApp(`/t/${TOTE_ID}`, { baseUrl: api.origin });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This shared item could not be found' },
        SLOW,
      ),
    ).toBeVisible();
  });
});
