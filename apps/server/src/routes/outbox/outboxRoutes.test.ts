// Issue 3 deliverable 2: outside production the outbox is readable at `/dev/outbox` (a page)
// and `GET z/outbox` (JSON, newest first, `limit`); in production both are 404.
import { request as httpRequest } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { OutboxResponseSchema } from '@motes/shared';
import { createMailer } from '../../mail/mailer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

const outboxOnly = createMailer({ smtpUrl: undefined, from: 'Motes <x@motes.test>' });

describe(`the development outbox (${TEST_DB_KIND})`, () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  async function send(subject: string, text: string, to = 'reader@example.test') {
    await outboxOnly.sendMail(server!.database.db, {
      to,
      subject,
      text,
      html: `<p>${subject}</p>`,
    });
  }

  it('lists mail as JSON, newest first, with the links of each message', async () => {
    server = await getTestServer();
    for (const number of [1, 2, 3]) {
      await send(
        `Message ${number}`,
        `Open https://motes.test/login/link?token=t${number}&x=1 now.`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const response = await fetch(`${server.url}/api/z/outbox?limit=2`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { messages } = OutboxResponseSchema.parse(await response.json());
    expect(messages.map((message) => message.subject)).toEqual(['Message 3', 'Message 2']);
    expect(messages[0]).toMatchObject({
      to: 'reader@example.test',
      status: 'stored',
      links: ['https://motes.test/login/link?token=t3&x=1'],
    });
    expect((await fetch(`${server.url}/api/v1/z/outbox?limit=0`)).status).toBe(400);
  });

  it('renders an accessible page with clickable links and every value escaped', async () => {
    server = await getTestServer();
    await send(
      '<script>alert("subject")</script>',
      'Hi <b>there</b>, open https://motes.test/login/link?token=abc&next=%2F"><script>x</script>',
      'odd"<name>@example.test',
    );
    const response = await fetch(`${server.url}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('<h1>Outbox</h1>');
    expect(page).not.toMatch(/<script|<b>/i);
    expect(page).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(page).toContain('odd&quot;&lt;name&gt;@example.test');
    expect(page).toContain(
      '<a href="https://motes.test/login/link?token=abc&amp;next=%2F">https://motes.test/login/link?token=abc&amp;next=%2F</a>',
    );

    // The message's own HTML opens on its own page, sandboxed.
    const link = /href="(\/dev\/outbox\/[^"]+\/html)"/.exec(page)?.[1];
    const html = await fetch(`${server.url}${link}`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-security-policy')).toMatch(/^sandbox;/);
    expect(await html.text()).toContain('<p><script>alert("subject")</script></p>');
  });

  it('says so when there is no mail yet', async () => {
    server = await getTestServer();
    expect(await (await fetch(`${server.url}/dev/outbox`)).text()).toContain('No messages yet.');
  });

  it('does not exist in production', async () => {
    server = await getTestServer({ NODE_ENV: 'production', PUBLIC_URL: 'https://motes.example' });
    await send('Secret link', 'https://motes.test/login/link?token=secret');
    for (const path of ['/api/z/outbox', '/api/v1/z/outbox', '/dev/outbox', '/dev/outbox/x/html']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('answers only requests from this machine, so others on the network cannot read sign-in links', async () => {
    server = await getTestServer();
    await send('Secret link', 'https://motes.test/login/link?token=secret');
    // Through a proxy on this machine (TRUST_PROXY loopback), from another computer.
    const fromElsewhere = { 'x-forwarded-for': '198.51.100.23' };
    for (const path of ['/api/z/outbox', '/dev/outbox']) {
      const response = await fetch(`${server.url}${path}`, { headers: fromElsewhere });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
    expect((await fetch(`${server.url}/api/z/outbox`)).status).toBe(200);
  });

  // Issue 14: no other page — even one on this machine — may read the outbox.
  it('refuses another Host name (DNS rebinding) and pages of other origins', async () => {
    server = await getTestServer();
    await send('Secret link', 'https://motes.test/login/link?token=secret');
    const own = new URL(server.url);
    const refused: Array<Record<string, string>> = [
      { host: `attacker.example:${own.port}` },
      { host: `motes.localhost.attacker.example` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: `http://127.0.0.1:1` },
      { origin: 'http://127.0.0.1:1' },
      { origin: 'http://localhost:1' },
      { origin: 'null' },
    ];
    for (const path of ['/api/z/outbox', '/api/v1/z/outbox', '/dev/outbox']) {
      for (const headers of refused) {
        const answer = await get(server.url, path, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(404);
        expect(answer.body).not.toContain('secret');
        expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      }
    }
  });

  it("answers this machine's own browser and tools, on every loopback name", async () => {
    server = await getTestServer();
    await send('Secret link', 'https://motes.test/login/link?token=secret');
    const port = new URL(server.url).port;
    const allowed: Array<Record<string, string>> = [
      {},
      { host: `localhost:${port}` },
      { host: `127.0.0.1:${port}` },
      // Typed into the address bar, or followed from the outbox page itself.
      { host: `localhost:${port}`, 'sec-fetch-site': 'none' },
      {
        host: `localhost:${port}`,
        'sec-fetch-site': 'same-origin',
        origin: `http://localhost:${port}`,
      },
    ];
    for (const path of ['/api/z/outbox', '/dev/outbox']) {
      for (const headers of allowed) {
        const answer = await get(server.url, path, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(answer.body).toContain('secret');
      }
    }
  });
});

/** A GET with exactly these headers (fetch would not let a test choose the Host). */
function get(
  base: string,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(new URL(path, base), { headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}
