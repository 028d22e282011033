import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoalsResponseSchema } from '@motes/shared';
import { revokeSession } from '../../auth/sessionStore.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { apiClient, buildUser, signedInClient } from '../../../test/factories.js';

describe(`i/goals (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.stop());

  it('sets one goal, keeping the others, and stores upper-case states lower case (§4)', async () => {
    const user = await buildUser(server.database.db, {
      goals: { userOnboarding: 'required', productOnboarding: 'required' },
    });
    const client = await signedInClient(server, user);
    const response = await client.post('i/goals', {
      goal: 'userOnboarding',
      state: 'SKIP_FOR_NOW',
    });
    expect(response.status).toBe(200);
    expect(GoalsResponseSchema.parse(await response.json()).goals).toEqual({
      userOnboarding: 'skip_for_now',
      productOnboarding: 'required',
    });
  });

  it('keeps both goals when two updates race', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    await Promise.all([
      client.post('i/goals', { goal: 'loopOptIn', state: 'dismissed' }),
      client.post('i/goals', { goal: 'makeFirstMote', state: 'completed' }),
    ]);
    const response = await client.post('i/goals', { goal: 'myMoteName', state: 'required' });
    expect(GoalsResponseSchema.parse(await response.json()).goals).toEqual({
      loopOptIn: 'dismissed',
      makeFirstMote: 'completed',
      myMoteName: 'required',
    });
  });

  it('refuses unknown goals and states', async () => {
    const client = await signedInClient(server, await buildUser(server.database.db));
    expect((await client.post('i/goals', { goal: 'world', state: 'completed' })).status).toBe(400);
    expect((await client.post('i/goals', { goal: 'loopOptIn', state: 'later' })).status).toBe(400);
  });

  it("changes only the caller's goals; 401 anonymous, 403 dead token", async () => {
    const ada = await buildUser(server.database.db, { goals: { loopOptIn: 'required' } });
    const bob = await signedInClient(server, await buildUser(server.database.db));
    const response = await bob.post('i/goals', { goal: 'loopOptIn', state: 'completed' });
    expect(GoalsResponseSchema.parse(await response.json()).goals).toEqual({
      loopOptIn: 'completed',
    });
    const adaStatus = await (await signedInClient(server, ada)).post('i/status');
    expect(((await adaStatus.json()) as { goals: unknown }).goals).toEqual({
      loopOptIn: 'required',
    });

    expect(
      (await apiClient(server).post('i/goals', { goal: 'loopOptIn', state: 'completed' })).status,
    ).toBe(401);
    await revokeSession(server.database.db, bob.session.id);
    expect((await bob.post('i/goals', { goal: 'loopOptIn', state: 'completed' })).status).toBe(403);
  });
});
