// §7 `i/settings` "debounced 500 ms" (§9 settings save debounce), through the store.
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { mergeSettingsUpdates } from './settingsSaver';
import { sendJson } from './testSupport/fakeMotesApi';
import type { TabOptions } from './testSupport/storeHarness';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };
const login = { accessToken: 'token-1', userId: 'u-ada', primaryEmailAddress: 'ada@school.test' };

async function signedInTab(options: TabOptions = {}) {
  testbed.api.signIn(ada, login.accessToken);
  const tab = testbed.openTab(options);
  await tab.store.completeLogin(login, { withOTL: true, withEmail: true });
  return tab;
}

const settingsCalls = () => testbed.api.requestsTo('i/settings');

describe('§7/§9 settings saved with a 500 ms debounce', () => {
  it('§9 waits 500 ms after the last change before saving', async () => {
    const { store } = await signedInTab({ settingsDebounceMs: undefined });
    const changedAt = performance.now();
    store.updateSettings({ voiceSpeed: 1.5 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settingsCalls()).toHaveLength(0);
    await vi.waitFor(() => expect(settingsCalls()).toHaveLength(1), { timeout: 2000 });
    expect(performance.now() - changedAt).toBeGreaterThanOrEqual(490);
  });

  it('§7 sends changes made close together in one call, merging the voice map per locale', async () => {
    const { store } = await signedInTab();
    store.updateSettings({ voiceSpeed: 1.25, voiceMappings: { 'en-US': 'Ava' } });
    store.updateSettings({ voiceMappings: { 'fr-FR': 'Luc' } });
    store.updateSettings({ voiceSpeed: 0.75 });
    expect(store.getState().settingsSavePending).toBe(true);
    await vi.waitFor(() => expect(store.getState().settingsSavePending).toBe(false));
    expect(settingsCalls()).toHaveLength(1);
    expect(settingsCalls()[0]).toMatchObject({
      headers: { authorization: 'Bearer token-1' },
      body: { voiceSpeed: 0.75, voiceMappings: { 'en-US': 'Ava', 'fr-FR': 'Luc' } },
    });
  });

  it('puts the saved settings into the status and passes them to the mutation callback', async () => {
    const changes: unknown[] = [];
    const { store } = await signedInTab({ onStatusChange: (status) => changes.push(status) });
    const before = changes.length;
    store.updateSettings({ voiceSpeed: 1.5 });
    await store.flushSettings();
    expect(store.getState().status?.identity.voiceSpeed).toBe(1.5);
    expect(store.getState().status?.user?.settings.voiceSpeed).toBe(1.5);
    expect(changes.length).toBe(before + 1);
  });

  it('refreshes the status after a change the server derives other fields from', async () => {
    const { store } = await signedInTab();
    const statusCalls = testbed.api.requestsTo('i/status').length;
    store.updateSettings({ transcriptionOptOutEnabled: true });
    await store.flushSettings();
    await vi.waitFor(() => expect(testbed.api.requestsTo('i/status').length).toBe(statusCalls + 1));
  });

  it('keeps the values of a failed save and sends them with the next one', async () => {
    const { store } = await signedInTab();
    testbed.api.override('i/settings', (_request, response) => sendJson(response, 503, {}));
    store.updateSettings({ voiceSpeed: 1.5 });
    await store.flushSettings();
    expect(store.getState().settingsSaveError?.message).toMatch(/status code 503/);
    expect(store.getState().settingsSavePending).toBe(true);
    testbed.api.override('i/settings', () => false);
    store.updateSettings({ lastTranslationLanguage: 'es' });
    await store.flushSettings();
    expect(settingsCalls().at(-1)?.body).toEqual({
      voiceSpeed: 1.5,
      lastTranslationLanguage: 'es',
    });
    expect(store.getState().settingsSaveError).toBeUndefined();
  });

  it('saves queued settings with the old session before logging out', async () => {
    const { store } = await signedInTab();
    store.updateSettings({ voiceSpeed: 2 });
    await store.logout();
    expect(settingsCalls()).toHaveLength(1);
    expect(settingsCalls()[0]?.headers.authorization).toBe('Bearer token-1');
    const order = testbed.api.requests.map((request) => request.path);
    expect(order.indexOf('i/settings')).toBeLessThan(order.indexOf('i/signOut'));
  });

  it('never re-sends a failed save of one user with the next session', async () => {
    const { store } = await signedInTab();
    testbed.api.override('i/settings', (_request, response) => {
      setTimeout(() => sendJson(response, 503, {}), 50);
    });
    store.updateSettings({ voiceSpeed: 1.5 });
    const saving = store.flushSettings();
    await vi.waitFor(() => expect(settingsCalls()).toHaveLength(1));
    await store.logout();
    await saving;
    expect(store.getState()).toMatchObject({
      settingsSavePending: false,
      settingsSaveError: undefined,
    });
  });

  it('refuses settings from an anonymous visitor and invalid values, before any call', async () => {
    const { store } = testbed.openTab();
    expect(() => store.updateSettings({ voiceSpeed: 1 })).toThrow(
      'You must be logged in to save settings',
    );
    const signedIn = await signedInTab();
    expect(() => signedIn.store.updateSettings({ voiceSpeed: 9 })).toThrow(z.core.$ZodError);
    expect(settingsCalls()).toHaveLength(0);
  });
});

describe('merging settings updates', () => {
  it('replaces fields and merges the two maps per key', () => {
    expect(
      mergeSettingsUpdates(
        { voiceSpeed: 1, highlightColours: { yellow: 'Ideas' }, voiceMappings: { 'en-US': 'A' } },
        { voiceSpeed: 2, highlightColours: { green: 'Proof' }, voiceMappings: { 'en-US': null } },
      ),
    ).toEqual({
      voiceSpeed: 2,
      highlightColours: { yellow: 'Ideas', green: 'Proof' },
      voiceMappings: { 'en-US': null },
    });
  });
});
