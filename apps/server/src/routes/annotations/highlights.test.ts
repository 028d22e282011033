// Issue 7 item 4: `u/highlights` and `u/vocabulary` — highlights saved to the account ("My
// Annotations", exportable) and the vocabulary list the blue §3 Vocabulary highlighter feeds.
// Idempotent create on the client's id, per-page and newest-first lists with a cursor, colour
// and note changes, export as CSV and JSON, signed-in only, another user's token gets 404 on
// every object, and the account's export and deletion. The whole server at 127.0.0.1.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_ID_REUSED_ERROR,
  HIGHLIGHT_LIST_PAGE_SIZE,
  HIGHLIGHT_NOT_FOUND_ERROR,
  HighlightListSchema,
  HighlightSavedSchema,
  VocabularyListSchema,
  VocabularyWordSchema,
  type HighlightColourName,
  type HighlightSaved,
} from '@motes/shared';
import { highlights, vocabularyWords } from '../../db/schema/index.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { patchJson } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

let server: TestServer;

beforeAll(async () => {
  server = await getTestServer();
});
afterAll(async () => {
  await server.stop();
});

const signedIn = async (overrides: Parameters<typeof buildUser>[1] = {}) =>
  signedInClient(server, await buildUser(server.database.db, overrides));

const ARTICLE = 'https://news.example/rivers?lang=en';

function highlightBody(colour: HighlightColourName, exact: string, overrides: object = {}) {
  return {
    id: randomUUID(),
    pageUrl: `${ARTICLE}#valleys`,
    pageTitle: 'How rivers shape valleys',
    colour,
    selector: { exact, prefix: 'Over time, ', suffix: ' and the hills' },
    ...overrides,
  };
}

async function highlight(client: ApiClient, body: object): Promise<HighlightSaved> {
  const response = await client.post('u/highlights', body);
  expect(response.status).toBe(201);
  return HighlightSavedSchema.parse(await response.json());
}

const remove = (client: ApiClient, path: string) => client.fetch(path, { method: 'DELETE' });

describe('POST u/highlights', () => {
  it('saves the quote with its context on the page without its fragment', async () => {
    const client = await signedIn();
    const body = highlightBody('yellow', 'the river carved a deep valley', { note: 'Key idea' });
    const { highlight: saved, vocabularyWord } = await highlight(client, body);
    expect(saved).toMatchObject({
      id: body.id,
      pageUrl: ARTICLE,
      pageTitle: 'How rivers shape valleys',
      colour: 'yellow',
      selector: body.selector,
      note: 'Key idea',
    });
    expect(vocabularyWord).toBeNull();
  });

  it('is idempotent on the client-made id: a retry answers the same highlight (200)', async () => {
    const client = await signedIn();
    const body = highlightBody('green', 'evidence of erosion');
    const [one, two] = await Promise.all([
      client.post('u/highlights', body),
      client.post('u/highlights', body),
    ]);
    expect([one.status, two.status].sort()).toEqual([200, 201]);
    const rows = await server.database.db
      .select()
      .from(highlights)
      .where(eq(highlights.userId, client.user.id));
    expect(rows).toHaveLength(1);
    const reused = await client.post('u/highlights', { ...body, selector: { exact: 'other' } });
    expect(reused.status).toBe(422);
    expect(await reused.json()).toMatchObject({ error: HIGHLIGHT_ID_REUSED_ERROR });
  });

  it('refuses an empty quote, an unknown colour and a page that is not on the web', async () => {
    const client = await signedIn();
    for (const body of [
      highlightBody('yellow', '   '),
      highlightBody('red' as HighlightColourName, 'text'),
      highlightBody('yellow', 'text', { pageUrl: 'chrome://settings' }),
    ]) {
      expect((await client.post('u/highlights', body)).status).toBe(400);
    }
  });

  it('adds a Vocabulary (blue) highlight to the vocabulary list, once whatever its case', async () => {
    const client = await signedIn();
    const first = await highlight(client, highlightBody('blue', ' Meander, '));
    expect(first.vocabularyWord).toMatchObject({ word: 'Meander', pageUrl: ARTICLE });
    const again = await highlight(client, highlightBody('blue', 'meander'));
    expect(again.vocabularyWord?.id).toBe(first.vocabularyWord?.id);
    // A sentence is not a vocabulary word: the highlight is kept, the list is not changed.
    const long = await highlight(client, highlightBody('blue', 'word '.repeat(30)));
    expect(long.vocabularyWord).toBeNull();

    const list = VocabularyListSchema.parse(await (await client.get('u/vocabulary')).json());
    expect(list.words.map((entry) => entry.word)).toEqual(['Meander']);

    // Deleting the highlight leaves the word in the list.
    expect((await remove(client, `u/highlights/${first.highlight.id}`)).status).toBe(204);
    const after = VocabularyListSchema.parse(await (await client.get('u/vocabulary')).json());
    expect(after.words.map((entry) => entry.word)).toEqual(['Meander']);
  });
});

describe('GET u/highlights', () => {
  it('lists one page’s highlights or all, newest first, by colour, page by page', async () => {
    const client = await signedIn();
    const other = 'https://news.example/deltas';
    const made: string[] = [];
    for (let index = 0; index < HIGHLIGHT_LIST_PAGE_SIZE + 2; index += 1) {
      const colour = index % 2 === 0 ? 'yellow' : 'purple';
      const saved = await highlight(client, highlightBody(colour, `passage ${index}`));
      made.push(saved.highlight.id);
    }
    await highlight(client, highlightBody('orange', 'a delta', { pageUrl: other }));

    const first = HighlightListSchema.parse(
      await (await client.get(`u/highlights?pageUrl=${encodeURIComponent(ARTICLE)}`)).json(),
    );
    expect(first.highlights).toHaveLength(HIGHLIGHT_LIST_PAGE_SIZE);
    expect(first.highlights[0]?.selector.exact).toBe(`passage ${HIGHLIGHT_LIST_PAGE_SIZE + 1}`);
    expect(first.nextCursor).not.toBeNull();
    const second = HighlightListSchema.parse(
      await (
        await client.get(
          `u/highlights?pageUrl=${encodeURIComponent(`${ARTICLE}#elsewhere`)}&cursor=${first.nextCursor}`,
        )
      ).json(),
    );
    expect(second.highlights.map((entry) => entry.selector.exact)).toEqual([
      'passage 1',
      'passage 0',
    ]);
    expect(second.nextCursor).toBeNull();

    const all = HighlightListSchema.parse(await (await client.get('u/highlights')).json());
    expect(all.highlights[0]?.selector.exact).toBe('a delta');
    const orange = HighlightListSchema.parse(
      await (await client.get('u/highlights?colour=orange')).json(),
    );
    expect(orange.highlights.map((entry) => entry.pageUrl)).toEqual([other]);
    expect((await client.get('u/highlights?cursor=nonsense')).status).toBe(400);
  });
});

describe('PATCH and DELETE u/highlights/{id}', () => {
  it('changes the colour and the note; turning it blue collects the word', async () => {
    const client = await signedIn();
    const { highlight: saved } = await highlight(client, highlightBody('yellow', 'floodplain'));
    const changed = await patchJson(client, `u/highlights/${saved.id}`, {
      colour: 'blue',
      note: 'Look it up',
    });
    expect(changed.status).toBe(200);
    const body = HighlightSavedSchema.parse(await changed.json());
    expect(body.highlight).toMatchObject({ colour: 'blue', note: 'Look it up' });
    expect(body.vocabularyWord?.word).toBe('floodplain');
    const cleared = await patchJson(client, `u/highlights/${saved.id}`, { note: null });
    expect(HighlightSavedSchema.parse(await cleared.json()).highlight.note).toBeNull();
  });

  it('deletes a highlight; a second delete is 404', async () => {
    const client = await signedIn();
    const { highlight: saved } = await highlight(client, highlightBody('green', 'sediment'));
    expect((await remove(client, `u/highlights/${saved.id}`)).status).toBe(204);
    const again = await remove(client, `u/highlights/${saved.id}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toMatchObject({ error: HIGHLIGHT_NOT_FOUND_ERROR });
  });
});

describe('who may see and change highlights', () => {
  it('answers 401 to an anonymous caller on every route', async () => {
    const anonymous = apiClient(server);
    const responses = await Promise.all([
      anonymous.post('u/highlights', highlightBody('yellow', 'text')),
      anonymous.get('u/highlights'),
      anonymous.get('u/highlights/export?format=csv'),
      anonymous.fetch('u/highlights/abcdefgh', { method: 'PATCH', body: '{}' }),
      remove(anonymous, 'u/highlights/abcdefgh'),
      anonymous.get('u/vocabulary'),
      anonymous.post('u/vocabulary', { word: 'river' }),
      remove(anonymous, 'u/vocabulary/abcdefgh'),
    ]);
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(401));
  });

  it('answers 404 to another user’s token on every object, and lists none of them', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const { highlight: saved, vocabularyWord } = await highlight(
      owner,
      highlightBody('blue', 'tributary'),
    );
    const word = vocabularyWord!;

    expect(
      (await patchJson(stranger, `u/highlights/${saved.id}`, { colour: 'green' })).status,
    ).toBe(404);
    expect((await remove(stranger, `u/highlights/${saved.id}`)).status).toBe(404);
    expect((await remove(stranger, `u/vocabulary/${word.id}`)).status).toBe(404);
    // The same client-made id is the stranger's own, separate highlight: no clash, no leak.
    const same = await stranger.post(
      'u/highlights',
      highlightBody('green', 'mine', { id: saved.id }),
    );
    expect(same.status).toBe(201);
    const theirs = HighlightListSchema.parse(await (await stranger.get('u/highlights')).json());
    expect(theirs.highlights.map((entry) => entry.selector.exact)).toEqual(['mine']);
    const words = VocabularyListSchema.parse(await (await stranger.get('u/vocabulary')).json());
    expect(words.words).toEqual([]);
    const csv = await (await stranger.get('u/highlights/export?format=csv')).text();
    expect(csv).not.toContain('tributary');

    // The owner's are untouched.
    const mine = HighlightListSchema.parse(await (await owner.get('u/highlights')).json());
    expect(mine.highlights).toEqual([saved]);
  });
});

describe('GET u/highlights/export', () => {
  it('downloads every highlight as CSV with the user’s colour labels, and as JSON', async () => {
    const client = await signedIn({ settings: { highlightLabels: { yellow: 'Big ideas' } } });
    await highlight(client, highlightBody('yellow', 'He said "no", then left'));
    await highlight(client, highlightBody('green', '=HYPERLINK("http://evil.example")'));

    const csv = await client.get('u/highlights/export?format=csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(
      /^attachment; filename="motes-annotations-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('pageTitle,pageUrl,colour,colourLabel,text,note,createdAt');
    expect(lines[2]).toContain('"yellow","Big ideas","He said ""no"", then left"');
    // A formula from a web page is not run by a spreadsheet.
    expect(lines[1]).toContain(`"green","Evidence","'=HYPERLINK(""http://evil.example"")"`);

    const json = await client.get('u/highlights/export?format=json');
    expect(json.headers.get('content-disposition')).toMatch(/\.json"$/);
    const data = (await json.json()) as { highlights: Array<{ colourLabel: string }> };
    expect(data.highlights.map((entry) => entry.colourLabel)).toEqual(['Evidence', 'Big ideas']);
    expect((await client.get('u/highlights/export?format=xml')).status).toBe(400);
  });
});

describe('u/vocabulary', () => {
  it('adds a word once, lists newest first and deletes', async () => {
    const client = await signedIn();
    const added = await client.post('u/vocabulary', { word: ' estuary ', pageUrl: ARTICLE });
    expect(added.status).toBe(201);
    const word = VocabularyWordSchema.parse(await added.json());
    expect(word).toMatchObject({ word: 'estuary', pageUrl: ARTICLE });
    expect((await client.post('u/vocabulary', { word: 'Estuary' })).status).toBe(200);
    await client.post('u/vocabulary', { word: 'delta' });
    const list = VocabularyListSchema.parse(await (await client.get('u/vocabulary')).json());
    expect(list.words.map((entry) => entry.word)).toEqual(['delta', 'estuary']);
    expect((await remove(client, `u/vocabulary/${word.id}`)).status).toBe(204);
    expect((await client.post('u/vocabulary', { word: '!!' })).status).toBe(400);
  });
});

describe('the account', () => {
  it('exports the highlights and the vocabulary, and deletes them with the account', async () => {
    const client = await signedIn();
    await highlight(client, highlightBody('blue', 'oxbow'));
    const data = (await (await client.get('i/account/export')).json()) as {
      highlights: Array<{ exact: string }>;
      vocabulary: Array<{ word: string }>;
    };
    expect(data.highlights.map((entry) => entry.exact)).toEqual(['oxbow']);
    expect(data.vocabulary.map((entry) => entry.word)).toEqual(['oxbow']);

    const deleted = await client.post('i/account/delete', {
      confirmEmail: client.user.primaryEmail,
    });
    expect(deleted.status).toBe(200);
    const db = server.database.db;
    expect(await db.select().from(highlights).where(eq(highlights.userId, client.user.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(vocabularyWords).where(eq(vocabularyWords.userId, client.user.id)),
    ).toEqual([]);
  });
});
