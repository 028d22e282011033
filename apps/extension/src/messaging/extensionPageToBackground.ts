// Messages the extension's own pages (popup, options, content scripts) send the background
// through `runtime.sendMessage(message)`. The §8 logout after a 403 is the api-client's
// EXTENSION_LOGOUT_MESSAGE (`reason: 'forbidden'`); a person pressing "Sign out" sends
// `reason: 'user'`.
import type { ExtensionLogoutMessage } from '@motes/api-client';

/** A logout request: §8 (the server refused the token) or the user's own choice. */
export type ExtensionPageLogoutMessage =
  ExtensionLogoutMessage | { type: 'logout'; reason: 'user' };

export type ExtensionPageToBackgroundMessage = ExtensionPageLogoutMessage;

export function isExtensionPageMessage(
  message: unknown,
): message is ExtensionPageToBackgroundMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, reason } = message as { type?: unknown; reason?: unknown };
  return type === 'logout' && (reason === 'forbidden' || reason === 'user');
}
