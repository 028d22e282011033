import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  DEVICE_ID_HEADER,
  OtlOpenResponseSchema,
  OtlRequestResponseSchema,
  OutboxResponseSchema,
} from '@motes/shared';
import { uniqueEmail } from '../fixtures/identityActors';
import { makeGeneratedMote } from '../fixtures/motesApi';
import { Outbox } from '../fixtures/Outbox';

// Issue 14 "Done when": a page from another origin on this machine (127.0.0.1, another port)
// tries every way a page has — fetch, no-cors fetch, frames, a form post — to read the
// development outbox and to complete a sign-in for a victim, and fails; the victim's motes stay
// unlisted. The server is the real built one the suite runs (not production mode).

const SECRET_TITLE = 'Victim private mote';

/** The attacker's page: runs every attempt and leaves what it could read in window.results. */
const ATTACKER_PAGE = String.raw`<!doctype html><html><head><title>Free stickers</title></head>
<body><h1>Free stickers</h1>
<iframe id="outboxFrame" name="outboxFrame"></iframe>
<iframe id="apiFrame"></iframe>
<iframe id="formTarget" name="formTarget"></iframe>
<form id="openForm" method="post" target="formTarget" enctype="text/plain">
  <input name='{"token":"' value='guessed"}'>
</form>
<script>
const params = new URLSearchParams(location.search);
const base = params.get('base');
const localhostBase = base.replace('127.0.0.1', 'localhost');
const email = params.get('email');
const results = {};
async function attempt(name, run) {
  try { results[name] = 'read: ' + (await run()); } catch (error) { results[name] = 'blocked: ' + error.name; }
}
function loaded(frame, src) {
  return new Promise((resolve) => {
    frame.onload = () => resolve();
    setTimeout(resolve, 3000);
    frame.src = src;
  });
}
function frameText(frame) {
  // Throws for a cross-origin frame; empty when the browser refused to frame the page.
  return frame.contentDocument ? frame.contentDocument.body.innerText : '';
}
(async () => {
  const headers = { 'content-type': 'application/json', 'x-motes-device-id': 'attacker-device', 'x-motes-client-type': 'website' };
  for (const path of ['/api/z/outbox', '/api/v1/z/outbox', '/dev/outbox']) {
    await attempt('fetch ' + path, async () => (await fetch(base + path)).text());
    await attempt('fetch localhost ' + path, async () => (await fetch(localhostBase + path)).text());
    await attempt('no-cors ' + path, async () => (await fetch(base + path, { mode: 'no-cors' })).text());
  }
  await attempt('request a link', async () => (await fetch(base + '/api/v1/i/signIn/clientOTL', {
    method: 'POST', headers, body: JSON.stringify({ email }) })).text());
  await attempt('request a link without preflight', async () => (await fetch(base + '/api/i/signIn/clientOTL', {
    method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ email }) })).text());
  await attempt('poll', async () => (await fetch(base + '/api/i/signIn/clientOTL/poll', {
    method: 'POST', headers, body: JSON.stringify({ pollToken: 'x' }) })).text());
  await attempt('frame /dev/outbox', async () => {
    const frame = document.getElementById('outboxFrame');
    await loaded(frame, base + '/dev/outbox');
    return frameText(frame);
  });
  await attempt('frame /api/z/outbox', async () => {
    const frame = document.getElementById('apiFrame');
    await loaded(frame, base + '/api/z/outbox');
    return frameText(frame);
  });
  await attempt('form post open', async () => {
    const frame = document.getElementById('formTarget');
    const done = new Promise((resolve) => { frame.onload = resolve; setTimeout(resolve, 3000); });
    const form = document.getElementById('openForm');
    form.action = base + '/api/i/signIn/clientOTL/open';
    form.submit();
    await done;
    return frameText(frame);
  });
  // The one kind of API call a page may make (the extension's content scripts need it): as an
  // anonymous caller, it sees nobody's motes.
  await attempt('list motes', async () => (await fetch(base + '/api/m/motes', { headers })).text());
  window.results = results;
})();
</script></body></html>`;

async function startAttackerServer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((request, response) => {
    if (request.url?.startsWith('/stickers')) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(ATTACKER_PAGE);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs `email` in from Node (a device of its own) and returns the session's token. */
async function signInFromNode(request: APIRequestContext, email: string): Promise<string> {
  const device = { [DEVICE_ID_HEADER]: randomUUID() };
  const asked = await request.post('/api/v1/i/signIn/clientOTL', {
    headers: device,
    data: { email },
  });
  expect(asked.status()).toBe(200);
  OtlRequestResponseSchema.parse(await asked.json());
  const link = new URL(await new Outbox(request).signInLinkFor(email), 'http://x');
  const opened = await request.post('/api/i/signIn/clientOTL/open', {
    headers: device,
    data: { token: link.searchParams.get('token') },
  });
  expect(opened.status()).toBe(200);
  const token = OtlOpenResponseSchema.parse(await opened.json()).login?.accessToken;
  expect(token).toBeTruthy();
  return token!;
}

async function mailsTo(request: APIRequestContext, email: string) {
  const response = await request.get('/api/z/outbox?limit=200');
  const { messages } = OutboxResponseSchema.parse(await response.json());
  return messages.filter((message) => message.to === email);
}

test.describe('a page of another origin and the sign-in links', () => {
  test.describe.configure({ timeout: 90_000 });

  test('cannot read the outbox, request, open or complete a sign-in, or list the victim’s motes', async ({
    browser,
    request,
    baseURL,
  }) => {
    const victim = uniqueEmail('victim');
    const victimToken = await signInFromNode(request, victim);
    await makeGeneratedMote(request, victimToken, `${SECRET_TITLE}. Nobody else may hear this.`);
    // A fresh link waits in the outbox: the prize the attacker is after.
    const pending = await request.post('/api/v1/i/signIn/clientOTL', {
      headers: { [DEVICE_ID_HEADER]: randomUUID() },
      data: { email: victim },
    });
    expect(pending.status()).toBe(200);
    const mailsBefore = (await mailsTo(request, victim)).length;
    expect(mailsBefore).toBe(2);

    const attacker = await startAttackerServer();
    try {
      // The victim's browser, on this machine, visits the attacker's page.
      const context = await browser.newContext();
      const page = await context.newPage();
      const query = new URLSearchParams({ base: baseURL!, email: victim });
      await page.goto(`${attacker.origin}/stickers?${query}`);
      const results = await page.waitForFunction(
        () => (window as unknown as { results?: Record<string, string> }).results,
        undefined,
        { timeout: 60_000 },
      );
      const seen = (await results.jsonValue()) as Record<string, string>;
      const everything = JSON.stringify(seen);
      // No attempt read a link, a token, the victim's address or the victim's mote.
      expect(everything).not.toContain('/login/link');
      expect(everything).not.toContain('token=');
      expect(everything).not.toContain('accessToken');
      expect(everything).not.toContain('pollToken');
      expect(everything).not.toContain(victim);
      expect(everything).not.toContain(SECRET_TITLE);
      for (const path of ['/api/z/outbox', '/api/v1/z/outbox', '/dev/outbox']) {
        expect(seen[`fetch ${path}`], path).toMatch(/^blocked: TypeError/);
        expect(seen[`fetch localhost ${path}`], path).toMatch(/^blocked: TypeError/);
        expect(seen[`no-cors ${path}`], path).toBe('read: ');
      }
      expect(seen['request a link']).toMatch(/^blocked: TypeError/);
      expect(seen['poll']).toMatch(/^blocked: TypeError/);
      // Cross-origin frames cannot be read; the server refused to be framed anyway.
      expect(seen['frame /dev/outbox']).toMatch(/^(blocked: SecurityError|read: $)/);
      expect(seen['frame /api/z/outbox']).toMatch(/^(blocked: SecurityError|read: $)/);
      expect(seen['form post open']).toMatch(/^(blocked: SecurityError|read: $)/);
      expect(seen['list motes']).toMatch(/^read: /);
      await context.close();
    } finally {
      await attacker.close();
    }

    // Nothing happened on the server: no mail was sent for the attacker, and the victim's
    // waiting link still opens (the attacker did not use it).
    expect((await mailsTo(request, victim)).length).toBe(mailsBefore);
    const link = new URL(await new Outbox(request).signInLinkFor(victim), 'http://x');
    const opened = await request.post('/api/i/signIn/clientOTL/open', {
      data: { token: link.searchParams.get('token') },
    });
    expect(opened.status()).toBe(200);
  });
});
