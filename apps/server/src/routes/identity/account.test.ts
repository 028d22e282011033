import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileResponseSchema } from '@motes/shared';
import { revokeSession } from '../../auth/sessionStore.js';
import { analyticsEvents, sessions, userIdentities, users } from '../../db/schema/index.js';
import { findOrCreateUserByEmail } from '../../services/accounts.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { apiClient, buildUser, signedInClient } from '../../../test/factories.js';
import { EMAIL_MISMATCH_MESSAGE } from './accountRoutes.js';

describe(`i/account (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.stop());

  const db = () => server.database.db;

  describe('profile', () => {
    it('changes names and avatar and answers the profile', async () => {
      const client = await signedInClient(server, await buildUser(db(), { name: null }));
      const response = await client.post('i/account/profile', {
        givenName: ' Grace ',
        familyName: 'Hopper',
        avatarUrl: 'https://images.example/grace.png',
      });
      expect(response.status).toBe(200);
      expect(ProfileResponseSchema.parse(await response.json()).profile).toEqual({
        name: null,
        givenName: 'Grace',
        familyName: 'Hopper',
        displayName: 'Grace Hopper',
        avatarUrl: 'https://images.example/grace.png',
      });
      const local = await client.post('i/account/profile', {
        avatarUrl: '/images/avatars/owl.png',
      });
      expect(ProfileResponseSchema.parse(await local.json()).profile.avatarUrl).toBe(
        '/images/avatars/owl.png',
      );
    });

    it('refuses an avatar that is neither https nor an /images/ path', async () => {
      const client = await signedInClient(server, await buildUser(db()));
      for (const avatarUrl of ['http://x.example/a.png', 'javascript:alert(1)', '/other/a.png']) {
        const response = await client.post('i/account/profile', { avatarUrl });
        expect(response.status, avatarUrl).toBe(400);
        expect(((await response.json()) as { message: string }).message).toContain(
          'Use an https:// address or an /images/ path',
        );
      }
    });

    it("changes only the caller's profile", async () => {
      const ada = await buildUser(db(), { name: 'Ada' });
      const bob = await signedInClient(server, await buildUser(db()));
      await bob.post('i/account/profile', { name: 'Bobby' });
      const [row] = await db().select().from(users).where(eq(users.id, ada.id));
      expect(row?.name).toBe('Ada');
    });
  });

  describe('export', () => {
    it('downloads everything we hold about the caller as JSON, without secrets', async () => {
      const user = await buildUser(db(), {
        settings: { voiceSpeed: 1.25 },
        goals: { loopOptIn: 'required' },
      });
      const other = await buildUser(db());
      const client = await signedInClient(server, user);
      await db()
        .insert(userIdentities)
        .values({ provider: 'email', subject: user.primaryEmail, userId: user.id });
      await client.post('s/track/everything', { event: 'Page Viewed', pageContext: 'home' });
      await (
        await signedInClient(server, other)
      ).post('s/track/everything', { event: 'Other Event' });

      const response = await client.get('i/account/export');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="motes-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await response.text();
      expect(text).not.toContain(client.accessToken);
      expect(text).not.toMatch(/tokenHash/);
      expect(text).not.toContain(other.id);
      const data = JSON.parse(text);
      expect(data.account).toMatchObject({ id: user.id, primaryEmail: user.primaryEmail });
      expect(data.settings.voiceSpeed).toBe(1.25);
      expect(data.goals).toEqual({ loopOptIn: 'required' });
      expect(data.identities).toEqual([expect.objectContaining({ provider: 'email' })]);
      expect(data.sessions).toEqual([expect.objectContaining({ id: client.session.id })]);
      expect(data.analyticsEvents).toEqual([expect.objectContaining({ name: 'Page Viewed' })]);
    });
  });

  describe('delete', () => {
    it('needs the account email typed to confirm', async () => {
      const user = await buildUser(db());
      const client = await signedInClient(server, user);
      const response = await client.post('i/account/delete', {
        confirmEmail: 'someone@else.example',
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'email_mismatch',
        message: EMAIL_MISMATCH_MESSAGE,
      });
      expect((await client.post('i/account/delete', {})).status).toBe(400);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row?.deletedAt).toBeNull();
    });

    it('revokes sessions, deletes analytics, scrubs the row and frees the email', async () => {
      const user = await buildUser(db(), {
        name: 'Ada',
        avatarUrl: 'https://x.example/a.png',
        settings: { voiceSpeed: 2 },
        referrerCode: `r${Date.now().toString(36).slice(-6)}`,
      });
      const client = await signedInClient(server, user);
      const phone = await signedInClient(server, user);
      await db()
        .insert(userIdentities)
        .values({
          provider: 'https://accounts.google.com',
          subject: `g-${user.id}`,
          userId: user.id,
        });
      await client.post('s/track/everything', { event: 'Page Viewed' });

      const response = await client.post('i/account/delete', {
        confirmEmail: ` ${user.primaryEmail.toUpperCase()} `,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ deleted: true });

      // Every session is dead: the client's next call gets 403 and signs out (§8).
      expect((await phone.post('i/settings', {})).status).toBe(403);
      const live = await db()
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      expect(live).toEqual([]);
      expect(
        await db().select().from(analyticsEvents).where(eq(analyticsEvents.userId, user.id)),
      ).toEqual([]);
      expect(
        await db().select().from(userIdentities).where(eq(userIdentities.userId, user.id)),
      ).toEqual([]);

      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({
        name: null,
        avatarUrl: null,
        settings: {},
        referrerCode: null,
        deletedAt: expect.any(Date),
      });
      expect(row?.primaryEmail).not.toBe(user.primaryEmail);

      // The address is free: signing up again makes a new, empty account.
      const again = await findOrCreateUserByEmail(db(), { email: user.primaryEmail });
      expect(again.created).toBe(true);
      expect(again.user.id).not.toBe(user.id);
    });

    it("cannot delete someone else's account", async () => {
      const ada = await buildUser(db());
      const bob = await signedInClient(server, await buildUser(db()));
      const response = await bob.post('i/account/delete', { confirmEmail: ada.primaryEmail });
      expect(response.status).toBe(400);
      const [row] = await db().select().from(users).where(eq(users.id, ada.id));
      expect(row?.deletedAt).toBeNull();
      expect(row?.primaryEmail).toBe(ada.primaryEmail);
    });
  });

  it('answers 401 without a token and 403 with a dead one on every account call (§8)', async () => {
    const anonymous = apiClient(server);
    const dead = await signedInClient(server, await buildUser(db()));
    await revokeSession(db(), dead.session.id);
    const calls: Array<[string, string, unknown]> = [
      ['POST', 'i/account/profile', { name: 'X' }],
      ['GET', 'i/account/export', undefined],
      ['POST', 'i/account/delete', { confirmEmail: dead.user.primaryEmail }],
    ];
    for (const [method, path, body] of calls) {
      const init =
        body === undefined
          ? { method }
          : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      expect((await anonymous.fetch(path, init)).status, path).toBe(401);
      expect((await dead.fetch(path, init)).status, path).toBe(403);
    }
    const [row] = await db().select().from(users).where(eq(users.id, dead.user.id));
    expect(row?.deletedAt).toBeNull();
  });
});
