// §7 "Extension messaging timeout is 1000 ms by default (500 ms for a helper). Errors are
// wrapped with the runtime message or 'Unknown error'." jsdom has no `chrome.runtime` (no
// browser extensions exist there): the tests give the messenger a fake one that behaves like
// Chromium's, lastError included.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEVELOPMENT_EXTENSION_ID,
  EXTENSION_MESSAGE_TIMEOUT_MS,
  EXTENSION_TIMEOUT_ERROR_TEXT,
  EXTENSION_UNKNOWN_ERROR_TEXT,
} from '@motes/shared';
import {
  answeringExtension,
  createFakeExtensionRuntime,
  NO_RECEIVER_ERROR,
} from '../../testing/fakeExtensionRuntime';
import { createExtensionMessenger, ExtensionMessagingError } from './extensionMessenger';

afterEach(() => {
  vi.useRealTimers();
});

describe('extension messenger (§7)', () => {
  it("resolves with the extension's version", async () => {
    const runtime = createFakeExtensionRuntime();
    runtime.install(DEVELOPMENT_EXTENSION_ID, answeringExtension('1.2.3'));
    const send = createExtensionMessenger(() => runtime);
    await expect(send(DEVELOPMENT_EXTENSION_ID, { type: 'probe' })).resolves.toEqual({
      version: '1.2.3',
    });
    expect(runtime.sent).toEqual([
      { extensionId: DEVELOPMENT_EXTENSION_ID, message: { type: 'probe' } },
    ]);
  });

  it("wraps the runtime's error message", async () => {
    const runtime = createFakeExtensionRuntime();
    const send = createExtensionMessenger(() => runtime);
    const failure = send(DEVELOPMENT_EXTENSION_ID, { type: 'probe' });
    await expect(failure).rejects.toBeInstanceOf(ExtensionMessagingError);
    await expect(failure).rejects.toThrow(NO_RECEIVER_ERROR);
  });

  it("says 'Unknown error' when there is no runtime or the answer is not one", async () => {
    await expect(
      createExtensionMessenger(() => undefined)(DEVELOPMENT_EXTENSION_ID, { type: 'probe' }),
    ).rejects.toThrow(EXTENSION_UNKNOWN_ERROR_TEXT);
    const runtime = createFakeExtensionRuntime();
    runtime.install(DEVELOPMENT_EXTENSION_ID, () => 'not an answer');
    await expect(
      createExtensionMessenger(() => runtime)(DEVELOPMENT_EXTENSION_ID, { type: 'probe' }),
    ).rejects.toThrow(EXTENSION_UNKNOWN_ERROR_TEXT);
  });

  it("passes on the extension's own refusal", async () => {
    const runtime = createFakeExtensionRuntime();
    runtime.install(DEVELOPMENT_EXTENSION_ID, () => ({ ok: false, error: 'Unknown message' }));
    await expect(
      createExtensionMessenger(() => runtime)(DEVELOPMENT_EXTENSION_ID, { type: 'probe' }),
    ).rejects.toThrow('Unknown message');
  });

  it('gives up after 1000 ms by default, or the timeout given', async () => {
    vi.useFakeTimers();
    const runtime = createFakeExtensionRuntime();
    runtime.install(DEVELOPMENT_EXTENSION_ID, 'silent');
    const send = createExtensionMessenger(() => runtime);

    const byDefault = send(DEVELOPMENT_EXTENSION_ID, { type: 'probe' });
    const outcome = byDefault.then(
      () => 'answered',
      (error: unknown) => (error as Error).message,
    );
    await vi.advanceTimersByTimeAsync(EXTENSION_MESSAGE_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe(EXTENSION_TIMEOUT_ERROR_TEXT);

    const helper = send(DEVELOPMENT_EXTENSION_ID, { type: 'logout' }, 500).catch(
      (error: unknown) => (error as Error).message,
    );
    await vi.advanceTimersByTimeAsync(500);
    await expect(helper).resolves.toBe(EXTENSION_TIMEOUT_ERROR_TEXT);
  });
});
