// Issue 14 item 6: links use configured origins only (PUBLIC_URL and the §9 link domains),
// never an unvalidated Host or X-Forwarded-Host — pages and oEmbed answers are cached (oEmbed
// 300 s, public), so one hostile request would poison everyone's links. The whole server on
// 127.0.0.1 with real audio and a stand-in web build; requests go through node:http because
// fetch may not set Host.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
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
import { buildUser, signedInClient, type SignedInClient } from '../../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../../test/audioFixtures.js';
import { recordMote } from '../../../test/moteHelpers.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const PUBLIC_URL = 'https://motes.example';
const SHARE_HTML = `<!doctype html><html><head><title>Motes</title>
<!--motes-share-head--></head><body><div id="root"></div></body></html>`;
/** What an attacker sends, directly and as if through a proxy. */
const HOSTILE: Record<string, string>[] = [
  { host: 'evil.example' },
  { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { 'x-forwarded-host': 'evil.example' },
  { host: 'localhost.evil.example:8080' },
];

let audio: TestAudio;
let webDir: string;

beforeAll(() => {
  audio = makeTestAudio();
  webDir = mkdtempSync(path.join(os.tmpdir(), 'motes-web-dist-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(path.join(webDir, 'share.html'), SHARE_HTML);
});
afterAll(() => {
  audio.remove();
  rmSync(webDir, { recursive: true, force: true });
});

/** GET `pathname` from `server` with extra headers (Host included), answering status and body. */
function get(
  server: TestServer,
  pathname: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers, setHost: !('host' in headers) },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

async function sharedMoteAndTote(server: TestServer): Promise<{ mote: Mote; tote: Tote }> {
  const owner: SignedInClient = await signedInClient(server, await buildUser(server.database.db));
  const mote = MoteSchema.parse(await recordMote(owner, audio.tone(0.3), { title: 'Homework' }));
  const response = await owner.fetch('t/totes', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: JSON.stringify({ title: 'Week one', moteIds: [mote.id] }),
  });
  expect(response.status).toBe(201);
  return { mote, tote: ToteSchema.parse(await response.json()) };
}

/** Every place a share page, embed or oEmbed names a URL: og:url, canonical, links, iframes. */
async function linksServed(server: TestServer, items: { mote: Mote; tote: Tote }, headers = {}) {
  const { mote, tote } = items;
  const oembedOf = (url: string) => `/api/z/oembed?format=json&url=${encodeURIComponent(url)}`;
  const pages = [
    await get(server, `/m/${mote.id}`, headers),
    await get(server, `/t/${tote.id}`, headers),
    await get(server, `/embed/m/${mote.id}`, headers),
    await get(server, `/embed/t/${tote.id}`, headers),
    await get(server, oembedOf(`${PUBLIC_URL}/m/${mote.id}`), headers),
    await get(server, oembedOf(`${PUBLIC_URL}/t/${tote.id}`), headers),
    await get(server, `/api/m/motes/${mote.id}`, headers),
    await get(server, `/api/t/totes/${tote.id}`, headers),
  ];
  for (const page of pages) expect(page.status).toBe(200);
  return pages.map((page) => page.body);
}

describe('with PUBLIC_URL set, outside production', () => {
  let server: TestServer;
  let items: { mote: Mote; tote: Tote };
  beforeAll(async () => {
    server = await getTestServer({ WEB_DIST_DIR: webDir, PUBLIC_URL });
    items = await sharedMoteAndTote(server);
  });
  afterAll(() => server.stop());

  it.each(HOSTILE)('a hostile %o gets links on PUBLIC_URL only', async (headers) => {
    const bodies = await linksServed(server, items, headers);
    for (const body of bodies) {
      expect(body).not.toContain('evil.example');
      expect(body).toContain(PUBLIC_URL);
    }
    const [motePage, totePage, moteEmbed, , moteOembed] = bodies;
    const moteUrl = `${PUBLIC_URL}/m/${items.mote.id}`;
    expect(motePage).toContain(`<meta property="og:url" content="${moteUrl}" />`);
    expect(motePage).toContain(`<link rel="canonical" href="${moteUrl}" />`);
    expect(motePage).toContain(`href="${PUBLIC_URL}/api/z/oembed?format=json&amp;url=`);
    expect(totePage).toContain(
      `<meta property="og:url" content="${PUBLIC_URL}/t/${items.tote.id}" />`,
    );
    expect(moteEmbed).toContain(`href="${moteUrl}"`);
    expect(JSON.parse(moteOembed!)).toMatchObject({
      provider_url: `${PUBLIC_URL}/`,
      html: expect.stringContaining(`src="${PUBLIC_URL}/embed/m/${items.mote.id}"`),
    });
  });

  it('a developer on 127.0.0.1 or localhost gets working links on the origin they used', async () => {
    const port = new URL(server.url).port;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`]) {
      const page = await get(server, `/m/${items.mote.id}`, { host });
      expect(page.body).toContain(
        `<meta property="og:url" content="http://${host}/m/${items.mote.id}" />`,
      );
    }
  });
});

describe('in production', () => {
  let server: TestServer;
  let items: { mote: Mote; tote: Tote };
  beforeAll(async () => {
    server = await getTestServer({ WEB_DIST_DIR: webDir, NODE_ENV: 'production', PUBLIC_URL });
    items = await sharedMoteAndTote(server);
  });
  afterAll(() => server.stop());

  it('every link is on PUBLIC_URL, even for a loopback Host', async () => {
    const port = new URL(server.url).port;
    for (const headers of [{}, { host: `127.0.0.1:${port}` }, ...HOSTILE]) {
      for (const body of await linksServed(server, items, headers)) {
        expect(body).not.toMatch(/evil\.example|127\.0\.0\.1|localhost/);
        expect(body).toContain(PUBLIC_URL);
      }
    }
  });
});

describe('with a §9 mote link domain', () => {
  it('share links use it, and the site links PUBLIC_URL, whatever the Host', async () => {
    const server = await getTestServer({
      WEB_DIST_DIR: webDir,
      PUBLIC_URL,
      MOTE_LINK_ORIGIN: 'https://mote.example',
    });
    try {
      const items = await sharedMoteAndTote(server);
      const page = await get(server, `/m/${items.mote.id}`, HOSTILE[1]);
      expect(page.body).not.toContain('evil.example');
      expect(page.body).toContain(
        `<meta property="og:url" content="https://mote.example/m/${items.mote.id}" />`,
      );
      expect(page.body).toContain(`${PUBLIC_URL}/api/z/oembed`);
    } finally {
      await server.stop();
    }
  });
});
