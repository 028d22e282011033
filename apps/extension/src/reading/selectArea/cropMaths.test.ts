import { OCR_MAX_IMAGE_PIXELS } from '@motes/shared';
import { describe, expect, it } from 'vitest';
import { MIN_OUTPUT_SCALE, planCrop } from './cropMaths';

const viewport = { width: 1280, height: 720 };
const box = { left: 100, top: 50, width: 300, height: 40 };

describe('where the box lies in the captured picture', () => {
  it('scales CSS pixels to the capture’s device pixels (devicePixelRatio 2)', () => {
    const plan = planCrop(box, viewport, { width: 2560, height: 1440 });
    expect(plan).toEqual({ sx: 200, sy: 100, sw: 600, sh: 80, width: 600, height: 80 });
  });

  it('enlarges a 1× capture so that small print has enough pixels', () => {
    const plan = planCrop(box, viewport, { width: 1280, height: 720 });
    expect(plan).toEqual({
      sx: 100,
      sy: 50,
      sw: 300,
      sh: 40,
      width: 300 * MIN_OUTPUT_SCALE,
      height: 40 * MIN_OUTPUT_SCALE,
    });
  });

  it('follows a fractional ratio (125% zoom) and never cuts into the box', () => {
    const plan = planCrop({ left: 10.5, top: 3, width: 101, height: 21 }, viewport, {
      width: 1600,
      height: 900,
    })!;
    expect(plan.sx).toBe(13);
    expect(plan.sy).toBe(3);
    // The right and bottom edges round outwards: 111.5 × 1.25 = 139.375 → 140.
    expect(plan.sx + plan.sw).toBe(140);
    expect(plan.sy + plan.sh).toBe(30);
  });

  it('clips a box that runs past the capture, and refuses one outside it', () => {
    const plan = planCrop({ left: 1200, top: 700, width: 200, height: 100 }, viewport, {
      width: 1280,
      height: 720,
    })!;
    expect(plan).toMatchObject({ sx: 1200, sy: 700, sw: 80, sh: 20 });
    expect(
      planCrop({ left: 1300, top: 10, width: 50, height: 50 }, viewport, {
        width: 1280,
        height: 720,
      }),
    ).toBeNull();
  });

  it('keeps the output within the OCR pixel limit', () => {
    const huge = { width: 8000, height: 4500 };
    const plan = planCrop({ left: 0, top: 0, width: 1280, height: 720 }, viewport, huge)!;
    expect(plan.width * plan.height).toBeLessThanOrEqual(OCR_MAX_IMAGE_PIXELS);
    expect(plan.width / plan.height).toBeCloseTo(8000 / 4500, 2);
  });
});
