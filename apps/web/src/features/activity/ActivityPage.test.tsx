// Issue 6 items 8 and 9: the library at /activity as a user works it, through the real app
// routes and identity store, over HTTP to the fake API on 127.0.0.1 (testing/fakeMotesApi.ts).
// The real server's routes are tested in apps/server and end to end in e2e/web/library.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MOTE_TITLE_MAX_LENGTH, type Mote } from '@motes/shared';
import { fakeMote, startFakeMotesApi, type FakeMotesApi } from '../../testing/fakeMotesApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import type { TestUser } from '../../testing/testStatus';

let api: FakeMotesApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const ADA: TestUser = { userId: 'user-ada', email: 'ada@example.com', givenName: 'Ada' };

const SPELLING = fakeMote({
  id: 'mote-aaaaaaaaaaaaaaaaaaaa',
  title: 'Spelling feedback',
  createdAt: '2026-11-03T10:00:00.000Z',
  durationMs: 65_400,
  plays: 3,
  heard: 2,
  transcript: { status: 'pending', text: '', words: [] },
});
const POEM = fakeMote({
  id: 'mote-bbbbbbbbbbbbbbbbbbbb',
  title: 'Poem',
  kind: 'generated',
  createdAt: '2026-11-02T10:00:00.000Z',
  transcript: {
    status: 'done',
    text: 'Roses are red',
    words: [{ start: 0, end: 5, startMs: 0, endMs: 400 }],
  },
});
const OLD = fakeMote({
  id: 'mote-cccccccccccccccccccc',
  title: 'Old news',
  kind: 'upload',
  createdAt: '2026-11-01T10:00:00.000Z',
});

async function openLibrary(options: { motes?: Mote[]; user?: TestUser; pageSize?: number } = {}) {
  api = await startFakeMotesApi();
  const user = options.user ?? ADA;
  api.addSession(user, 'token-ada');
  api.library.push(...(options.motes ?? []));
  if (options.pageSize) api.pageSize = options.pageSize;
  const rendered = renderApp('/activity', {
    baseUrl: api.origin,
    storage: signedInStorage('token-ada', user.userId, user.email),
  });
  await screen.findByRole('heading', { level: 1, name: 'My Activity' });
  return { api, ...rendered };
}

const row = (title: string) => screen.getByRole('article', { name: title });
const listedTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).queryByRole('heading', { level: 3 })?.textContent);

describe('/activity library', () => {
  it('lists the motes newest first with their facts, and pages with Load more', async () => {
    const { user } = await openLibrary({ motes: [SPELLING, POEM, OLD], pageSize: 2 });
    await waitFor(() => expect(listedTitles()).toEqual(['Spelling feedback', 'Poem']));
    const first = row('Spelling feedback');
    expect(first).toHaveTextContent('Recording');
    expect(first).toHaveTextContent('01:05'); // §5 mm:ss
    expect(first).toHaveTextContent('3 plays · heard by 2 people');
    expect(first).toHaveTextContent('Transcript on its way');
    expect(within(first).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/m/mote-aaaaaaaaaaaaaaaaaaaa',
    );
    expect(row('Poem')).toHaveTextContent('Made from text');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(listedTitles()).toEqual(['Spelling feedback', 'Poem', 'Old news']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    // The button went with the last page; focus went to the list, not the page's start.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 2, name: 'Your motes' })).toHaveFocus(),
    );
  });

  it('names motes with no title by their transcript’s first words, else by when they were made', async () => {
    const untitled = [
      fakeMote({
        id: 'mote-dddddddddddddddddddd',
        title: '',
        createdAt: '2026-11-04T08:15:00.000Z',
        transcript: { status: 'disabled', text: '', words: [] },
      }),
      fakeMote({
        id: 'mote-eeeeeeeeeeeeeeeeeeee',
        title: '',
        createdAt: '2026-11-03T08:15:00.000Z',
        transcript: { status: 'done', text: 'Bring your library books', words: [] },
      }),
    ];
    await openLibrary({ motes: untitled });
    // In the page's locale (which follows the status): the date and time, never a made-up title.
    await waitFor(() =>
      expect(listedTitles()).toEqual([
        expect.stringMatching(/^Recording, .*2026.*\d\d/),
        'Bring your library books',
      ]),
    );
    const recorded = listedTitles()[0]!;
    expect(within(row(recorded)).getByRole('button', { name: 'Rename' })).toBeVisible();
  });

  it('shows the empty state with the way to /record', async () => {
    await openLibrary();
    expect(await screen.findByText('No motes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Record your first mote' })).toHaveAttribute(
      'href',
      '/record',
    );
  });

  it('searches titles and transcripts after the user stops typing', async () => {
    const { api, user } = await openLibrary({ motes: [SPELLING, POEM, OLD] });
    await waitFor(() => expect(listedTitles()).toHaveLength(3));
    await user.type(screen.getByRole('searchbox', { name: /Search your motes/ }), 'roses');
    await waitFor(() => expect(listedTitles()).toEqual(['Poem']));
    expect(
      screen.getByRole('heading', { level: 2, name: 'Motes matching ‘roses’' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 mote found.')).toBeInTheDocument();
    // Debounced: one search for the word, not one per letter.
    const searches = api.requests.filter((request) => request.query.includes('q='));
    expect(searches.map((request) => request.query)).toEqual(['q=roses']);

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'zebra');
    expect(
      await screen.findByText('No motes match ‘zebra’. Try another word.'),
    ).toBeInTheDocument();
  });

  it('renames in place: Enter saves, Escape cancels, an empty title is refused', async () => {
    const { api, user } = await openLibrary({ motes: [SPELLING] });
    await waitFor(() => expect(listedTitles()).toEqual(['Spelling feedback']));

    await user.click(within(row('Spelling feedback')).getByRole('button', { name: 'Rename' }));
    const field = screen.getByRole('textbox', { name: 'New title' });
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Give the mote a title.');
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.type(field, 'x'.repeat(MOTE_TITLE_MAX_LENGTH + 1));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `A title can be up to ${MOTE_TITLE_MAX_LENGTH} characters long.`,
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox', { name: 'New title' })).not.toBeInTheDocument();
    expect(listedTitles()).toEqual(['Spelling feedback']);
    await waitFor(() =>
      expect(
        within(row('Spelling feedback')).getByRole('button', { name: 'Rename' }),
      ).toHaveFocus(),
    );

    await user.click(within(row('Spelling feedback')).getByRole('button', { name: 'Rename' }));
    await user.clear(screen.getByRole('textbox', { name: 'New title' }));
    await user.type(screen.getByRole('textbox', { name: 'New title' }), 'Week 3 spelling{Enter}');
    await waitFor(() => expect(listedTitles()).toEqual(['Week 3 spelling']));
    expect(api.library[0]!.title).toBe('Week 3 spelling');
  });

  it('deletes with an Undo toast that restores the mote', async () => {
    const { api, user } = await openLibrary({ motes: [SPELLING, POEM] });
    await waitFor(() => expect(listedTitles()).toHaveLength(2));

    await user.click(within(row('Poem')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listedTitles()).toEqual(['Spelling feedback']));
    expect(api.deleted.has(POEM.id)).toBe(true);
    expect(await screen.findByText('‘Poem’ was deleted.')).toBeInTheDocument();
    // Focus does not fall to the page's start when the row goes.
    expect(screen.getByRole('heading', { level: 2, name: 'Your motes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(listedTitles()).toEqual(['Spelling feedback', 'Poem']));
    expect(api.deleted.has(POEM.id)).toBe(false);
    expect(await screen.findByText('‘Poem’ is back.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your motes' })).toHaveFocus();
  });

  it('edits the transcript in a dialog that says the word timings go', async () => {
    const { api, user } = await openLibrary({ motes: [POEM] });
    await waitFor(() => expect(listedTitles()).toEqual(['Poem']));

    await user.click(within(row('Poem')).getByRole('button', { name: 'Transcript' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transcript of ‘Poem’' });
    const field = within(dialog).getByRole('textbox', { name: 'Transcript text' });
    expect(field).toHaveValue('Roses are red');
    expect(field).toHaveAccessibleDescription(/word timings are removed/);
    await user.clear(field);
    await user.type(field, 'Roses are red, violets are blue');
    await user.click(within(dialog).getByRole('button', { name: 'Save transcript' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.library[0]!.transcript).toEqual({
      status: 'done',
      text: 'Roses are red, violets are blue',
      words: [],
    });
    const patch = api.requests.find((request) => request.method === 'PATCH');
    expect(JSON.parse(patch!.body.toString())).toEqual({
      transcriptText: 'Roses are red, violets are blue',
    });
  });
});

describe('/activity free-mote rationing (issue 6 item 8)', () => {
  const rationed = (used: number, quotaResetsAt = Date.UTC(2026, 11, 2)): TestUser => ({
    ...ADA,
    entitlements: {
      applyFreeMoteRationing: true,
      quotaResetsAt,
      freeMotes: {
        totalFreeMotes: 20,
        usedFreeMotes: used,
        availableFreeMotes: 20 - used,
        freeMotesMintedEpoch: Date.UTC(2026, 10, 2),
      },
    },
  });

  it('says how many free motes are left and when they reset', async () => {
    await openLibrary({ user: rationed(3) });
    expect(
      await screen.findByText('17 of 20 free motes left · resets on 2 December 2026'),
    ).toBeInTheDocument();
  });

  it('says plainly when they are used up and offers the upgrade', async () => {
    await openLibrary({ user: rationed(20) });
    expect(await screen.findByText('You have used all your free motes')).toBeInTheDocument();
    expect(screen.getByText(/You have used all 20 free motes for this period/)).toHaveTextContent(
      "so you can't record a new mote until 2 December 2026.",
    );
    expect(
      screen.getByRole('link', { name: 'See plans to upgrade for unlimited motes' }),
    ).toHaveAttribute('href', '/pricing');
  });

  it('shows nothing while the counts are unknown (-1)', async () => {
    const user = rationed(0);
    user.entitlements!.freeMotes = {
      totalFreeMotes: -1,
      usedFreeMotes: -1,
      availableFreeMotes: -1,
      freeMotesMintedEpoch: -1,
    };
    await openLibrary({ user });
    await screen.findByText('No motes yet');
    expect(screen.queryByText(/free motes? left/)).not.toBeInTheDocument();
    expect(screen.queryByText(/used all/)).not.toBeInTheDocument();
  });
});
