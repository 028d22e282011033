// Where a floating piece (menu, tooltip) goes next to its anchor, in viewport coordinates
// for `position: fixed`. Pure, so the flip rules are tested without a layout engine.

/** The side of the anchor the floating piece sits on. */
export type Side = 'top' | 'bottom' | 'left' | 'right';

/**
 * Alignment along the anchor's edge, physical: `start` lines up the left (or top) edges,
 * `end` the right (or bottom) edges. Callers turn reading-direction names into these.
 */
export type Align = 'start' | 'center' | 'end';

/** A box in viewport px, as `getBoundingClientRect()` gives it. */
export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** What {@link placeFloating} needs. */
export interface PlacementInput {
  anchor: Box;
  floating: { width: number; height: number };
  viewport: { width: number; height: number };
  side: Side;
  align: Align;
  /** Space between the anchor and the floating piece. */
  gap: number;
  /** The floating piece keeps this far from the viewport's edges when it can. */
  margin?: number;
}

/** Where the floating piece goes, and on which side it ended up after flipping. */
export interface Placement {
  top: number;
  left: number;
  side: Side;
  align: Align;
}

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

function isVertical(side: Side) {
  return side === 'top' || side === 'bottom';
}

/** Free room between the anchor's `side` and the viewport edge, minus gap and margin. */
function room(input: PlacementInput, side: Side, margin: number): number {
  const { anchor, viewport, gap } = input;
  switch (side) {
    case 'top':
      return anchor.top - gap - margin;
    case 'bottom':
      return viewport.height - (anchor.top + anchor.height) - gap - margin;
    case 'left':
      return anchor.left - gap - margin;
    case 'right':
      return viewport.width - (anchor.left + anchor.width) - gap - margin;
  }
}

function alignedStart(anchorStart: number, anchorSize: number, size: number, align: Align) {
  if (align === 'start') return anchorStart;
  if (align === 'end') return anchorStart + anchorSize - size;
  return anchorStart + anchorSize / 2 - size / 2;
}

function clamp(value: number, min: number, max: number) {
  return max < min ? min : Math.min(Math.max(value, min), max);
}

/**
 * Places the floating piece on `side` of the anchor. When it would overflow the viewport
 * there and the opposite side has room, it flips to the opposite side; when its alignment
 * would overflow and the opposite alignment fits, it flips that too. Whatever is left over
 * is clamped inside the viewport.
 */
export function placeFloating(input: PlacementInput): Placement {
  const { anchor, floating, viewport, gap, margin = 8 } = input;
  const needed = isVertical(input.side) ? floating.height : floating.width;
  let side = input.side;
  if (room(input, side, margin) < needed && room(input, OPPOSITE[side], margin) >= needed) {
    side = OPPOSITE[side];
  }

  const vertical = isVertical(side);
  const crossAnchorStart = vertical ? anchor.left : anchor.top;
  const crossAnchorSize = vertical ? anchor.width : anchor.height;
  const crossSize = vertical ? floating.width : floating.height;
  const crossViewport = vertical ? viewport.width : viewport.height;
  const fits = (start: number) => start >= margin && start + crossSize <= crossViewport - margin;

  let align = input.align;
  let crossStart = alignedStart(crossAnchorStart, crossAnchorSize, crossSize, align);
  if (!fits(crossStart) && align !== 'center') {
    const flipped: Align = align === 'start' ? 'end' : 'start';
    const flippedStart = alignedStart(crossAnchorStart, crossAnchorSize, crossSize, flipped);
    if (fits(flippedStart)) {
      align = flipped;
      crossStart = flippedStart;
    }
  }
  crossStart = clamp(crossStart, margin, crossViewport - margin - crossSize);

  const mainStart =
    side === 'top'
      ? anchor.top - gap - floating.height
      : side === 'bottom'
        ? anchor.top + anchor.height + gap
        : side === 'left'
          ? anchor.left - gap - floating.width
          : anchor.left + anchor.width + gap;

  return vertical
    ? { top: mainStart, left: crossStart, side, align }
    : { top: crossStart, left: mainStart, side, align };
}
