// Turns the user's box into a PNG of what is under it: the background captures the visible
// tab (only it may), and the content script crops the capture here, at the capture's own
// scale (device pixels), enlarged for small print (cropMaths.ts).
import { browser } from 'wxt/browser';
import {
  CAPTURE_VISIBLE_TAB_MESSAGE,
  type CaptureVisibleTabAnswer,
} from '../../messaging/contentScriptToBackground';
import type { AreaBox, ViewportSize } from './areaBox';
import { planCrop } from './cropMaths';

/** A `data:image/png;base64,…` picture of the visible tab. */
export type CaptureVisibleTab = () => Promise<string>;

/** Asks the background for the capture (entrypoints/background.ts answers). */
export const captureThroughBackground: CaptureVisibleTab = async () => {
  const answer = (await browser.runtime.sendMessage(CAPTURE_VISIBLE_TAB_MESSAGE)) as
    CaptureVisibleTabAnswer | undefined;
  if (!answer?.ok) throw new Error(answer?.error ?? 'The background did not answer');
  return answer.dataUrl;
};

/**
 * Waits until the browser has painted the page as it is now (twice a frame: the frame in
 * which the overlay was removed, then one drawn without it), so the capture shows no overlay.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** The PNG of `box` in a capture of a viewport of `viewport` size; null when it misses it. */
export async function cropCapture(
  dataUrl: string,
  box: AreaBox,
  viewport: ViewportSize,
): Promise<Blob | null> {
  const bitmap = await createImageBitmap(dataUrlToBlob(dataUrl));
  try {
    const plan = planCrop(box, viewport, bitmap);
    if (!plan) return null;
    const canvas = new OffscreenCanvas(plan.width, plan.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, plan.sx, plan.sy, plan.sw, plan.sh, 0, 0, plan.width, plan.height);
    return await canvas.convertToBlob({ type: 'image/png' });
  } finally {
    bitmap.close();
  }
}

/** Decodes a base64 data URL without fetch (a page's CSP may forbid fetching `data:`). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([^;,]+)(;base64)?,(.*)$/su.exec(dataUrl);
  if (!match) throw new TypeError('Not a data URL');
  const [, type, base64, data] = match;
  if (!base64) return new Blob([decodeURIComponent(data!)], { type });
  const binary = atob(data!);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type });
}
