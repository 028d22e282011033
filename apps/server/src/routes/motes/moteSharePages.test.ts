// Issue 6 item 6, the server's part of the share page: Open Graph tags injected into the lean
// share.html for /m/{id} (escaped: titles and transcripts are typed by users), the iframe
// player /embed/m/{id} and the oEmbed answer GET z/oembed. The whole server at 127.0.0.1 with
// real audio and a stand-in web build (two HTML files).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MoteSchema, type Mote } from '@motes/shared';
import { buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { patchJson, recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const SHARE_HTML = `<!doctype html><html><head><title>Motes</title>
<!--motes-share-head--></head><body><div id="root"></div></body></html>`;
const EVIL_TITLE = `"><script>alert(1)</script> & friends`;

let server: TestServer;
let audio: TestAudio;
let webDir: string;
let owner: ApiClient;
let mote: Mote;

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
});
afterAll(async () => {
  await server.stop();
  audio.remove();
  rmSync(webDir, { recursive: true, force: true });
});

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
    const escapedTitle = '&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; friends';
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
  const oembed = (query: Record<string, string>) =>
    fetch(`${server.url}/api/z/oembed?${new URLSearchParams(query).toString()}`);

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
