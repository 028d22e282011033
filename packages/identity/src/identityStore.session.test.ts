// §4 identity store: idle → ready, fallbacks before ready, cached identity first then fresh,
// §5 status validation, derived values. Real localStorage (jsdom), real HTTP on 127.0.0.1.
import { describe, expect, it } from 'vitest';
import {
  IDENTITY_CACHE_STORAGE_KEY,
  USER_STORAGE_KEY,
  createMemoryStorage,
  createStorageWrapper,
} from '@motes/shared';
import {
  deviceOf,
  isInTrialState,
  isLoggedIn,
  isQuotaExhausted,
  minorFlagOf,
} from './identityState';
import { sendJson } from './testSupport/fakeMotesApi';
import { buildStatus } from './testSupport/statusFixtures';
import { useIdentityTestbed } from './testSupport/storeHarness';

const testbed = useIdentityTestbed();
const ada = { userId: 'u-ada', email: 'ada@school.test' };

function storedUser(): Record<string, unknown> {
  return JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY) ?? 'null') as Record<
    string,
    unknown
  >;
}

function seedSignedIn(token: string, user = ada): void {
  testbed.api.signIn(user, token);
  window.localStorage.setItem(
    USER_STORAGE_KEY,
    JSON.stringify({
      accessToken: token,
      userId: user.userId,
      primaryEmailAddress: user.email,
      lastUserId: user.userId,
      anonymousUserId: 'anonymous:from_website:11111111-1111-4111-8111-111111111111',
      anonymousCreatedAt: 1,
    }),
  );
}

describe('§3/§4 session: anonymous to start', () => {
  it('§3 a new website visitor gets anonymous:from_website:<uuid> and an empty token, stored under mote-auth-', () => {
    const { store } = testbed.openTab();
    const { user } = store.getState();
    expect(user.anonymousUserId).toMatch(/^anonymous:from_website:[0-9a-f-]{36}$/);
    expect(user.accessToken).toBe('');
    expect(USER_STORAGE_KEY.startsWith('mote-auth-')).toBe(true);
    expect(storedUser()).toMatchObject({ anonymousUserId: user.anonymousUserId, accessToken: '' });
  });

  it('§3 the extension gets anonymous:from_extension:<uuid>', () => {
    const { store } = testbed.openTab({ clientType: 'extension' });
    expect(store.getState().user.anonymousUserId).toMatch(/^anonymous:from_extension:/);
  });

  it('§3 keeps the anonymous id across reloads', () => {
    const first = testbed.openTab().store.getState().user.anonymousUserId;
    expect(testbed.openTab().store.getState().user.anonymousUserId).toBe(first);
  });
});

describe('§4 identity store: idle, then ready once a status is loaded', () => {
  it('§4 starts idle with en-US locales and transcription opt-out true, then is ready with the server values', async () => {
    const { store } = testbed.openTab();
    expect(store.getState().phase).toBe('idle');
    expect(deviceOf(store.getState())).toEqual({
      recommendedUXLocale: 'en-US',
      recommendedTranscriptionLocale: 'en-US',
      transcriptionOptOutEnabled: true,
    });
    await store.start();
    expect(store.getState()).toMatchObject({ phase: 'ready', statusSource: 'server' });
    expect(deviceOf(store.getState())).toEqual({
      recommendedUXLocale: 'en-GB',
      recommendedTranscriptionLocale: 'fr-FR',
      transcriptionOptOutEnabled: false,
    });
  });

  it('§4 loads the cached identity first, then fetches a fresh one and saves it', async () => {
    seedSignedIn('token-1');
    const cached = buildStatus({ ...ada, token: 'token-1' });
    cached.device.recommendedTranscriptionLocale = 'de-DE';
    window.localStorage.setItem(IDENTITY_CACHE_STORAGE_KEY, JSON.stringify(cached));
    const { store } = testbed.openTab();
    const seen: string[] = [];
    store.subscribe((state) => {
      if (state.statusSource)
        seen.push(`${state.statusSource}:${state.status?.device.recommendedTranscriptionLocale}`);
    });
    await store.start();
    expect(seen).toEqual(['cache:de-DE', 'server:fr-FR']);
    const saved = JSON.parse(window.localStorage.getItem(IDENTITY_CACHE_STORAGE_KEY) ?? '{}');
    expect(saved.device.recommendedTranscriptionLocale).toBe('fr-FR');
    // The token's one stored copy is the user record.
    expect(saved.auth.accessToken).toBeNull();
  });

  it('ignores a cached identity that belongs to another session', async () => {
    window.localStorage.setItem(
      IDENTITY_CACHE_STORAGE_KEY,
      JSON.stringify(buildStatus({ ...ada, token: 'old-token' })),
    );
    const { store } = testbed.openTab();
    const sources: unknown[] = [];
    store.subscribe((state) => sources.push(state.statusSource));
    await store.start();
    expect(sources).not.toContain('cache');
  });

  it('§4 passes later changes to the mutation callback, not the first fresh status', async () => {
    const changes: unknown[] = [];
    const { store } = testbed.openTab({ onStatusChange: (status) => changes.push(status) });
    await store.start();
    expect(changes).toHaveLength(0);
    await store.refresh();
    expect(changes).toHaveLength(1);
  });

  it('§4 start() is idempotent', async () => {
    const { store } = testbed.openTab();
    await Promise.all([store.start(), store.start()]);
    expect(testbed.api.requestsTo('i/status')).toHaveLength(1);
  });

  it('stays idle with statusError when the server is unreachable', async () => {
    testbed.api.override('i/status', (_request, response) => sendJson(response, 500, {}));
    const { store } = testbed.openTab();
    await store.start();
    expect(store.getState().phase).toBe('idle');
    expect(store.getState().statusError?.message).toMatch(/^Request failed with status code 500/);
  });
});

describe('§5 status validation', () => {
  it("§5 a status response without auth.isLoggedIn is refused: 'A status response needs auth.isLoggedIn'", async () => {
    testbed.api.override('i/status', (_request, response) => {
      const { auth: _auth, ...rest } = buildStatus();
      sendJson(response, 200, { ...rest, auth: { accessToken: null, acquiredScopes: [] } });
    });
    const { store } = testbed.openTab();
    await store.start();
    expect(store.getState().phase).toBe('idle');
    expect(store.getState().statusError?.message).toBe('A status response needs auth.isLoggedIn');
  });

  it('§5 accessing a missing identity raises an error unless the user is authenticated', async () => {
    const anonymous = testbed.openTab({ storage: createStorageWrapper(createMemoryStorage()) });
    expect(() => anonymous.store.requireStatus()).toThrow('The identity is not loaded yet');
    seedSignedIn('token-1');
    const authenticated = testbed.openTab();
    expect(authenticated.store.requireStatus()).toBeUndefined();
    await authenticated.store.start();
    expect(authenticated.store.requireStatus()?.auth.isLoggedIn).toBe(true);
  });
});

describe('§4 derived values', () => {
  it('§4 logged in only when ready and auth.isLoggedIn is true', async () => {
    seedSignedIn('token-1');
    const { store } = testbed.openTab();
    expect(store.getAccessToken()).toBe('token-1');
    expect(isLoggedIn(store.getState())).toBe(false);
    await store.start();
    expect(isLoggedIn(store.getState())).toBe(true);
  });

  it("§4 trial: productEnum 'unlimited' without VIP or paid", async () => {
    seedSignedIn('token-1', { ...ada, productEnum: 'unlimited' } as typeof ada);
    const trial = testbed.openTab();
    await trial.store.start();
    expect(isInTrialState(trial.store.getState())).toBe(true);
    testbed.api.signIn({ ...ada, productEnum: 'unlimited', isVIP: true }, 'token-1');
    await trial.store.refresh();
    expect(isInTrialState(trial.store.getState())).toBe(false);
  });

  it('§3 quota exhausted when rationing applies and used ≥ total (both known)', async () => {
    seedSignedIn('token-1');
    const { store } = testbed.openTab();
    expect(isQuotaExhausted(store.getState())).toBe(false);
    await store.start();
    expect(isQuotaExhausted(store.getState())).toBe(true);
  });

  it("§5 isMinor is normalised to '1'/'0' and copied to the stored user", async () => {
    seedSignedIn('token-1', { ...ada, isMinor: true } as typeof ada);
    const { store } = testbed.openTab();
    expect(minorFlagOf(store.getState())).toBe('0');
    await store.start();
    expect(minorFlagOf(store.getState())).toBe('1');
    expect(storedUser()).toMatchObject({ isMinor: true, displayName: 'Ada Lovelace' });
    expect(store.getState().user.isMinor).toBe(true);
  });
});
