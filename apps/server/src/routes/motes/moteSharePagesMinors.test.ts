// Issue 14 item 5 (DESIGN.md "Privacy and safety", §6 minors): no child's words on share pages.
// A minor's titles, typed transcripts and generated text never reach a stranger — not in the
// share page's Open Graph tags, the embed players, oEmbed or the API's views — and flagging an
// account as a minor hides what it made before. The owner still sees everything. The whole
// server at 127.0.0.1 with real audio, espeak-ng for the generated mote and a stand-in web build.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  MoteSchema,
  ToteSchema,
  type Mote,
  type Tote,
} from '@motes/shared';
import { users } from '../../db/schema/index.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, postMote, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const SHARE_HTML = `<!doctype html><html><head><title>Motes</title>
<!--motes-share-head--></head><body><div id="root"></div></body></html>`;
/** The child's words: each marked, so a page holding any of them is caught. */
const TITLE = 'Zanzibar my secret title';
const TRANSCRIPT = 'Zanzibar I live on Maple Street with my two cats.';
const GENERATED = 'Zanzibar is where my grandmother was born.';
const TOTE_TITLE = 'Zanzibar homework folder';
const MARK = /Zanzibar/;

let server: TestServer;
let audio: TestAudio;
let webDir: string;
let child: ApiClient & { user: { id: string } };
let recorded: Mote;
let generated: Mote;
let tote: Tote;
const stranger = () => apiClient(server);

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'motes-web-dist-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(webDir, 'share.html'), SHARE_HTML);
  server = await getTestServer({ WEB_DIST_DIR: webDir });
  audio = makeTestAudio();
  // Made while the account was not (yet) flagged as a minor.
  child = await signedInClient(
    server,
    await buildUser(server.database.db, { name: 'Zanzibar Kid', isVip: true }),
  );
  recorded = await recordMote(child, audio.tone(0.3), { title: TITLE });
  const patched = await patchJson(child, `m/motes/${recorded.id}`, { transcriptText: TRANSCRIPT });
  expect(patched.status).toBe(200);
  const made = await postMote(child, { kind: 'generated', text: GENERATED, language: 'en-US' });
  expect(made.status).toBe(201);
  generated = MoteSchema.parse(await made.json());
  const toteResponse = await child.fetch('t/totes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: JSON.stringify({ title: TOTE_TITLE, moteIds: [recorded.id, generated.id] }),
  });
  expect(toteResponse.status).toBe(201);
  tote = ToteSchema.parse(await toteResponse.json());
});
afterAll(async () => {
  await server.stop();
  audio.remove();
  rmSync(webDir, { recursive: true, force: true });
});

async function text(pathname: string): Promise<string> {
  const response = await fetch(`${server.url}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

/** Everything a stranger can fetch about the child's motes and tote. */
async function whatAStrangerSees(): Promise<Record<string, string>> {
  const oembed = (url: string) => `/api/z/oembed?format=json&url=${encodeURIComponent(url)}`;
  const seen: Record<string, string> = {};
  for (const mote of [recorded, generated]) {
    seen[`/m/${mote.id}`] = await text(`/m/${mote.id}`);
    seen[`/embed/m/${mote.id}`] = await text(`/embed/m/${mote.id}`);
    seen[`oembed m ${mote.id}`] = await text(oembed(`${server.url}/m/${mote.id}`));
    seen[`GET m/motes/${mote.id}`] = await (await stranger().get(`m/motes/${mote.id}`)).text();
  }
  seen[`/t/${tote.id}`] = await text(`/t/${tote.id}`);
  seen[`/embed/t/${tote.id}`] = await text(`/embed/t/${tote.id}`);
  seen[`oembed t`] = await text(oembed(`${server.url}/t/${tote.id}`));
  seen[`GET t/totes/${tote.id}`] = await (await stranger().get(`t/totes/${tote.id}`)).text();
  return seen;
}

describe("a minor's share pages", () => {
  it('showed the adult account’s words before it was flagged (the test’s own check)', async () => {
    const seen = await whatAStrangerSees();
    expect(seen[`/m/${recorded.id}`]).toContain(`<meta property="og:title" content="${TITLE}" />`);
    expect(seen[`/m/${recorded.id}`]).toContain(TRANSCRIPT);
  });

  it('hide every title, transcript and generated text once the account is flagged a minor', async () => {
    await server.database.db
      .update(users)
      .set({ isMinor: true })
      .where(eq(users.id, child.user.id));
    const seen = await whatAStrangerSees();
    for (const [where, body] of Object.entries(seen)) expect(body, where).not.toMatch(MARK);

    const page = seen[`/m/${recorded.id}`]!;
    expect(page).toContain('<meta property="og:title" content="A mote on Motes" />');
    expect(page).toContain(
      '<meta property="og:description" content="Listen to this recording on Motes." />',
    );
    const view = MoteSchema.parse(JSON.parse(seen[`GET m/motes/${recorded.id}`]!));
    expect(view).toMatchObject({
      title: '',
      transcript: { status: 'disabled', text: '', words: [] },
      author: null,
    });
    const oembed = JSON.parse(seen[`oembed m ${recorded.id}`]!) as Record<string, unknown>;
    expect(oembed.title).toBe('A mote on Motes');
    expect(oembed).not.toHaveProperty('author_name');
    const toteView = ToteSchema.parse(JSON.parse(seen[`GET t/totes/${tote.id}`]!));
    expect(toteView).toMatchObject({ title: '', author: null });
    expect(toteView.motes).toHaveLength(2);
  });

  it('still shows the minor everything they made', async () => {
    const own = MoteSchema.parse(await (await child.get(`m/motes/${recorded.id}`)).json());
    expect(own).toMatchObject({ title: TITLE, transcript: { text: TRANSCRIPT } });
    const ownGenerated = MoteSchema.parse(
      await (await child.get(`m/motes/${generated.id}`)).json(),
    );
    expect(ownGenerated.transcript.text).toBe(GENERATED);
    const ownTote = ToteSchema.parse(await (await child.get(`t/totes/${tote.id}`)).json());
    expect(ownTote.title).toBe(TOTE_TITLE);
  });
});
