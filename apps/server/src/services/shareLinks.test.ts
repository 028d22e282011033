// §9 "Link domains exist for motes (path `m/`), totes (path `t/`) and a short-link domain."
// With MOTE_LINK_ORIGIN, TOTE_LINK_ORIGIN and SHORT_LINK_ORIGIN set, every link the server
// gives out uses them (views, Open Graph tags, oEmbed, the embed player); requests arriving on
// those domains (another Host, the same server) get the share pages; short links redirect.
// Nothing here resolves the example domains: each request goes to 127.0.0.1 with the Host
// header a browser would send to that domain.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IDEMPOTENCY_KEY_HEADER,
  MoteListSchema,
  MoteSchema,
  SHORT_CODE_LENGTH,
  ToteSchema,
  type Mote,
  type Tote,
} from '@motes/shared';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../test/audioFixtures.js';
import { recordMote } from '../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../test/testServer.js';

const MOTE_ORIGIN = 'https://mote.example';
const TOTE_ORIGIN = 'https://tote.example';
const SHORT_ORIGIN = 'https://mo.example';
const SHARE_HTML = `<!doctype html><html><head><title>Motes</title>
<!--motes-share-head--></head><body><div id="root"></div></body></html>`;
const APP_HTML = '<!doctype html><title>app</title>';

let audio: TestAudio;
let webDir: string;

beforeAll(() => {
  audio = makeTestAudio();
  webDir = mkdtempSync(path.join(os.tmpdir(), 'motes-web-dist-'));
  writeFileSync(path.join(webDir, 'index.html'), APP_HTML);
  writeFileSync(path.join(webDir, 'share.html'), SHARE_HTML);
});
afterAll(() => {
  audio.remove();
  rmSync(webDir, { recursive: true, force: true });
});

/** A GET to the server with the Host header of `origin` (no redirect is followed). */
function getOnHost(
  server: TestServer,
  origin: string,
  pathname: string,
): Promise<{ status: number; location: string | undefined; body: string }> {
  const target = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: pathname,
        headers: { host: new URL(origin).host },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

async function makeTote(client: ApiClient, moteIds: string[]): Promise<Tote> {
  const response = await client.fetch('t/totes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: 'tote-key-000001' },
    body: JSON.stringify({ title: 'Linked', moteIds }),
  });
  expect(response.status).toBe(201);
  return ToteSchema.parse(await response.json());
}

describe('with the §9 link domains set', () => {
  let server: TestServer;
  let owner: ApiClient;
  let mote: Mote;
  let tote: Tote;

  beforeAll(async () => {
    server = await getTestServer({
      WEB_DIST_DIR: webDir,
      MOTE_LINK_ORIGIN: MOTE_ORIGIN,
      TOTE_LINK_ORIGIN: `${TOTE_ORIGIN}/`,
      SHORT_LINK_ORIGIN: SHORT_ORIGIN,
    });
    owner = await signedInClient(server, await buildUser(server.database.db, { isVip: true }));
    mote = await recordMote(owner, audio.tone(0.3), { title: 'Linked mote' });
    tote = await makeTote(owner, [mote.id]);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('gives motes and totes links on their domains, with a short link each', async () => {
    expect(mote.shareUrl).toBe(`${MOTE_ORIGIN}/m/${mote.id}`);
    expect(mote.shortUrl).toMatch(
      new RegExp(`^${SHORT_ORIGIN}/[A-Za-z0-9]{${SHORT_CODE_LENGTH}}$`),
    );
    expect(tote.shareUrl).toBe(`${TOTE_ORIGIN}/t/${tote.id}`);
    expect(tote.shortUrl).toMatch(
      new RegExp(`^${SHORT_ORIGIN}/[A-Za-z0-9]{${SHORT_CODE_LENGTH}}$`),
    );
    expect(tote.shortUrl).not.toBe(mote.shortUrl);
    expect(tote.motes[0]?.shareUrl).toBe(mote.shareUrl);
    // The same mote keeps its short link in every view.
    const stranger = MoteSchema.parse(
      await (await apiClient(server).get(`m/motes/${mote.id}`)).json(),
    );
    expect(stranger).toMatchObject({ shareUrl: mote.shareUrl, shortUrl: mote.shortUrl });
    const listed = MoteListSchema.parse(await (await owner.get('m/motes')).json());
    expect(listed.motes[0]).toMatchObject({ shareUrl: mote.shareUrl, shortUrl: mote.shortUrl });
  });

  it('redirects a short link to the share page, on the short domain and under /l/', async () => {
    const code = new URL(mote.shortUrl ?? '').pathname.slice(1);
    const onShortDomain = await getOnHost(server, SHORT_ORIGIN, `/${code}`);
    expect(onShortDomain.status).toBe(302);
    expect(onShortDomain.location).toBe(mote.shareUrl);
    const onSite = await fetch(`${server.url}/l/${code}`, { redirect: 'manual' });
    expect(onSite.status).toBe(302);
    expect(onSite.headers.get('location')).toBe(mote.shareUrl);
    const toteCode = new URL(tote.shortUrl ?? '').pathname.slice(1);
    const toTote = await getOnHost(server, SHORT_ORIGIN, `/${toteCode}`);
    expect(toTote.location).toBe(tote.shareUrl);
  });

  it('answers an unknown short code with the "not found" page', async () => {
    const unknown = await getOnHost(server, SHORT_ORIGIN, '/ZZZZZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toBe(APP_HTML);
    expect((await fetch(`${server.url}/l/ZZZZZZZZZZZZ`, { redirect: 'manual' })).status).toBe(404);
  });

  it('serves the share pages on the link domains, with Open Graph tags naming them', async () => {
    const motePage = await getOnHost(server, MOTE_ORIGIN, `/m/${mote.id}`);
    expect(motePage.status).toBe(200);
    expect(motePage.body).toContain(`<meta property="og:url" content="${mote.shareUrl}" />`);
    expect(motePage.body).toContain('<meta property="og:title" content="Linked mote" />');
    const totePage = await getOnHost(server, TOTE_ORIGIN, `/t/${tote.id}`);
    expect(totePage.status).toBe(200);
    expect(totePage.body).toContain(`<meta property="og:url" content="${tote.shareUrl}" />`);
    expect(totePage.body).toContain('<meta property="og:title" content="Linked" />');
    expect(totePage.body).toContain('1 recording (00:00) to listen to in order');
    // The page's script calls the API on the same host: it answers there too.
    const api = await getOnHost(server, TOTE_ORIGIN, `/api/t/totes/${tote.id}`);
    expect(api.status).toBe(200);
    expect(ToteSchema.parse(JSON.parse(api.body)).id).toBe(tote.id);
  });

  it('links oEmbed answers and the embed player to the mote domain', async () => {
    const oembed = await fetch(
      `${server.url}/api/z/oembed?format=json&url=${encodeURIComponent(mote.shareUrl)}`,
    );
    expect(oembed.status).toBe(200);
    const embed = await (await fetch(`${server.url}/embed/m/${mote.id}`)).text();
    expect(embed).toContain(`href="${mote.shareUrl}"`);
  });
});

describe('without link domains', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await server.stop();
  });

  // Issue 14 item 6: outside production a loopback Host keeps its own origin (a developer on
  // 127.0.0.1:PORT gets working links); any other name gets PUBLIC_URL, never itself.
  it("uses this machine's origin on loopback, PUBLIC_URL under any other name, and no short links", async () => {
    const owner = await signedInClient(server, await buildUser(server.database.db));
    const mote = await recordMote(owner, audio.tone(0.3));
    expect(mote).toMatchObject({ shareUrl: `${server.url}/m/${mote.id}`, shortUrl: null });
    const tote = await makeTote(owner, [mote.id]);
    expect(tote).toMatchObject({ shareUrl: `${server.url}/t/${tote.id}`, shortUrl: null });
    const configured = server.config.publicUrl;
    const other = 'http://motes.internal:8080';
    const viaOther = await getOnHost(server, other, `/api/m/motes/${mote.id}`);
    expect(MoteSchema.parse(JSON.parse(viaOther.body)).shareUrl).toBe(`${configured}/m/${mote.id}`);
    const page = await getOnHost(server, other, `/t/${tote.id}`);
    expect(page.body).toContain(`<meta property="og:url" content="${configured}/t/${tote.id}" />`);
    expect(page.body).not.toContain('motes.internal');
    // An unknown tote gets the plain share page (its script then says "not found").
    const unknownTote = await getOnHost(server, other, '/t/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknownTote.status).toBe(200);
    expect(unknownTote.body).toBe(SHARE_HTML);
    // No short-link domain: a short-looking path is just a page of the app.
    const unknown = await getOnHost(server, other, '/ZZZZZZZZZZZZ');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toBe(APP_HTML);
  });

  it('refuses a link domain that is more than an origin', async () => {
    await expect(getTestServer({ MOTE_LINK_ORIGIN: 'https://mote.example/path' })).rejects.toThrow(
      /MOTE_LINK_ORIGIN: must be an origin only/,
    );
  });
});
