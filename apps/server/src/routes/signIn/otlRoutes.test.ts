// §7 `v1/i/signIn/clientOTL` with the §7 polling helper's rhythm (§9: 2000 ms), §5 login
// fields (accessToken, userId, primaryEmailAddress), issue 3 deliverable 2 (single use,
// expiry, no account enumeration). Real server on 127.0.0.1, real database.
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  INVALID_EMAIL_MESSAGE,
  INVALID_RETURN_TO_MESSAGE,
  SIGN_IN_ERROR_CODES,
  SIGN_IN_LINK_LIFETIME_MS,
  SIGN_IN_LINK_REOPEN_MS,
  SIGN_IN_MESSAGES,
} from '@motes/shared';
import {
  mailOutbox,
  rateLimits,
  sessions,
  signInLinks,
  userIdentities,
  users,
} from '../../db/schema/index.js';
import { apiClient, buildUser } from '../../../test/factories.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import {
  latestLinkFor,
  openLink,
  openLinkOk,
  openLinkWithoutDevice,
  poll,
  pollOk,
  requestLink,
} from './otlTestSupport.js';

describe(`i/signIn/clientOTL: sign-in by emailed one-time link (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await getTestServer();
  });
  afterEach(async () => {
    await server.stop();
  });

  it('signs up a new address: request → mail → open → poll → a session on the polling device', async () => {
    const device = apiClient(server);
    const asked = await requestLink(device, {
      email: '  New.Person@Example.TEST ',
      returnTo: '/my-classes?tab=2',
      signUp: { referralCode: 'FRIEND1', institutionName: 'Springfield Elementary' },
    });
    // §9 polling: 2000 ms; the link lives 15 minutes.
    expect(asked.pollIntervalMs).toBe(2000);
    const lifetime = Date.parse(asked.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(SIGN_IN_LINK_LIFETIME_MS - 60_000);
    expect(lifetime).toBeLessThanOrEqual(SIGN_IN_LINK_LIFETIME_MS);
    expect(await pollOk(device, asked.pollToken)).toEqual({ status: 'pending' });

    // The address is normalised: the mail goes to the lower-case, trimmed address.
    const { message, url, token } = await latestLinkFor(server.url, 'new.person@example.test');
    expect(`${url.origin}${url.pathname}`).toBe(`${server.config.publicUrl}/login/link`);
    expect(message.subject).toBe('Your Motes sign-in link');
    expect(message.text).toContain('expires in 15 minutes');
    expect(message.text).toContain("If you didn't ask for this, ignore this email.");
    expect(message.html).toContain('<html lang="en">');
    expect(message.html).toContain(`href="${url.href.replaceAll('&', '&amp;')}"`);
    // Whoever reads the mail cannot collect the polling device's session.
    expect(message.text).not.toContain(asked.pollToken);
    expect(message.status).toBe('stored');

    // The link's page in a browser that sends no device id: opened, no login there.
    const opened = await openLinkWithoutDevice(server.url, token);
    expect(opened.status).toBe(200);
    expect(await opened.json()).toEqual({
      status: 'opened',
      email: 'new.person@example.test',
      isNewUser: true,
    });

    const done = await pollOk(device, asked.pollToken);
    if (done.status !== 'complete') throw new Error(`expected complete, got ${done.status}`);
    const [user] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.primaryEmail, 'new.person@example.test'));
    expect(done.login).toEqual({
      accessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      userId: user!.id,
      primaryEmailAddress: 'new.person@example.test',
      isNewUser: true,
      returnTo: '/my-classes?tab=2',
    });
    // §5 referral and §2 institution sign-up are kept with the new account.
    expect(user).toMatchObject({
      referredByCode: 'FRIEND1',
      institutionName: 'Springfield Elementary',
    });
    const identities = await server.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, user!.id));
    expect(identities).toMatchObject([{ provider: 'email', subject: 'new.person@example.test' }]);

    // The token works on an authenticated endpoint, for the polling device.
    const signedIn = apiClient(server, done.login.accessToken, { deviceId: device.deviceId });
    const list = await signedIn.get('i/sessions');
    expect(list.status).toBe(200);
    const rows = await server.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user!.id));
    expect(rows).toMatchObject([{ deviceId: device.deviceId, method: 'otl', revokedAt: null }]);

    // Exactly once: a second poll cannot mint another session.
    const again = await poll(device, asked.pollToken);
    expect(again.status).toBe(410);
    expect(await again.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.alreadyCompleted,
      message: SIGN_IN_MESSAGES.alreadyCompleted,
    });
    expect(await server.database.db.select().from(sessions)).toHaveLength(1);
  });

  it('signs in the opening device too when it sends a device id; the link works once', async () => {
    const existing = await buildUser(server.database.db, { primaryEmail: 'teacher@example.test' });
    const laptop = apiClient(server);
    const phone = apiClient(server);
    // Without `v1/` the same call (§7: the version segment is optional).
    const response = await laptop.post('i/signIn/clientOTL', { email: 'Teacher@Example.test' });
    expect(response.status).toBe(200);
    const { pollToken } = (await response.json()) as { pollToken: string };
    const { token } = await latestLinkFor(server.url, 'teacher@example.test');

    const opened = await openLinkOk(phone, token);
    expect(opened).toMatchObject({
      status: 'opened',
      email: 'teacher@example.test',
      isNewUser: false,
    });
    expect(opened.login).toMatchObject({
      userId: existing.id,
      primaryEmailAddress: 'teacher@example.test',
      isNewUser: false,
      returnTo: null,
    });

    // Another device cannot use it again.
    const stranger = await openLink(apiClient(server), token);
    expect(stranger.status).toBe(410);
    expect(await stranger.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.linkUsed,
      message: SIGN_IN_MESSAGES.linkUsed,
    });

    const done = await pollOk(laptop, pollToken);
    expect(done).toMatchObject({ status: 'complete', login: { userId: existing.id } });
    const devices = (await server.database.db.select().from(sessions)).map((row) => row.deviceId);
    expect(devices.sort()).toEqual([laptop.deviceId, phone.deviceId].sort());
  });

  it('answers a retried open from the same browser as the first (§7 retries timed-out calls), for two minutes', async () => {
    const opener = apiClient(server);
    await requestLink(apiClient(server), { email: 'retry@example.test' });
    const { token } = await latestLinkFor(server.url, 'retry@example.test');
    const first = await openLinkOk(opener, token);
    // The client gave up waiting and sent the call again: the same account, signed in.
    const retried = await openLinkOk(opener, token);
    expect(retried).toMatchObject({ status: 'opened', email: 'retry@example.test' });
    expect(retried.login).toMatchObject({ userId: first.login?.userId, isNewUser: true });

    // Past SIGN_IN_LINK_REOPEN_MS the link is used, even for that browser.
    await server.database.db
      .update(signInLinks)
      .set({ openedAt: new Date(Date.now() - SIGN_IN_LINK_REOPEN_MS - 1000) })
      .where(eq(signInLinks.email, 'retry@example.test'));
    const late = await openLink(opener, token);
    expect(late.status).toBe(410);
  });

  it('opens a link and completes a poll only once even when clicks and polls race', async () => {
    const device = apiClient(server);
    const { pollToken } = await requestLink(device, { email: 'race@example.test' });
    const { token } = await latestLinkFor(server.url, 'race@example.test');
    const opens = await Promise.all([1, 2, 3].map(() => openLinkWithoutDevice(server.url, token)));
    expect(opens.map((response) => response.status).sort()).toEqual([200, 410, 410]);
    const polls = await Promise.all([1, 2, 3].map(() => poll(device, pollToken)));
    expect(polls.map((response) => response.status).sort()).toEqual([200, 410, 410]);
    expect(await server.database.db.select().from(sessions)).toHaveLength(1);
    expect(await server.database.db.select().from(users)).toHaveLength(1);
  });

  it('answers a retried request (same idempotency key) without mailing again', async () => {
    // §7: `i/` calls are retried after a timeout; DESIGN.md: creating calls take a key.
    const device = apiClient(server);
    const body = {
      email: 'retry@example.test',
      idempotencyKey: 'a1b2c3d4-e5f6-4711-8899-aabbccddeeff',
    };
    // Two copies racing (a retry while the first is in flight), then a later retry.
    const counts = async () =>
      (await server.database.db.select().from(rateLimits)).map((row) => row.count).sort();
    const racing = await Promise.all([1, 2].map(() => requestLink(device, body)));
    const countedByRace = await counts();
    const latest = await requestLink(device, body);
    expect(await server.database.db.select().from(mailOutbox)).toHaveLength(1);
    expect(new Set([...racing, latest].map((answer) => answer.expiresAt)).size).toBe(1);
    // A retry of a request that got through is not counted against the rate limits.
    expect(await counts()).toEqual(countedByRace);

    // Only the newest poll token works: the earlier answers may never have arrived.
    const { token } = await latestLinkFor(server.url, 'retry@example.test');
    await openLinkOk(apiClient(server), token);
    const polls = await Promise.all(
      [...racing, latest].map((answer) => poll(device, answer.pollToken)),
    );
    expect(polls.map((response) => response.status)).toEqual([404, 404, 200]);

    const reused = await device.post('v1/i/signIn/clientOTL', { ...body, email: 'x@example.test' });
    expect(reused.status).toBe(409);
    expect(await reused.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.idempotencyKeyReused,
    });
  });

  it('refuses an expired link and reports the poll as expired', async () => {
    const device = apiClient(server);
    const { pollToken } = await requestLink(device, { email: 'late@example.test' });
    const { token } = await latestLinkFor(server.url, 'late@example.test');
    await server.database.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.email, 'late@example.test'));

    const opened = await openLink(apiClient(server), token);
    expect(opened.status).toBe(410);
    expect(await opened.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.linkExpired,
      message: SIGN_IN_MESSAGES.linkExpired,
    });
    expect(await pollOk(device, pollToken)).toEqual({ status: 'expired' });
    expect(await server.database.db.select().from(users)).toHaveLength(0);
  });

  it('does not hand out a session for a link opened in time but polled after it expired', async () => {
    const device = apiClient(server);
    const { pollToken } = await requestLink(device, { email: 'slow@example.test' });
    const { token } = await latestLinkFor(server.url, 'slow@example.test');
    expect((await openLinkWithoutDevice(server.url, token)).status).toBe(200);
    await server.database.db
      .update(signInLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInLinks.email, 'slow@example.test'));
    expect(await pollOk(device, pollToken)).toEqual({ status: 'expired' });
    expect(await server.database.db.select().from(sessions)).toHaveLength(0);
  });

  it('answers unknown links and poll tokens clearly, and polls only from the asking device', async () => {
    const unknown = await openLink(apiClient(server), 'not-a-real-token');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.linkUnknown,
      message: SIGN_IN_MESSAGES.linkUnknown,
    });
    const unknownPoll = await poll(apiClient(server), 'not-a-real-token');
    expect(unknownPoll.status).toBe(404);
    expect(await unknownPoll.json()).toMatchObject({ error: SIGN_IN_ERROR_CODES.pollUnknown });

    const { pollToken } = await requestLink(apiClient(server), { email: 'mine@example.test' });
    const elsewhere = await poll(apiClient(server), pollToken);
    expect(elsewhere.status).toBe(409);
    expect(await elsewhere.json()).toMatchObject({
      error: SIGN_IN_ERROR_CODES.pollWrongDevice,
      message: SIGN_IN_MESSAGES.pollWrongDevice,
    });
  });

  it('answers the same whether or not an account exists (no account enumeration)', async () => {
    await buildUser(server.database.db, { primaryEmail: 'known@example.test' });
    const client = apiClient(server);
    const known = await client.post('v1/i/signIn/clientOTL', { email: 'known@example.test' });
    const unknown = await client.post('v1/i/signIn/clientOTL', { email: 'nobody@example.test' });
    expect(known.status).toBe(unknown.status);
    const knownBody = (await known.json()) as Record<string, unknown>;
    const unknownBody = (await unknown.json()) as Record<string, unknown>;
    expect(Object.keys(knownBody).sort()).toEqual(Object.keys(unknownBody).sort());
    expect(knownBody.pollIntervalMs).toBe(unknownBody.pollIntervalMs);
    // Nothing is created for the unknown address until its link is opened.
    expect(await server.database.db.select().from(users)).toHaveLength(1);
    const knownMail = await latestLinkFor(server.url, 'known@example.test');
    const unknownMail = await latestLinkFor(server.url, 'nobody@example.test');
    expect(knownMail.message.subject).toBe(unknownMail.message.subject);
  });

  it('rejects an invalid address, an off-site returnTo and a missing device id with clear messages', async () => {
    const client = apiClient(server);
    for (const email of ['not-an-email', '', '  ', 'a@b', undefined, 42]) {
      const response = await client.post('v1/i/signIn/clientOTL', { email });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; message: string };
      expect(body.error).toBe('invalid_request');
      expect(body.message).toBe(`email: ${INVALID_EMAIL_MESSAGE}`);
    }
    for (const returnTo of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const response = await client.post('v1/i/signIn/clientOTL', {
        email: 'ok@example.test',
        returnTo,
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        `returnTo: ${INVALID_RETURN_TO_MESSAGE}`,
      );
    }
    const headerless = await fetch(`${server.url}/api/v1/i/signIn/clientOTL`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ok@example.test' }),
    });
    expect(headerless.status).toBe(400);
    expect(await headerless.json()).toMatchObject({ error: 'device_id_required' });
    // Nothing was mailed for any refused request.
    const outbox = (await (await fetch(`${server.url}/api/z/outbox`)).json()) as {
      messages: unknown[];
    };
    expect(outbox.messages).toHaveLength(0);
  });
});
