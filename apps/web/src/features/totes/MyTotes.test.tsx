// Issue 6 item 9: the library's totes at /activity as a user works them — make a tote of
// chosen motes (in the order ticked, from the whole library: search and load more inside the
// picker), then open, copy the link of, rename, delete and undo the delete —
// through the real app routes and identity store, over HTTP to the fake API on 127.0.0.1
// (testing/fakeMotesApi.ts with fakeTotesRoute.ts). The real server's routes are tested in
// apps/server/src/routes/totes and end to end in e2e/web/totes.spec.ts.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToteCreateSchema, type Mote, type Tote } from '@motes/shared';
import { fakeMote, startFakeMotesApi, type FakeMotesApi } from '../../testing/fakeMotesApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import type { TestUser } from '../../testing/testStatus';

let api: FakeMotesApi | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await api?.close();
  api = undefined;
});

const ADA: TestUser = { userId: 'user-ada', email: 'ada@example.com', givenName: 'Ada' };
const NEWER = fakeMote({
  id: 'mote-aaaaaaaaaaaaaaaaaaaa',
  title: 'Part two',
  createdAt: '2026-11-03T10:00:00.000Z',
  durationMs: 7_000,
});
const OLDER = fakeMote({
  id: 'mote-bbbbbbbbbbbbbbbbbbbb',
  title: 'Part one',
  createdAt: '2026-11-02T10:00:00.000Z',
  durationMs: 5_000,
});

async function openLibrary(
  totes: Tote[] = [],
  options: { extra?: Mote[]; pageSize?: number } = {},
) {
  api = await startFakeMotesApi();
  api.addSession(ADA, 'token-ada');
  api.library.push(NEWER, OLDER, ...(options.extra ?? []));
  if (options.pageSize) api.pageSize = options.pageSize;
  api.totes.push(...totes);
  const rendered = renderApp('/activity', {
    baseUrl: api.origin,
    storage: signedInStorage('token-ada', ADA.userId, ADA.email),
  });
  await screen.findByRole('heading', { level: 1, name: 'My Activity' });
  return { api, ...rendered };
}

const totesSection = () => screen.getByRole('region', { name: 'My totes' });

describe('/activity totes', { timeout: 20_000 }, () => {
  it('makes a tote of the motes ticked, in the order ticked, by keyboard', async () => {
    const { api, user } = await openLibrary();
    await screen.findByRole('article', { name: 'Part two' });
    expect(within(totesSection()).getByText('You have no totes yet.')).toBeVisible();

    const make = within(totesSection()).getByRole('button', { name: 'Make a tote' });
    make.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Make a tote' });
    // Nothing named, nothing ticked: each is said plainly.
    await user.click(within(dialog).getByRole('button', { name: 'Make tote' }));
    expect(within(dialog).getByText('Give the tote a name.')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'The whole story');
    await user.click(within(dialog).getByRole('button', { name: 'Make tote' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Tick at least one mote.');

    // The older part first: the tote plays in the order the boxes are ticked.
    const older = within(dialog).getByRole('checkbox', { name: /Part one/ });
    older.focus();
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Part two/ }));
    expect(within(dialog).getByRole('checkbox', { name: /Part one/ })).toHaveAccessibleName(
      'Part one 00:05 No. 1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Make tote of 2 motes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const made = api.requests.find(
      (request) => request.path === 't/totes' && request.method === 'POST',
    );
    expect(ToteCreateSchema.parse(JSON.parse(made!.body.toString()))).toEqual({
      title: 'The whole story',
      moteIds: [OLDER.id, NEWER.id],
    });
    expect(made!.headers['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    const card = within(totesSection()).getByRole('article', { name: 'The whole story' });
    expect(card).toHaveTextContent('2 motes · 00:12');
    expect(within(card).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      `/t/${api.totes[0]!.id}`,
    );
    expect(await screen.findByText('“The whole story” is ready to share.')).toBeVisible();
  });

  it('copies the server’s link of a tote, renames it, deletes it and undoes that', async () => {
    const { api, user } = await openLibrary([
      {
        id: 'tote-00000000000000000001',
        title: 'Old name',
        motes: [OLDER],
        author: null,
        shareUrl: 'https://tote.example/t/tote-00000000000000000001',
        shortUrl: null,
        isMine: true,
        createdAt: '2026-11-03T10:00:00.000Z',
        updatedAt: '2026-11-03T10:00:00.000Z',
      },
    ]);
    const card = await within(totesSection()).findByRole('article', { name: 'Old name' });
    // user-event's clipboard stand-in cannot read this file's Blobs (see Recorder.test.tsx): a
    // plain stand-in records what was written.
    const written: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    });
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(written).toEqual(['https://tote.example/t/tote-00000000000000000001']);

    await user.click(within(card).getByRole('button', { name: 'Rename' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename “Old name”' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'New name{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const renamed = within(totesSection()).getByRole('article', { name: 'New name' });
    expect(api.totes[0]?.title).toBe('New name');

    await user.click(within(renamed).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.totes).toHaveLength(0));
    expect(within(totesSection()).queryByRole('article')).not.toBeInTheDocument();
    expect(within(totesSection()).getByRole('heading', { name: 'My totes' })).toHaveFocus();
    expect(
      await screen.findByText('“New name” deleted. Its motes are still in your library.'),
    ).toBeVisible();
    // The motes stay.
    expect(screen.getByRole('article', { name: 'Part one' })).toBeVisible();

    // Undo, by keyboard: the same tote is back (same id, so its link works again).
    const undo = screen.getByRole('button', { name: 'Undo' });
    undo.focus();
    await user.keyboard('{Enter}');
    expect(await within(totesSection()).findByRole('article', { name: 'New name' })).toBeVisible();
    expect(api.totes.map((tote) => tote.id)).toEqual(['tote-00000000000000000001']);
    const restore = api.requests.find((request) => request.path.endsWith('/restore'));
    expect(JSON.parse(restore!.body.toString())).toEqual({
      restoreToken: 'restore-tote-00000000000000000001',
    });
    expect(await screen.findByText('“New name” is back.')).toBeVisible();
    expect(within(totesSection()).getByRole('heading', { name: 'My totes' })).toHaveFocus();
  });

  it('offers every mote in the picker: beyond the library’s first page, and by search', async () => {
    const more = Array.from({ length: 3 }, (_, at) =>
      fakeMote({
        id: `mote-extra${String(at).padStart(15, '0')}`,
        title: `Extra ${at + 1}`,
        createdAt: `2026-11-01T1${at}:00:00.000Z`,
      }),
    );
    const untitled = fakeMote({
      id: 'mote-untitled0000000000',
      title: '',
      createdAt: '2026-10-01T09:30:00.000Z',
      transcript: { status: 'disabled', text: '', words: [] },
    });
    const { user } = await openLibrary([], { extra: [...more, untitled], pageSize: 2 });
    await screen.findByRole('article', { name: 'Part two' });
    await user.click(within(totesSection()).getByRole('button', { name: 'Make a tote' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a tote' });
    await within(dialog).findByRole('checkbox', { name: /^Part two/ });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: /^Part one/ }));

    // The last page, loaded inside the picker; a mote with no title is named by its date.
    for (let page = 0; page < 2; page += 1) {
      await user.click(await within(dialog).findByRole('button', { name: 'Load more' }));
      await waitFor(() =>
        expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4 + page * 2),
      );
    }
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /^Recording, .*2026/ })).toBeVisible();

    // A search finds one; what was ticked before stays ticked, in order.
    await user.type(
      within(dialog).getByRole('searchbox', { name: 'Search your motes by title or transcript' }),
      'Extra 3{Enter}',
    );
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1));
    await user.click(within(dialog).getByRole('checkbox', { name: /^Extra 3/ }));
    expect(within(dialog).getByText('In this tote, in order: Part one · Extra 3')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Make a tote' })).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mixed');
    await user.click(within(dialog).getByRole('button', { name: 'Make tote of 2 motes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const made = api!.requests.find(
      (request) => request.path === 't/totes' && request.method === 'POST',
    );
    expect(ToteCreateSchema.parse(JSON.parse(made!.body.toString())).moteIds).toEqual([
      OLDER.id,
      more[2]!.id,
    ]);
  });
});
