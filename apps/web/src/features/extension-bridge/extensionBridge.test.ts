// §4 "Extension detection" and §7 broadcasts, on the bridge alone. jsdom has no browser
// extensions, so a fake `chrome.runtime` (testing/fakeExtensionRuntime.ts) plays the installed
// (or missing) extension; the identity store here is a small state holder, because these tests
// are about what the bridge sends — ExtensionHandshake.test.tsx runs it with the app's real store.
import { describe, expect, it } from 'vitest';
import type { IdentityState } from '@motes/identity';
import {
  createMemoryStorage,
  createStorageWrapper,
  DEVELOPMENT_EXTENSION_ID,
  EXTENSION_PROBE_MAX_TRIES,
  EXTENSION_STATUS_STORAGE_KEY,
  type StorageWrapper,
} from '@motes/shared';
import {
  answeringExtension,
  createFakeExtensionRuntime,
  type FakeExtensionRuntime,
} from '../../testing/fakeExtensionRuntime';
import { createExtensionBridge, type ExtensionBridge } from './extensionBridge';
import { createExtensionMessenger } from './extensionMessenger';

const STORE_ID = 'aaaabbbbccccddddeeeeffffgggghhhh';

interface Setup {
  bridge: ExtensionBridge;
  runtime: FakeExtensionRuntime;
  storage: StorageWrapper;
  presence: { present: boolean; version?: string | null }[];
}

function setup(storage = createStorageWrapper(createMemoryStorage())): Setup {
  const runtime = createFakeExtensionRuntime();
  const presence: Setup['presence'] = [];
  const bridge = createExtensionBridge({
    extensionIds: [STORE_ID, DEVELOPMENT_EXTENSION_ID],
    storage,
    trackPresence: (event) => void presence.push(event),
    messenger: createExtensionMessenger(() => runtime),
    canMessage: () => true,
    hostname: () => 'motes.test',
    // The spec's 1 s between tries, shortened: these tests count tries, not seconds.
    intervalMs: 1,
  });
  return { bridge, runtime, storage, presence };
}

function anonymousStore() {
  const state = {
    phase: 'ready',
    user: { accessToken: '', anonymousUserId: 'anonymous:from_website:x', anonymousCreatedAt: 1 },
  } as unknown as IdentityState;
  return { getState: () => state, subscribe: () => () => {} };
}

function waitUntil(check: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    const poll = () => (check() ? resolve() : setTimeout(poll, 2));
    poll();
  });
}

const probes = (runtime: FakeExtensionRuntime) =>
  runtime.sent.filter(({ message }) => (message as { type: string }).type === 'probe');

describe('extension detection (§4)', () => {
  it('is installed once a probe is answered; stores status and version and sends the event', async () => {
    const { bridge, runtime, storage, presence } = setup();
    runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.4.0'));
    const stop = bridge.start(anonymousStore());
    await waitUntil(() => !bridge.getState().checking);
    stop();

    expect(bridge.getState().status).toEqual({ installed: true, version: '0.4.0' });
    expect(storage.get(EXTENSION_STATUS_STORAGE_KEY)).toEqual({
      installed: true,
      version: '0.4.0',
    });
    expect(presence).toEqual([{ present: true, version: '0.4.0' }]);
    // Every configured id is probed; the first answer ends detection.
    expect(probes(runtime).map(({ extensionId }) => extensionId)).toEqual([
      STORE_ID,
      DEVELOPMENT_EXTENSION_ID,
    ]);
  });

  it('sends no event when the stored status did not change', async () => {
    const first = setup();
    first.runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.4.0'));
    first.bridge.start(anonymousStore());
    await waitUntil(() => !first.bridge.getState().checking);

    const again = setup(first.storage);
    again.runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.4.0'));
    expect(again.bridge.getState().status).toEqual({ installed: true, version: '0.4.0' });
    again.bridge.start(anonymousStore());
    await waitUntil(() => !again.bridge.getState().checking);
    expect(again.presence).toEqual([]);

    // A new version is a change.
    const updated = setup(first.storage);
    updated.runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('0.5.0'));
    updated.bridge.start(anonymousStore());
    await waitUntil(() => !updated.bridge.getState().checking);
    expect(updated.presence).toEqual([{ present: true, version: '0.5.0' }]);
  });

  it('resets to not installed at the 2nd unanswered try, and stops after 180 tries', async () => {
    const storage = createStorageWrapper(createMemoryStorage());
    storage.set(EXTENSION_STATUS_STORAGE_KEY, { installed: true, version: '0.4.0' });
    const { bridge, runtime, presence } = setup(storage);
    expect(bridge.getState()).toEqual({
      status: { installed: true, version: '0.4.0' },
      checking: true,
    });
    bridge.start(anonymousStore());

    await waitUntil(() => probes(runtime).length >= 2 * 2);
    await waitUntil(() => !bridge.getState().checking);
    expect(bridge.getState().status).toEqual({ installed: false, version: null });
    expect(storage.get(EXTENSION_STATUS_STORAGE_KEY)).toEqual({ installed: false, version: null });
    expect(presence).toEqual([{ present: false, version: null }]);

    await waitUntil(() => probes(runtime).length >= EXTENSION_PROBE_MAX_TRIES * 2);
    await new Promise((resolve) => setTimeout(resolve, 30));
    // Two ids per try.
    expect(probes(runtime)).toHaveLength(EXTENSION_PROBE_MAX_TRIES * 2);
  });

  it('still finds an extension that starts answering on a later try', async () => {
    const { bridge, runtime, presence } = setup();
    bridge.start(anonymousStore());
    await waitUntil(() => probes(runtime).length >= 5 * 2);
    runtime.install(STORE_ID, answeringExtension('2.0.0'));
    await waitUntil(() => bridge.getState().status.installed);
    expect(bridge.getState().status).toEqual({ installed: true, version: '2.0.0' });
    // Nothing was stored before, so "not installed" at the 2nd try was no change.
    expect(presence).toEqual([{ present: true, version: '2.0.0' }]);
  });

  it('stops probing when stopped', async () => {
    const { bridge, runtime } = setup();
    const stop = bridge.start(anonymousStore());
    await waitUntil(() => probes(runtime).length >= 2);
    stop();
    const sent = probes(runtime).length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(probes(runtime).length).toBeLessThanOrEqual(sent + 2);
  });
});

describe('broadcasts (§7)', () => {
  const record = {
    accessToken: 'token-ada',
    userId: 'user-ada',
    primaryEmailAddress: 'ada@school.example',
    displayName: 'Ada',
    isPaid: true,
    institutionName: 'Hill School',
    anonymousUserId: 'anonymous:from_website:x',
  };

  it('sends login (only what the extension needs) and last_login_hostname to every configured id', async () => {
    const { bridge, runtime } = setup();
    bridge.broadcast({ type: 'login', user: record });
    await waitUntil(() => runtime.sent.length === 4);
    const user = {
      accessToken: 'token-ada',
      userId: 'user-ada',
      primaryEmailAddress: 'ada@school.example',
      displayName: 'Ada',
    };
    expect(runtime.sent).toEqual([
      { extensionId: STORE_ID, message: { type: 'login', user } },
      { extensionId: STORE_ID, message: { type: 'last_login_hostname', hostname: 'motes.test' } },
      { extensionId: DEVELOPMENT_EXTENSION_ID, message: { type: 'login', user } },
      {
        extensionId: DEVELOPMENT_EXTENSION_ID,
        message: { type: 'last_login_hostname', hostname: 'motes.test' },
      },
    ]);
  });

  it('sends logout to every configured id', () => {
    const { bridge, runtime } = setup();
    bridge.broadcast({ type: 'logout' });
    expect(runtime.sent).toEqual([
      { extensionId: STORE_ID, message: { type: 'logout' } },
      { extensionId: DEVELOPMENT_EXTENSION_ID, message: { type: 'logout' } },
    ]);
  });

  it('sends nothing for an incomplete login record', () => {
    const { bridge, runtime } = setup();
    bridge.broadcast({ type: 'login', user: { accessToken: 'token-only' } });
    expect(runtime.sent).toEqual([]);
  });
});
