// Issue 7 item 4, "My Annotations": the user's highlights grouped by page with their colour
// labels, filtered by colour, removed, exported; and the vocabulary list. Through the real app
// routes and identity store, over HTTP to a fake of `u/highlights` and `u/vocabulary` on
// 127.0.0.1 (the real routes are tested in apps/server/src/routes/annotations and end to end
// in e2e/extension/highlighter.spec.ts).
import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SettingsSchema,
  type Highlight,
  type HighlightColourName,
  type VocabularyWord,
} from '@motes/shared';
import {
  startFakeMotesApi,
  type FakeMotesApi,
  type FakeMotesRequest,
} from '../../testing/fakeMotesApi';
import { renderApp, signedInStorage } from '../../testing/renderApp';
import type { TestUser } from '../../testing/testStatus';
import { groupHighlightsByPage } from './groupHighlightsByPage';

let api: FakeMotesApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
  vi.restoreAllMocks();
});

const ADA: TestUser = {
  userId: 'user-ada',
  email: 'ada@example.com',
  givenName: 'Ada',
  settings: SettingsSchema.parse({
    highlightColours: [
      { colour: 'blue', label: 'Vocabulary', isLocked: true },
      { colour: 'yellow', label: 'Key words', isLocked: false },
      { colour: 'green', label: 'Evidence', isLocked: false },
      { colour: 'orange', label: 'Questions', isLocked: false },
      { colour: 'purple', label: 'Reactions', isLocked: false },
    ],
  }),
};

const RIVERS = 'https://news.example/rivers';
const DELTAS = 'https://news.example/deltas';

function fakeHighlight(
  id: string,
  colour: HighlightColourName,
  exact: string,
  pageUrl: string,
  pageTitle: string,
): Highlight {
  return {
    id,
    pageUrl,
    pageTitle,
    colour,
    selector: { exact, prefix: '', suffix: '' },
    note: null,
    createdAt: '2026-11-03T10:00:00.000Z',
    updatedAt: '2026-11-03T10:00:00.000Z',
  };
}

function json(response: ServerResponse, status: number, body?: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The `u/` routes of My Annotations over in-memory lists (newest first). */
function annotationsRoutes(highlights: Highlight[], words: VocabularyWord[]) {
  return (request: FakeMotesRequest, response: ServerResponse) => {
    const query = new URLSearchParams(request.query);
    if (request.path === 'u/highlights' && request.method === 'GET') {
      const colour = query.get('colour');
      json(response, 200, {
        highlights: highlights.filter((entry) => !colour || entry.colour === colour),
        nextCursor: null,
      });
      return true;
    }
    if (request.path === 'u/highlights/export') {
      response.writeHead(200, { 'content-type': 'text/csv' });
      response.end('pageTitle,pageUrl\r\n');
      return true;
    }
    const highlightMatch = /^u\/highlights\/(.+)$/.exec(request.path);
    if (highlightMatch && request.method === 'DELETE') {
      highlights.splice(
        highlights.findIndex((entry) => entry.id === highlightMatch[1]),
        1,
      );
      json(response, 204);
      return true;
    }
    if (request.path === 'u/vocabulary' && request.method === 'GET') {
      json(response, 200, { words });
      return true;
    }
    const wordMatch = /^u\/vocabulary\/(.+)$/.exec(request.path);
    if (wordMatch && request.method === 'DELETE') {
      words.splice(
        words.findIndex((entry) => entry.id === wordMatch[1]),
        1,
      );
      json(response, 204);
      return true;
    }
    return false;
  };
}

async function openAnnotations() {
  api = await startFakeMotesApi();
  api.addSession(ADA, 'token-ada');
  const highlights = [
    fakeHighlight('highlight-0003', 'blue', 'meander', RIVERS, 'How rivers shape valleys'),
    fakeHighlight('highlight-0002', 'green', 'Silt builds the delta.', DELTAS, 'Deltas'),
    fakeHighlight(
      'highlight-0001',
      'yellow',
      'Rivers carve valleys over time.',
      RIVERS,
      'How rivers shape valleys',
    ),
  ];
  const words: VocabularyWord[] = [
    { id: 'w-1', word: 'meander', pageUrl: RIVERS, createdAt: '2026-11-03T10:00:00.000Z' },
  ];
  api.override(annotationsRoutes(highlights, words));
  renderApp('/my-annotations', {
    baseUrl: api.origin,
    storage: signedInStorage('token-ada', ADA.userId, ADA.email),
  });
  await screen.findByRole('heading', { level: 1, name: 'My Annotations' });
  return { api, highlights, words };
}

const pageCard = (title: string) => screen.findByRole('article', { name: title });

describe('My Annotations', () => {
  it('groups the highlights by page, newest page first, with the user’s colour labels', async () => {
    await openAnnotations();
    const rivers = await pageCard('How rivers shape valleys');
    expect(within(rivers).getByRole('link', { name: 'How rivers shape valleys' })).toHaveAttribute(
      'href',
      RIVERS,
    );
    expect(
      within(rivers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Vocabularymeander'),
      expect.stringContaining('Key wordsRivers carve valleys over time.'),
    ]);
    const articles = screen
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
    expect(articles).toEqual(['How rivers shape valleys', 'Deltas']);

    const vocabulary = screen.getByRole('region', { name: 'Vocabulary' });
    expect(await within(vocabulary).findByText('meander')).toBeVisible();
  });

  it('filters by colour', async () => {
    const { api } = await openAnnotations();
    await pageCard('Deltas');
    await userEvent.selectOptions(screen.getByLabelText('Show highlights in'), 'Evidence');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'How rivers shape valleys' })).toBeNull(),
    );
    expect(await pageCard('Deltas')).toBeVisible();
    expect(api.requests.some((request) => request.query.includes('colour=green'))).toBe(true);
  });

  it('removes a highlight and a vocabulary word by keyboard', async () => {
    const { highlights, words } = await openAnnotations();
    const deltas = await pageCard('Deltas');
    within(deltas)
      .getByRole('button', { name: 'Remove the highlight “Silt builds the delta.”' })
      .focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Deltas' })).toBeNull());
    expect(highlights.map((entry) => entry.id)).toEqual(['highlight-0003', 'highlight-0001']);
    expect(await screen.findByText('Highlight removed.')).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove “meander” from your vocabulary list' }),
    );
    expect(await screen.findByText('No words yet.')).toBeVisible();
    expect(words).toEqual([]);
  });

  it('exports the highlights as a CSV download', async () => {
    // jsdom has no object URLs and cannot download: both are stood in for here; the real
    // download is checked in e2e/extension/highlighter.spec.ts.
    const createObjectURL = vi.fn(() => 'blob:annotations');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { api } = await openAnnotations();
    await userEvent.click(screen.getByRole('button', { name: 'Export as CSV' }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^motes-annotations-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(link.href).toBe('blob:annotations');
    expect(
      api.requests.some(
        (request) => request.path === 'u/highlights/export' && request.query === 'format=csv',
      ),
    ).toBe(true);
  });
});

describe('groupHighlightsByPage', () => {
  it('keeps newest first within a page and orders pages by their newest highlight', () => {
    const list = [
      fakeHighlight('highlight-c', 'yellow', 'c', DELTAS, 'Deltas'),
      fakeHighlight('highlight-b', 'yellow', 'b', RIVERS, 'Rivers'),
      fakeHighlight('highlight-a', 'yellow', 'a', DELTAS, 'Old title'),
    ];
    expect(
      groupHighlightsByPage(list).map((page) => [page.pageTitle, page.highlights.map((h) => h.id)]),
    ).toEqual([
      ['Deltas', ['highlight-c', 'highlight-a']],
      ['Rivers', ['highlight-b']],
    ]);
  });
});
