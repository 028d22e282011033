// Select Area to Read, from a chosen box to its text: capture the tab, crop, and send the crop
// to `POST t/ocr` in the page's language. Every way it can fail ends in a message for the user:
// the server's own words where it gave some (422 "Reading text from images is not available
// for …"), else a plain one.
import { isAbortError, recognizeText, type ApiClient } from '@motes/api-client';
import { SELECT_AREA_TEXTS, type OcrResult } from '@motes/shared';
import { engineFailureOf } from '../../engineErrorMessage';
import type { AreaBox, ViewportSize } from './areaBox';
import { afterNextPaint, cropCapture, type CaptureVisibleTab } from './captureArea';

/** How reading an area ended. */
export type AreaReading =
  | { kind: 'text'; text: string; result: OcrResult }
  | { kind: 'empty' }
  | { kind: 'error'; message: string };

export interface ReadAreaDeps {
  captureVisibleTab: CaptureVisibleTab;
  recognize: (image: Blob, language: string, signal: AbortSignal) => Promise<OcrResult>;
  viewport: ViewportSize;
  language: string;
}

/** `recognize` over the API client. */
export function apiRecognize(api: ApiClient): ReadAreaDeps['recognize'] {
  return (image, language, signal) =>
    recognizeText(api, { image, contentType: 'image/png', language }, { signal });
}

/**
 * Reads the text under `box`. Call it once the overlay is removed: it waits for a paint
 * without the overlay before the capture.
 * @throws an AbortError when `signal` aborts (show nothing: §8).
 */
export async function readArea(
  box: AreaBox,
  deps: ReadAreaDeps,
  signal: AbortSignal,
): Promise<AreaReading> {
  await afterNextPaint();
  let image: Blob | null;
  try {
    image = await cropCapture(await deps.captureVisibleTab(), box, deps.viewport);
  } catch (error) {
    console.warn('Select Area to Read: the capture failed', error);
    return { kind: 'error', message: SELECT_AREA_TEXTS.captureFailed };
  }
  if (!image) return { kind: 'error', message: SELECT_AREA_TEXTS.tooSmall };
  try {
    const result = await deps.recognize(image, deps.language, signal);
    const text = result.text.trim();
    return text ? { kind: 'text', text, result } : { kind: 'empty' };
  } catch (error) {
    if (isAbortError(error)) throw error;
    return { kind: 'error', message: engineFailureOf(error).message ?? SELECT_AREA_TEXTS.failed };
  }
}
