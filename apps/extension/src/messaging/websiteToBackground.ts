// Messages the website sends to the background worker through `runtime.sendMessage(id, …)`
// and the answers it gets back (§7 "Messages to the extension"). Named by direction, as
// the other message families will be (SidebarToBackground, BackgroundToSidebar, ...).

/** A message from the website. `probe` asks "are you installed?" (§4 "Extension detection"). */
export type WebsiteToBackgroundMessage = { type: 'probe' } | { type: 'get_version' };

/** The background worker's answer to a {@link WebsiteToBackgroundMessage}. */
export type BackgroundToWebsiteResponse =
  { ok: true; version: string } | { ok: false; error: string };

function isWebsiteMessage(message: unknown): message is WebsiteToBackgroundMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type } = message as { type?: unknown };
  return type === 'probe' || type === 'get_version';
}

/** Answers a message from the website; anything unknown gets `ok: false` and a reason. */
export function answerWebsiteMessage(
  message: unknown,
  version: string,
): BackgroundToWebsiteResponse {
  if (!isWebsiteMessage(message)) return { ok: false, error: 'Unknown message' };
  // Both messages only need the version today; `save-identity-data` will be the first
  // that does more.
  return { ok: true, version };
}
