// Issue 14 deliverable 2: every HTML response carries a CSP (this origin plus what is
// configured), frame-ancestors 'none' and X-Frame-Options DENY except the embed players,
// nosniff (API JSON too), a Referrer-Policy and COOP; HSTS only over TLS. The whole server at
// 127.0.0.1 with a stand-in web build holding inline styles, real audio for a shared mote.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, OutboxResponseSchema, ToteSchema } from '@motes/shared';
import { apiClient, buildUser, signedInClient } from '../../test/factories.js';
import { makeTestAudio, type TestAudio } from '../../test/audioFixtures.js';
import { recordMote } from '../../test/moteHelpers.js';
import { TEST_DB_KIND } from '../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../test/testServer.js';
import { inlineHashesOf, pageCsp } from './securityHeaders.js';

const APP_STYLE = '.preloader{color:#5b21b6}';
const SHARE_STYLE = '.share-main{padding:2rem}';
const INDEX_HTML = `<!doctype html><html><head><style>${APP_STYLE}</style></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;
const SHARE_HTML = `<!doctype html><html><head><!--motes-share-head--><style>${SHARE_STYLE}</style></head><body><div id="root"></div></body></html>`;

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe(`security headers on every page (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  let audio: TestAudio;
  let webDir: string;
  let moteId: string;
  let toteId: string;
  let mailId: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'motes-web-dist-'));
    writeFileSync(path.join(webDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDir, 'share.html'), SHARE_HTML);
    server = await getTestServer({ WEB_DIST_DIR: webDir });
    audio = makeTestAudio();
    const owner = await signedInClient(server, await buildUser(server.database.db));
    moteId = (await recordMote(owner, audio.tone(0.3), { title: 'Headers' })).id;
    const made = await owner.fetch('t/totes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      body: JSON.stringify({ title: 'Folder', moteIds: [moteId] }),
    });
    expect(made.status).toBe(201);
    toteId = ToteSchema.parse(await made.json()).id;
    await apiClient(server).post('i/signIn/clientOTL', { email: 'pages@example.test' });
    const outbox = OutboxResponseSchema.parse(
      await (await fetch(`${server.url}/api/z/outbox`)).json(),
    );
    mailId = outbox.messages[0]!.id;
  });
  afterAll(async () => {
    await server.stop();
    audio.remove();
    rmSync(webDir, { recursive: true, force: true });
  });

  /** Every kind of HTML the server answers: app routes, share, short link, outbox. */
  const framedNowhere = () => [
    '/',
    '/login',
    '/login/link?token=secret',
    '/account',
    '/record',
    '/no-such-page',
    `/m/${moteId}`,
    `/t/${toteId}`,
    '/m/not-a-mote',
    '/l/zzzzzzzzzzzz',
    '/dev/outbox',
    `/dev/outbox/${mailId}/html`,
  ];
  const framable = () => [`/embed/m/${moteId}`, `/embed/t/${toteId}`, '/embed/m/not-a-mote'];

  it('gives every page a CSP with frame-ancestors none, X-Frame-Options DENY, nosniff, COOP', async () => {
    for (const page of framedNowhere()) {
      const response = await fetch(`${server.url}${page}`, { redirect: 'manual' });
      expect(response.headers.get('content-type'), page).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, page).toMatch(/(^|; )frame-ancestors 'none'/);
      expect(response.headers.get('x-frame-options'), page).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(response.headers.get('cross-origin-opener-policy'), page).toBe('same-origin');
      expect(response.headers.get('referrer-policy'), page).toMatch(
        /^(no-referrer|strict-origin-when-cross-origin)$/,
      );
      expect(response.headers.get('strict-transport-security'), page).toBeNull();
    }
  });

  it('lets any site frame the embed players, and keeps their own script policy', async () => {
    for (const page of framable()) {
      const response = await fetch(`${server.url}${page}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, page).toContain("default-src 'none'");
      expect(csp, page).not.toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options'), page).toBeNull();
      expect(response.headers.get('x-content-type-options'), page).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), page).toBe('no-referrer');
    }
  });

  it("allows the app only this origin and its built pages' inline styles, by hash", async () => {
    for (const page of ['/', '/account', `/m/${moteId}`, `/t/${toteId}`]) {
      const csp = (await fetch(`${server.url}${page}`)).headers.get('content-security-policy');
      expect(csp, page).toContain("default-src 'self'");
      expect(csp, page).toContain("object-src 'none'");
      expect(csp, page).toContain("base-uri 'self'");
      // The stand-in build has no inline script: scripts come from this origin only.
      expect(csp, page).toContain("script-src 'self';");
      expect(csp, page).toContain(
        `style-src 'self' '${sha256(APP_STYLE)}' '${sha256(SHARE_STYLE)}';`,
      );
      expect(csp, page).not.toContain('unsafe-inline');
      expect(csp, page).not.toContain('unsafe-eval');
      expect(csp, page).not.toContain('accounts.google.com');
    }
  });

  it('keeps share, short-link and sign-in addresses from the next page (no-referrer)', async () => {
    for (const page of [`/m/${moteId}`, `/t/${toteId}`, '/login/link?token=x', '/l/zzzzzzzzzzzz']) {
      const response = await fetch(`${server.url}${page}`, { redirect: 'manual' });
      expect(response.headers.get('referrer-policy'), page).toBe('no-referrer');
    }
    const home = await fetch(`${server.url}/`);
    expect(home.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('sends nosniff on API JSON, errors and assets too', async () => {
    for (const page of ['/api/z/health', '/api/v1/m/motes', '/api/no-such-route', '/index.html']) {
      const response = await fetch(`${server.url}${page}`);
      expect(response.headers.get('x-content-type-options'), page).toBe('nosniff');
    }
  });

  it('sends HSTS only when the request came over TLS through a trusted proxy', async () => {
    const plain = await fetch(`${server.url}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // TRUST_PROXY defaults to loopback: this test is the proxy on this machine.
    const proxied = await fetch(`${server.url}/`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const api = await fetch(`${server.url}/api/z/health`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(api.headers.get('strict-transport-security')).toBe('max-age=31536000');
  });
});

describe('HSTS behind an untrusted proxy', () => {
  it('is not sent when TRUST_PROXY=false, whatever X-Forwarded-Proto claims', async () => {
    const server = await getTestServer({ TRUST_PROXY: 'false' });
    try {
      const response = await fetch(`${server.url}/`, {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await server.stop();
    }
  });
});

describe('the page CSP', () => {
  it('adds the monitoring DSN origin to connect-src only', () => {
    const csp = pageCsp({ webMonitoringDsn: 'https://key@errors.example:8443/42' });
    expect(csp).toMatch(/connect-src 'self' blob: https:\/\/errors\.example:8443;/);
    expect(csp.match(/errors\.example/g)).toHaveLength(1);
  });

  it("adds Google's sign-in script, style and frames only when one-tap is on", () => {
    const csp = pageCsp({ googleOneTap: true });
    expect(csp).toContain("script-src 'self' https://accounts.google.com/gsi/client;");
    expect(csp).toContain("style-src 'self' https://accounts.google.com/gsi/style;");
    expect(csp).toContain("frame-src 'self' https://accounts.google.com/gsi/;");
    expect(csp).toContain('https://accounts.google.com/gsi/;');
    expect(pageCsp({})).not.toContain('google');
  });

  it('hashes inline styles and scripts of the built pages, not external scripts', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-web-dist-'));
    try {
      writeFileSync(
        path.join(dir, 'index.html'),
        '<style>a{}</style><script>var x=1</script><script type="module" src="/a.js"></script>',
      );
      expect(inlineHashesOf(dir)).toEqual({
        scripts: [sha256('var x=1')],
        styles: [sha256('a{}')],
      });
      expect(inlineHashesOf(undefined)).toEqual({ scripts: [], styles: [] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
