// Issue 14: a sign-in link starts at most one session per device, however often that device
// repeats the open (§7 retries) or polls after opening; sign-in answers are never cached; only
// this site's pages may sign in; without SMTP the link is also in the server's log (README
// "Mail"). Real server on 127.0.0.1, real database.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_CODES, formatBearerToken } from '@motes/shared';
import { loadConfig } from '../../config.js';
import { sessions } from '../../db/schema/index.js';
import { startServer, type RunningServer } from '../../server.js';
import { apiClient } from '../../../test/factories.js';
import { openTestDatabase, TEST_DB_KIND } from '../../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import {
  latestLinkFor,
  openLink,
  openLinkOk,
  poll,
  pollOk,
  requestLink,
} from './otlTestSupport.js';

describe(`one session per sign-in link and device (${TEST_DB_KIND})`, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('answers a repeated open with the same session, and the same browser’s poll too', async () => {
    server = await getTestServer();
    const browser = apiClient(server);
    const { pollToken } = await requestLink(browser, { email: 'once@example.test' });
    const { token } = await latestLinkFor(server.url, 'once@example.test');

    const first = await openLinkOk(browser, token);
    const again = await openLinkOk(browser, token);
    const third = await openLinkOk(browser, token);
    expect(first.login?.accessToken).toBeTruthy();
    expect(again.login?.accessToken).toBe(first.login?.accessToken);
    expect(third.login?.accessToken).toBe(first.login?.accessToken);
    // The tab that asked for the link is the same browser: its poll gets that session too.
    const done = await pollOk(browser, pollToken);
    if (done.status !== 'complete') throw new Error(`expected complete, got ${done.status}`);
    expect(done.login.accessToken).toBe(first.login?.accessToken);
    const rows = await server.database.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.deviceId).toBe(browser.deviceId);

    // The one session works, and ending it ends the link's sign-ins on this device.
    const signedIn = apiClient(server, first.login?.accessToken);
    expect((await signedIn.post('i/signOut')).status).toBe(200);
    const afterSignOut = await openLink(browser, token);
    expect(afterSignOut.status).toBe(410);
    expect(await afterSignOut.json()).toMatchObject({ error: SIGN_IN_ERROR_CODES.linkUsed });
    expect(await server.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('gives another device its own session, and each link its own token', async () => {
    server = await getTestServer();
    const laptop = apiClient(server);
    const phone = apiClient(server, undefined, {
      deviceId: laptop.deviceId.replace('device', 'p'),
    });
    const firstAsk = await requestLink(laptop, { email: 'two@example.test' });
    const firstLink = await latestLinkFor(server.url, 'two@example.test');
    const opened = await openLinkOk(phone, firstLink.token);
    const polled = await pollOk(laptop, firstAsk.pollToken);
    if (polled.status !== 'complete') throw new Error('expected complete');
    expect(polled.login.accessToken).not.toBe(opened.login?.accessToken);

    // A second link for the same browser: a new session, not the first link's.
    await requestLink(phone, { email: 'two@example.test' });
    const secondLink = await latestLinkFor(server.url, 'two@example.test');
    expect(secondLink.token).not.toBe(firstLink.token);
    const reopened = await openLinkOk(phone, secondLink.token);
    expect(reopened.login?.accessToken).not.toBe(opened.login?.accessToken);
    const rows = await server.database.db.select().from(sessions);
    expect(rows).toHaveLength(3);
    const phoneRows = rows.filter((row) => row.deviceId === phone.deviceId);
    expect(phoneRows).toHaveLength(2);
  });

  it('sends no-store on every sign-in answer and on the identity status', async () => {
    server = await getTestServer();
    const browser = apiClient(server);
    const asked = await browser.post('i/signIn/clientOTL', { email: 'cache@example.test' });
    expect(asked.headers.get('cache-control')).toBe('no-store');
    const { pollToken } = (await asked.json()) as { pollToken: string };
    const { token } = await latestLinkFor(server.url, 'cache@example.test');
    const opened = await openLink(browser, token);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const { login } = (await opened.json()) as { login: { accessToken: string } };
    expect((await poll(browser, pollToken)).headers.get('cache-control')).toBe('no-store');
    // Errors too: a 404 poll, a 400 exchange.
    expect((await poll(browser, 'nope')).headers.get('cache-control')).toBe('no-store');
    const exchange = await browser.post('i/signIn/exchange', { code: 'x'.repeat(43) });
    expect(exchange.headers.get('cache-control')).toBe('no-store');
    for (const method of ['GET', 'POST']) {
      const status = await browser.fetch('v1/i/status', {
        method,
        headers: { authorization: formatBearerToken(login.accessToken) },
      });
      expect(status.status).toBe(200);
      expect(status.headers.get('cache-control')).toBe('no-store');
    }
    expect((await browser.get('i/sessions')).headers.get('cache-control')).toBe('no-store');
  });

  it('refuses every sign-in call from another site’s page', async () => {
    server = await getTestServer();
    const browser = apiClient(server);
    const { pollToken } = await requestLink(browser, { email: 'victim@example.test' });
    const { token } = await latestLinkFor(server.url, 'victim@example.test');
    const foreign: Array<Record<string, string>> = [
      { origin: 'http://127.0.0.1:1' },
      { origin: 'null' },
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site', origin: 'https://attacker.example' },
    ];
    const calls: Array<[string, unknown]> = [
      ['v1/i/signIn/clientOTL', { email: 'victim@example.test' }],
      ['i/signIn/clientOTL/open', { token }],
      ['i/signIn/clientOTL/poll', { pollToken }],
      ['i/signIn/exchange', { code: 'x'.repeat(43) }],
      ['i/signIn/oneTap', { credential: 'x', pageUrl: 'https://attacker.example/' }],
    ];
    for (const [route, body] of calls) {
      for (const headers of foreign) {
        const response = await browser.fetch(route, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(body),
        });
        expect(response.status, `${route} ${JSON.stringify(headers)}`).toBe(403);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
      }
    }
    // Nothing happened: the link still opens, for this site's own page.
    const own = new URL(server.url).origin;
    const response = await browser.fetch('i/signIn/clientOTL/open', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: own, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ token }),
    });
    expect(response.status).toBe(200);
    expect(await server.database.db.select().from(sessions)).toHaveLength(1);
  });
});

describe(`sign-in links in the log without a mail server (${TEST_DB_KIND})`, () => {
  let running: RunningServer | undefined;
  let dataDir: string | undefined;
  afterEach(async () => {
    await running?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    running = undefined;
  });

  async function startLogged(env: Record<string, string>): Promise<string[]> {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'motes-otl-log-'));
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JOBS_ENABLED: 'false',
      ...env,
    });
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    running = await startServer(config, {
      database: await openTestDatabase(),
      logger: { level: 'info', stream },
    });
    return lines;
  }

  it('writes each link to the log outside production when SMTP_URL is unset', async () => {
    const lines = await startLogged({ NODE_ENV: 'development' });
    await requestLink(apiClient(running!), { email: 'newcomer@example.test' });
    const { url } = await latestLinkFor(running!.url, 'newcomer@example.test');
    const logged = lines.filter((line) => line.includes('Sign-in link for'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('newcomer@example.test');
    expect(logged[0]).toContain(url.href);
  });

  it('never writes a link to the log in production', async () => {
    const lines = await startLogged({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://motes.example',
    });
    await requestLink(apiClient(running!), { email: 'prod@example.test' });
    expect(lines.join('')).not.toContain('/login/link');
  });
});
