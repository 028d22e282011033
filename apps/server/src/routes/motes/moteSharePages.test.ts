// Issue 6 items 6 and 9, the server's part of the share pages of a mote and of a tote: Open
// Graph and oEmbed tags injected into the lean share.html for /m/{id} and /t/{id} (escaped:
// titles and transcripts are typed by users), the iframe players /embed/m/{id} and
// /embed/t/{id} (a tote's motes one after another) and the oEmbed answer GET z/oembed. The whole
// server at 127.0.0.1 with real audio and a stand-in web build (two HTML files).
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  MoteSchema,
  ToteSchema,
  type Mote,
  type Tote,
} from '@motes/shared';
import { buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const SHARE_HTML = `<!doctype html><html><head><title>Motes</title>
<!--motes-share-head--></head><body><div id="root"></div></body></html>`;
const EVIL_TITLE = `"><script>alert(1)</script> & friends`;
const ESCAPED_TITLE = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends';

let server: TestServer;
let audio: TestAudio;
let webDir: string;
let owner: ApiClient;
let mote: Mote;
/** A tote of two link-shared motes and a private one (which strangers never see). */
let toteMotes: Mote[];
let tote: Tote;

async function makeTote(client: ApiClient, title: string, moteIds: string[]): Promise<Tote> {
  const response = await client.fetch('t/totes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: JSON.stringify({ title, moteIds }),
  });
  expect(response.status).toBe(201);
  return ToteSchema.parse(await response.json());
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'motes-web-dist-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(webDir, 'share.html'), SHARE_HTML);
  server = await getTestServer({ WEB_DIST_DIR: webDir });
  audio = makeTestAudio();
  owner = await signedInClient(
    server,
    await buildUser(server.database.db, { isVip: true, name: 'Ada Lovelace' }),
  );
  mote = await recordMote(owner, audio.file('speech.wav'), { title: EVIL_TITLE });
  const patched = await patchJson(owner, `m/motes/${mote.id}`, {
    transcriptText: 'Read <b>chapter</b> one "aloud" tonight.',
  });
  expect(patched.status).toBe(200);
  mote = MoteSchema.parse(await patched.json());
  toteMotes = [
    await recordMote(owner, audio.tone(0.3), { title: 'Chapter <one>' }),
    await recordMote(owner, audio.tone(0.4), { title: 'Chapter two' }),
    await recordMote(owner, audio.tone(0.3), { title: 'Secret' }),
  ];
  await patchJson(owner, `m/motes/${toteMotes[2]!.id}`, { visibility: 'private' });
  tote = await makeTote(
    owner,
    EVIL_TITLE,
    toteMotes.map((each) => each.id),
  );
});
afterAll(async () => {
  await server.stop();
  audio.remove();
  rmSync(webDir, { recursive: true, force: true });
});

const oembed = (query: Record<string, string>) =>
  fetch(`${server.url}/api/z/oembed?${new URLSearchParams(query).toString()}`);

async function page(pathname: string) {
  const response = await fetch(`${server.url}${pathname}`);
  return { response, html: await response.text() };
}

describe('GET /m/{id}', () => {
  it('serves share.html with escaped Open Graph tags and the oEmbed link', async () => {
    const { response, html } = await page(`/m/${mote.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>chapter');
    const escapedTitle = ESCAPED_TITLE;
    expect(html).toContain(`<title>${escapedTitle} – Motes</title>`);
    expect(html).not.toContain('<title>Motes</title>');
    expect(html).toContain(`<meta property="og:title" content="${escapedTitle}" />`);
    expect(html).toContain(
      '<meta property="og:description" content="Read &lt;b&gt;chapter&lt;/b&gt; one &quot;aloud&quot; tonight." />',
    );
    expect(html).toContain(`<meta property="og:url" content="${server.url}/m/${mote.id}" />`);
    expect(html).toContain(
      `<meta property="og:audio" content="${server.url}/api/m/motes/${mote.id}/audio" />`,
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    const oembed = `${server.url}/api/z/oembed?format=json&amp;url=${encodeURIComponent(`${server.url}/m/${mote.id}`)}`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembed}"`);
  });

  it('gives unknown and private motes the plain page, which tells nothing', async () => {
    const unknown = await page('/m/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.response.status).toBe(200);
    expect(unknown.html).toBe(SHARE_HTML);

    const secret = await recordMote(owner, audio.file('speech.wav'), { title: 'Secret plan' });
    await patchJson(owner, `m/motes/${secret.id}`, { visibility: 'private' });
    const hidden = await page(`/m/${secret.id}?utm=1`);
    expect(hidden.html).toBe(SHARE_HTML);
    expect(hidden.html).not.toContain('Secret plan');
  });

  it('serves the app, not share.html, elsewhere', async () => {
    expect((await page('/m')).html).toContain('<title>app</title>');
    expect((await page(`/m/${mote.id}/more`)).html).toContain('<title>app</title>');
  });
});

describe('GET /embed/m/{id}', () => {
  it('is a frameable player page with the audio, the title and a link to the share page', async () => {
    const { response, html } = await page(`/embed/m/${mote.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(html).toContain(
      `<audio controls preload="metadata" src="${server.url}/api/m/motes/${mote.id}/audio">`,
    );
    expect(html).toContain(`href="${server.url}/m/${mote.id}"`);
    expect(html).toContain('Open in Motes');
    expect(html).not.toContain('<script');
  });

  it('answers 404 for an unknown mote', async () => {
    const { response, html } = await page('/embed/m/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.status).toBe(404);
    expect(html).toContain('could not be found');
  });
});

describe('GET z/oembed', () => {
  it('answers a rich embed with the iframe player', async () => {
    const response = await oembed({ url: `${server.url}/m/${mote.id}`, format: 'json' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Motes',
      title: EVIL_TITLE,
      author_name: 'Ada Lovelace',
      width: 480,
      height: 160,
    });
    expect(body.html).toBe(
      `<iframe src="${server.url}/embed/m/${mote.id}" width="480" height="160" title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends" style="border:0" loading="lazy"></iframe>`,
    );
  });

  it('keeps within maxwidth and maxheight', async () => {
    const response = await oembed({
      url: `${server.url}/m/${mote.id}`,
      maxwidth: '300',
      maxheight: '100',
    });
    expect(await response.json()).toMatchObject({ width: 300, height: 100 });
  });

  it('answers 404 for links that are not shared motes and 501 for XML', async () => {
    expect((await oembed({ url: `${server.url}/m/AAAAAAAAAAAAAAAAAAAAAA` })).status).toBe(404);
    expect((await oembed({ url: 'not a url' })).status).toBe(404);
    expect((await oembed({ url: `${server.url}/pricing` })).status).toBe(404);
    expect((await oembed({ url: `${server.url}/m/${mote.id}`, format: 'xml' })).status).toBe(501);
  });
});

describe('GET /t/{id}', () => {
  it('serves share.html with escaped Open Graph tags and the oEmbed link', async () => {
    const { response, html } = await page(`/t/${tote.id}`);
    expect(response.status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(`<title>${ESCAPED_TITLE} – Motes</title>`);
    expect(html).toContain(`<meta property="og:title" content="${ESCAPED_TITLE}" />`);
    expect(html).toContain(`<meta property="og:url" content="${server.url}/t/${tote.id}" />`);
    const oembed = `${server.url}/api/z/oembed?format=json&amp;url=${encodeURIComponent(`${server.url}/t/${tote.id}`)}`;
    expect(html).toContain(`<link rel="alternate" type="application/json+oembed" href="${oembed}"`);
    // A stranger's view: the private mote is not named.
    expect(html).not.toContain('Secret');
  });
});

describe('GET /embed/t/{id}', () => {
  it('is a frameable player of the motes a stranger may hear, in order, with a link to the tote', async () => {
    const { response, html } = await page(`/embed/t/${tote.id}`);
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors *');
    expect(csp).toContain("default-src 'none'");
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(html).toContain(`<p class="title">${ESCAPED_TITLE}</p>`);
    const sources = [...html.matchAll(/<audio [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(sources).toEqual([
      `${server.url}/api/m/motes/${toteMotes[0]!.id}/audio`,
      `${server.url}/api/m/motes/${toteMotes[1]!.id}/audio`,
    ]);
    expect(html).toContain('1. Chapter &lt;one&gt;');
    expect(html).toContain('2. Chapter two');
    expect(html).not.toContain('Secret');
    expect(html).toContain(`href="${server.url}/t/${tote.id}"`);
    // Its one script (the next mote starts when one ends) is the only one the CSP allows.
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(csp).toContain(`script-src 'sha256-${hash}'`);
  });

  it('answers 404 for an unknown tote', async () => {
    const { response, html } = await page('/embed/t/AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.status).toBe(404);
    expect(html).toContain('could not be found');
  });
});

describe('GET z/oembed for a tote', () => {
  it('answers a rich embed with the tote player, within maxwidth and maxheight', async () => {
    const response = await oembed({ url: `${server.url}/t/${tote.id}`, format: 'json' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      version: '1.0',
      type: 'rich',
      provider_name: 'Motes',
      title: EVIL_TITLE,
      author_name: 'Ada Lovelace',
      width: 480,
      height: 320,
    });
    expect(body.html).toBe(
      `<iframe src="${server.url}/embed/t/${tote.id}" width="480" height="320" title="${ESCAPED_TITLE}" style="border:0" loading="lazy"></iframe>`,
    );
    const small = await oembed({ url: `${server.url}/t/${tote.id}`, maxheight: '200' });
    expect(await small.json()).toMatchObject({ width: 480, height: 200 });
  });

  it('answers 404 for an unknown or malformed tote link', async () => {
    expect((await oembed({ url: `${server.url}/t/AAAAAAAAAAAAAAAAAAAAAA` })).status).toBe(404);
    expect((await oembed({ url: `${server.url}/t/%E0%A4%A` })).status).toBe(404);
  });
});
