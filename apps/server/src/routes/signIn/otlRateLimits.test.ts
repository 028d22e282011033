// Issue 3 "Security": sign-in endpoints are rate-limited — link requests per email and per IP,
// polls and link opens per IP — with 429, a clear message and Retry-After (RFC 9110; the §7
// generic client retries 429). Limits are the shared constants, so UI and server agree.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SIGN_IN_ERROR_CODES, SIGN_IN_RATE_LIMITS } from '@motes/shared';
import { mailOutbox, rateLimits } from '../../db/schema/index.js';
import { rateLimitKey } from '../../services/rateLimiter.js';
import { apiClient, type ApiClient } from '../../../test/factories.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';

/** The server trusts X-Forwarded-For from loopback (TRUST_PROXY), so tests can act from any IP. */
function fromIp(client: ApiClient, ip: string) {
  return (path: string, body: unknown) =>
    client.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify(body),
    });
}

async function expectLimited(response: Response, message: string, windowMs: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
  expect(await response.json()).toMatchObject({ error: SIGN_IN_ERROR_CODES.rateLimited, message });
}

/**
 * Per-IP budgets are large (a school shares one address), so instead of hundreds of calls the
 * test spends all but `left` of an IP's budget directly in the counter table.
 */
async function spendAllBut(
  server: TestServer,
  rule: { name: string; limit: number },
  ip: string,
  left: number,
) {
  await server.database.db.insert(rateLimits).values({
    key: rateLimitKey(rule.name, ip),
    windowStart: new Date(),
    count: rule.limit - left,
  });
}

describe(`sign-in rate limits (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await getTestServer();
  });
  afterEach(async () => {
    await server.stop();
  });

  it('allows 5 link requests per email in 15 minutes, however the address is spelled', async () => {
    const rule = SIGN_IN_RATE_LIMITS.linkRequestsPerEmail;
    expect(rule).toMatchObject({ limit: 5, windowMs: 15 * 60 * 1000 });
    const spellings = ['pat@example.test', 'PAT@example.test', ' pat@Example.Test '];
    for (let call = 0; call < rule.limit; call += 1) {
      // Each call from another address, so only the per-email limit can bite.
      const post = fromIp(apiClient(server), `198.51.100.${call + 1}`);
      const email = spellings[call % spellings.length];
      expect((await post('v1/i/signIn/clientOTL', { email })).status).toBe(200);
    }
    const post = fromIp(apiClient(server), '198.51.100.99');
    await expectLimited(
      await post('v1/i/signIn/clientOTL', { email: 'pat@example.test' }),
      'Too many sign-in requests for this email. Please wait a few minutes and try again.',
      rule.windowMs,
    );
    // A refused request mails nothing; another address is still served.
    expect(await server.database.db.select().from(mailOutbox)).toHaveLength(rule.limit);
    expect((await post('v1/i/signIn/clientOTL', { email: 'sam@example.test' })).status).toBe(200);
  });

  it('allows 300 link requests per IP in 15 minutes', async () => {
    const rule = SIGN_IN_RATE_LIMITS.linkRequestsPerIp;
    expect(rule).toMatchObject({ limit: 300, windowMs: 15 * 60 * 1000 });
    const post = fromIp(apiClient(server), '203.0.113.7');
    await spendAllBut(server, rule, '203.0.113.7', 2);
    for (let call = 0; call < 2; call += 1) {
      const response = await post('v1/i/signIn/clientOTL', { email: `p${call}@example.test` });
      expect(response.status).toBe(200);
    }
    await expectLimited(
      await post('v1/i/signIn/clientOTL', { email: 'one-more@example.test' }),
      rule.message,
      rule.windowMs,
    );
    const other = fromIp(apiClient(server), '203.0.113.8');
    expect((await other('v1/i/signIn/clientOTL', { email: 'x@example.test' })).status).toBe(200);
  });

  it('allows 1800 polls per IP a minute', async () => {
    const rule = SIGN_IN_RATE_LIMITS.pollsPerIp;
    expect(rule).toMatchObject({ limit: 1800, windowMs: 60 * 1000 });
    const device = apiClient(server);
    const post = fromIp(device, '192.0.2.10');
    const asked = await post('v1/i/signIn/clientOTL', { email: 'poller@example.test' });
    const { pollToken } = (await asked.json()) as { pollToken: string };
    await spendAllBut(server, rule, '192.0.2.10', 3);
    for (let call = 0; call < 3; call += 1) {
      expect((await post('i/signIn/clientOTL/poll', { pollToken })).status).toBe(200);
    }
    await expectLimited(
      await post('i/signIn/clientOTL/poll', { pollToken }),
      rule.message,
      rule.windowMs,
    );
  });

  it('allows 300 link opens per IP in 15 minutes, counting guesses', async () => {
    const rule = SIGN_IN_RATE_LIMITS.linkOpensPerIp;
    expect(rule).toMatchObject({ limit: 300, windowMs: 15 * 60 * 1000 });
    const post = fromIp(apiClient(server), '192.0.2.20');
    await spendAllBut(server, rule, '192.0.2.20', 3);
    for (let call = 0; call < 3; call += 1) {
      expect((await post('i/signIn/clientOTL/open', { token: `guess-${call}` })).status).toBe(404);
    }
    await expectLimited(
      await post('i/signIn/clientOTL/open', { token: 'guess-final' }),
      rule.message,
      rule.windowMs,
    );
  });
});
