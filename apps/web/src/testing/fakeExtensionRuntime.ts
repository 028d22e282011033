// A stand-in for the `chrome.runtime` Chromium gives a web page when an installed extension
// accepts messages from it (`externally_connectable`). jsdom has no extensions and no
// `chrome` object at all, so unit tests install this one; the real messaging runs in
// e2e/extension/handshake.spec.ts against the built extension in Chromium.
import type { PageExtensionRuntime } from '../features/extension-bridge/extensionMessenger';

/** Answers one message, like the extension's `onMessageExternal` listener. */
export type FakeExtensionHandler = (message: unknown) => unknown;

export interface SentExtensionMessage {
  extensionId: string;
  message: unknown;
}

export interface FakeExtensionRuntime extends PageExtensionRuntime {
  sent: SentExtensionMessage[];
  /** Installs an extension under `id` (replacing any); `'silent'` never answers. */
  install(id: string, handler: FakeExtensionHandler | 'silent'): void;
  uninstall(id: string): void;
  /** Puts it on `globalThis.chrome.runtime`; returns the function that takes it away. */
  attach(): () => void;
}

/** Chromium's `lastError` text for an id with no extension behind it. */
export const NO_RECEIVER_ERROR = 'Could not establish connection. Receiving end does not exist.';

export function createFakeExtensionRuntime(): FakeExtensionRuntime {
  const extensions = new Map<string, FakeExtensionHandler | 'silent'>();
  let lastError: { message?: string } | undefined;
  const runtime: FakeExtensionRuntime = {
    sent: [],
    get lastError() {
      return lastError;
    },
    sendMessage(extensionId, message, callback) {
      runtime.sent.push({ extensionId, message: structuredClone(message) });
      const handler = extensions.get(extensionId);
      if (handler === 'silent') return;
      // Chromium answers asynchronously, with lastError set only while the callback runs.
      queueMicrotask(() => {
        if (!handler) {
          lastError = { message: NO_RECEIVER_ERROR };
          callback(undefined);
        } else {
          lastError = undefined;
          callback(handler(structuredClone(message)));
        }
        lastError = undefined;
      });
    },
    install: (id, handler) => void extensions.set(id, handler),
    uninstall: (id) => void extensions.delete(id),
    attach() {
      const holder = globalThis as { chrome?: unknown };
      const previous = holder.chrome;
      holder.chrome = { runtime };
      return () => {
        holder.chrome = previous;
      };
    },
  };
  return runtime;
}

/** An extension that answers like the real background: `{ ok: true, version }` to everything. */
export function answeringExtension(version: string): FakeExtensionHandler {
  return () => ({ ok: true, version });
}
