// Messages the sidebar's content script sends the background (`runtime.sendMessage(message)`)
// for what only the background may do, and the answers. Select Area to Read (issue 7 item 4)
// asks for a picture of the visible tab: `tabs.captureVisibleTab` exists only in the
// background, and needs the `<all_urls>` host permission (wxt.config.ts).

/** Asks for a PNG of the part of the sender's tab that is on screen. */
export interface CaptureVisibleTabMessage {
  type: 'capture-visible-tab';
}

export type ContentScriptToBackgroundMessage = CaptureVisibleTabMessage;

/** The answer: a `data:image/png;base64,…` URL, or why there is none. */
export type CaptureVisibleTabAnswer = { ok: true; dataUrl: string } | { ok: false; error: string };

export const CAPTURE_VISIBLE_TAB_MESSAGE: CaptureVisibleTabMessage = Object.freeze({
  type: 'capture-visible-tab',
});

export function isCaptureVisibleTabMessage(message: unknown): message is CaptureVisibleTabMessage {
  return (
    typeof message === 'object' &&
    message !== null &&
    (message as { type?: unknown }).type === 'capture-visible-tab'
  );
}

/** Who sent a message, as `runtime.onMessage` says. */
export interface ContentScriptSender {
  id?: string;
  tab?: { id?: number; windowId?: number; active?: boolean };
}

/**
 * Answers a capture request from a content script of this extension: the sender's own window
 * is captured, and only when the sender's tab is the one showing (the browser captures the
 * active tab of a window, which must be the tab that asked).
 */
export async function answerCaptureVisibleTab(
  sender: ContentScriptSender,
  ownId: string,
  capture: (windowId: number) => Promise<string>,
): Promise<CaptureVisibleTabAnswer> {
  if (sender.id !== ownId || sender.tab?.windowId === undefined) {
    return { ok: false, error: 'Only a tab of this extension may ask for a capture' };
  }
  if (sender.tab.active === false) {
    return { ok: false, error: 'The tab is not the one on screen' };
  }
  try {
    return { ok: true, dataUrl: await capture(sender.tab.windowId) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
