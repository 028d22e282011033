// Where the user's box lies in the captured picture of the tab. The box is in CSS pixels of
// the viewport; the capture is in device pixels (devicePixelRatio × page zoom), so the scale
// is read from the picture itself rather than trusted from `devicePixelRatio`.
import { OCR_MAX_IMAGE_PIXELS } from '@motes/shared';
import type { AreaBox, ViewportSize } from './areaBox';

/** Text recognition reads small print badly: the crop is enlarged to at least this many device pixels per CSS pixel. */
export const MIN_OUTPUT_SCALE = 2;

/** A crop of the captured picture and the size to draw it at. */
export interface CropPlan {
  /** The source rectangle, in the capture's pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
  /** The output image's size (the source, enlarged for small print). */
  width: number;
  height: number;
}

/**
 * The part of a `capture` of the whole viewport under `box`, or null when the box misses the
 * capture. The output keeps the source's aspect, is enlarged to {@link MIN_OUTPUT_SCALE} when
 * the screen has fewer device pixels than that, and never exceeds OCR_MAX_IMAGE_PIXELS.
 */
export function planCrop(
  box: AreaBox,
  viewport: ViewportSize,
  capture: { width: number; height: number },
): CropPlan | null {
  if (viewport.width <= 0 || viewport.height <= 0) return null;
  const scaleX = capture.width / viewport.width;
  const scaleY = capture.height / viewport.height;
  const sx = clamp(Math.floor(box.left * scaleX), 0, capture.width);
  const sy = clamp(Math.floor(box.top * scaleY), 0, capture.height);
  const sw = clamp(Math.ceil((box.left + box.width) * scaleX), 0, capture.width) - sx;
  const sh = clamp(Math.ceil((box.top + box.height) * scaleY), 0, capture.height) - sy;
  if (sw < 1 || sh < 1) return null;
  let enlarge = Math.max(1, MIN_OUTPUT_SCALE / Math.min(scaleX, scaleY));
  const pixels = sw * sh * enlarge * enlarge;
  if (pixels > OCR_MAX_IMAGE_PIXELS) enlarge *= Math.sqrt(OCR_MAX_IMAGE_PIXELS / pixels);
  return {
    sx,
    sy,
    sw,
    sh,
    width: Math.max(1, Math.floor(sw * enlarge)),
    height: Math.max(1, Math.floor(sh * enlarge)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max);
}
