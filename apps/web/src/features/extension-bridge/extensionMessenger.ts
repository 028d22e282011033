// §7 "Extension messaging timeout is 1000 ms by default (500 ms for a helper). Errors are wrapped
// with the runtime message or 'Unknown error'." The website's only way to reach the extension:
// `chrome.runtime.sendMessage(extensionId, message)`, which Chromium gives a page only when an
// installed extension lists the page's origin in `externally_connectable`.
import {
  EXTENSION_MESSAGE_TIMEOUT_MS,
  EXTENSION_TIMEOUT_ERROR_TEXT,
  EXTENSION_UNKNOWN_ERROR_TEXT,
  ExtensionAnswerSchema,
  type WebsiteToExtensionMessage,
} from '@motes/shared';

/** The slice of `chrome.runtime` a web page can use. */
export interface PageExtensionRuntime {
  sendMessage(extensionId: string, message: unknown, callback: (response: unknown) => void): void;
  readonly lastError?: { message?: string } | undefined;
}

/** The page's `chrome.runtime`, or undefined when no extension lets this page message it. */
export function pageExtensionRuntime(): PageExtensionRuntime | undefined {
  const runtime = (globalThis as { chrome?: { runtime?: Partial<PageExtensionRuntime> } }).chrome
    ?.runtime;
  return typeof runtime?.sendMessage === 'function' ? (runtime as PageExtensionRuntime) : undefined;
}

/** A message that got no usable answer, with the runtime's message or §7 'Unknown error'. */
export class ExtensionMessagingError extends Error {
  override readonly name = 'ExtensionMessagingError';
}

/** What a successful answer carries. */
export interface ExtensionReply {
  version: string;
}

/** Sends website messages to one extension id. */
export type ExtensionMessenger = (
  extensionId: string,
  message: WebsiteToExtensionMessage,
  timeoutMs?: number,
) => Promise<ExtensionReply>;

function errorText(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return EXTENSION_UNKNOWN_ERROR_TEXT;
}

/**
 * Creates the messenger over `getRuntime()` (looked up per message). Resolves with the answer
 * of a `{ ok: true }` reply; rejects with an {@link ExtensionMessagingError} when there is no
 * runtime, the runtime reports an error, the reply says `ok: false` or is not a reply at all,
 * or nothing comes back within the timeout (§7, 1000 ms unless given).
 */
export function createExtensionMessenger(
  getRuntime: () => PageExtensionRuntime | undefined = pageExtensionRuntime,
): ExtensionMessenger {
  return (extensionId, message, timeoutMs = EXTENSION_MESSAGE_TIMEOUT_MS) =>
    new Promise<ExtensionReply>((resolve, reject) => {
      const runtime = getRuntime();
      if (!runtime) {
        reject(new ExtensionMessagingError(EXTENSION_UNKNOWN_ERROR_TEXT));
        return;
      }
      let settled = false;
      const timer = setTimeout(() => {
        settled = true;
        reject(new ExtensionMessagingError(EXTENSION_TIMEOUT_ERROR_TEXT));
      }, timeoutMs);
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        outcome();
      };
      try {
        runtime.sendMessage(extensionId, message, (response) => {
          // Reading lastError inside the callback is what tells Chromium the error was seen.
          const lastError = runtime.lastError;
          settle(() => {
            if (lastError) return reject(new ExtensionMessagingError(errorText(lastError)));
            const answer = ExtensionAnswerSchema.safeParse(response);
            if (!answer.success) {
              return reject(new ExtensionMessagingError(EXTENSION_UNKNOWN_ERROR_TEXT));
            }
            if (!answer.data.ok) {
              return reject(
                new ExtensionMessagingError(answer.data.error || EXTENSION_UNKNOWN_ERROR_TEXT),
              );
            }
            resolve({ version: answer.data.version });
          });
        });
      } catch (error) {
        settle(() => reject(new ExtensionMessagingError(errorText(error))));
      }
    });
}
