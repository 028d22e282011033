import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IdentityStatus, SettingsUpdateInput } from '@motes/shared';
import { ReadingSettingsStore, type ReadingSettingsChange } from './readingSettings';

function memoryStorage(initial?: ReadingSettingsChange) {
  const writes: ReadingSettingsChange[] = [];
  return {
    writes,
    read: () => Promise.resolve(initial),
    write: (value: ReadingSettingsChange) => {
      writes.push(value);
      return Promise.resolve();
    },
  };
}

/** The parts of a §3 status these settings read. */
function status(signedIn: boolean): IdentityStatus {
  return {
    auth: { isLoggedIn: signedIn },
    identity: { voiceMappings: { 'en-US': 'en-us' }, voiceSpeed: 1.25 },
    user: signedIn ? { settings: { lastTranslationLanguage: 'fr-FR' } } : undefined,
  } as unknown as IdentityStatus;
}

describe('the reading choices', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('start from the §3 status', () => {
    const store = new ReadingSettingsStore({
      status: status(true),
      saveToAccount: () => Promise.resolve(),
      local: memoryStorage(),
    });
    expect(store.get()).toMatchObject({
      voiceMappings: { 'en-US': 'en-us' },
      voiceSpeed: 1.25,
      lastTranslationLanguage: 'fr-FR',
    });
  });

  it('save a signed-in user’s changes to the account once, 500 ms after the last (§9)', async () => {
    const saved: SettingsUpdateInput[] = [];
    const local = memoryStorage();
    const store = new ReadingSettingsStore({
      status: status(true),
      saveToAccount: (update) => {
        saved.push(update);
        return Promise.resolve();
      },
      local,
    });
    store.change({ voiceSpeed: 1.5 });
    await vi.advanceTimersByTimeAsync(400);
    store.change({ voiceSpeed: 2, voiceMappings: { 'fr-FR': 'fr' } });
    store.change({ lastTranslationLanguage: 'es-ES' });
    expect(store.get()).toMatchObject({ voiceSpeed: 2, lastTranslationLanguage: 'es-ES' });
    await vi.advanceTimersByTimeAsync(499);
    expect(saved).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(saved).toEqual([
      { voiceSpeed: 2, voiceMappings: { 'fr-FR': 'fr' }, lastTranslationLanguage: 'es-ES' },
    ]);
    // Only the highlight colour, which §3 settings have no field for, stays in this browser.
    store.change({ highlightColour: '#80ff80' });
    expect(local.writes).toEqual([{ highlightColour: '#80ff80' }]);
  });

  it('keep an anonymous user’s choices in this browser, and read them back', async () => {
    const saveToAccount = vi.fn(() => Promise.resolve());
    const local = memoryStorage({ voiceSpeed: 0.75 });
    const store = new ReadingSettingsStore({ status: status(false), saveToAccount, local });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.get().voiceSpeed).toBe(0.75);
    store.change({ lastTranslationLanguage: 'de-DE' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(saveToAccount).not.toHaveBeenCalled();
    expect(local.writes.at(-1)).toEqual({ voiceSpeed: 0.75, lastTranslationLanguage: 'de-DE' });
  });

  it('send what waits at once when the sidebar closes, and keep a failed save for the next', async () => {
    const saveToAccount = vi.fn((_update: SettingsUpdateInput) =>
      Promise.reject<unknown>(new Error('offline')),
    );
    const store = new ReadingSettingsStore({
      status: status(true),
      saveToAccount,
      local: memoryStorage(),
    });
    store.change({ voiceSpeed: 1.5 });
    store.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveToAccount).toHaveBeenCalledWith({ voiceSpeed: 1.5 });
    saveToAccount.mockImplementation(() => Promise.resolve(undefined));
    store.change({ lastTranslationLanguage: 'es-ES' });
    await vi.advanceTimersByTimeAsync(500);
    expect(saveToAccount).toHaveBeenLastCalledWith({
      voiceSpeed: 1.5,
      lastTranslationLanguage: 'es-ES',
    });
  });
});
