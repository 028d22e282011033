import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IdentityStatusSchema,
  LOCKED_HIGHLIGHT_MESSAGE,
  SettingsResponseSchema,
  type Settings,
} from '@motes/shared';
import { revokeSession } from '../../auth/sessionStore.js';
import { getTestServer, type TestServer } from '../../../test/testServer.js';
import { TEST_DB_KIND } from '../../../test/testDatabase.js';
import { apiClient, buildUser, signedInClient, type ApiClient } from '../../../test/factories.js';

describe(`i/settings (${TEST_DB_KIND})`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await getTestServer();
  });
  afterAll(() => server.stop());

  const newClient = async () => signedInClient(server, await buildUser(server.database.db));

  async function save(client: ApiClient, body: unknown): Promise<Settings> {
    const response = await client.post('i/settings', body);
    expect(response.status, await response.clone().text()).toBe(200);
    return SettingsResponseSchema.parse(await response.json()).settings;
  }

  it('saves a partial update and answers every setting, defaults filled in (§3, §7)', async () => {
    const client = await newClient();
    const settings = await save(client, {
      voiceSpeed: 1.5,
      voiceMappings: { 'fr-FR': 'Amélie' },
      lastTranslationLanguage: 'es',
      preferredLocale: 'en-GB',
    });
    expect(settings).toMatchObject({
      voiceSpeed: 1.5,
      voiceMappings: { 'fr-FR': 'Amélie' },
      lastTranslationLanguage: 'es',
      preferredLocale: 'en-GB',
      transcriptionOptOutEnabled: false,
    });
    expect(settings.highlightColours[0]).toEqual({
      colour: 'blue',
      label: 'Vocabulary',
      isLocked: true,
    });

    // A later partial update keeps what it does not name; the maps merge per key.
    const next = await save(client, {
      voiceMappings: { 'en-GB': 'Oliver' },
      loopPrompt: 'Tell me',
    });
    expect(next.voiceSpeed).toBe(1.5);
    expect(next.voiceMappings).toEqual({ 'fr-FR': 'Amélie', 'en-GB': 'Oliver' });
    expect(next.loopPrompt).toBe('Tell me');

    // null removes a voice mapping and clears an optional setting.
    const cleared = await save(client, { voiceMappings: { 'fr-FR': null }, loopPrompt: null });
    expect(cleared.voiceMappings).toEqual({ 'en-GB': 'Oliver' });
    expect(cleared.loopPrompt).toBeUndefined();
  });

  it('shows saved settings in the status (§3 identity, device)', async () => {
    const client = await newClient();
    await save(client, {
      voiceSpeed: 0.75,
      preferredLocale: 'en-GB',
      highlightColours: { green: 'Proof' },
    });
    const status = IdentityStatusSchema.parse(await (await client.post('v1/i/status')).json());
    expect(status.identity.voiceSpeed).toBe(0.75);
    expect(status.device.recommendedUXLocale).toBe('en-GB');
    expect(status.identity.highlightColours.find((entry) => entry.colour === 'green')?.label).toBe(
      'Proof',
    );
    expect(status.user?.settings.voiceSpeed).toBe(0.75);
  });

  it('renames the four unlocked highlighters; blue stays Vocabulary (§3)', async () => {
    const client = await newClient();
    const settings = await save(client, {
      highlightColours: { blue: 'Vocabulary', yellow: 'Key ideas', purple: 'Feelings' },
    });
    expect(settings.highlightColours.map((entry) => entry.label)).toEqual([
      'Vocabulary',
      'Key ideas',
      'Evidence',
      'Questions',
      'Feelings',
    ]);
  });

  it('refuses to rename the locked blue highlighter with a clear 400 (§3)', async () => {
    const client = await newClient();
    const response = await client.post('i/settings', { highlightColours: { blue: 'Words' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; message: string };
    expect(body.error).toBe('invalid_request');
    expect(body.message).toBe(`highlightColours.blue: ${LOCKED_HIGHLIGHT_MESSAGE}`);
    // Nothing was saved.
    expect((await save(client, {})).highlightColours[0]?.label).toBe('Vocabulary');
  });

  it('refuses a voice speed outside 0.5–2 and unknown fields', async () => {
    const client = await newClient();
    for (const body of [
      { voiceSpeed: 0.25 },
      { voiceSpeed: 3 },
      { voiceSped: 1 },
      { preferredLocale: 'de-DE' },
    ]) {
      const response = await client.post('i/settings', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await save(client, {})).voiceSpeed).toBe(1);
  });

  it('keeps both changes when two saves race (row lock)', async () => {
    const client = await newClient();
    await Promise.all([
      save(client, { voiceMappings: { 'fr-FR': 'A' } }),
      save(client, { voiceMappings: { 'es-ES': 'B' } }),
      save(client, { highlightColours: { green: 'G' } }),
      save(client, { highlightColours: { orange: 'O' } }),
    ]);
    const settings = await save(client, {});
    expect(settings.voiceMappings).toEqual({ 'fr-FR': 'A', 'es-ES': 'B' });
    expect(settings.highlightColours.map((entry) => entry.label)).toContain('G');
    expect(settings.highlightColours.map((entry) => entry.label)).toContain('O');
  });

  it("changes only the caller's settings", async () => {
    const ada = await newClient();
    const bob = await newClient();
    await save(ada, { voiceSpeed: 2 });
    await save(bob, { voiceSpeed: 0.5 });
    expect((await save(ada, {})).voiceSpeed).toBe(2);
  });

  it('answers 401 without a token and 403 with a dead one (§8: the client signs out)', async () => {
    expect((await apiClient(server).post('i/settings', { voiceSpeed: 1 })).status).toBe(401);
    const client = await newClient();
    await revokeSession(server.database.db, client.session.id);
    expect((await client.post('i/settings', { voiceSpeed: 1 })).status).toBe(403);
  });
});
