// The box the user draws over the page, in viewport (CSS) pixels: from a pointer drag, or
// moved and resized by the keyboard. Pure: the overlay draws it, tests check it.

export interface AreaBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface ViewportSize {
  width: number;
  height: number;
}

/** A box smaller than this on either side holds no readable text: it is not read. */
export const MIN_AREA_SIDE_PX = 8;
/** One arrow key press moves (or, with Shift, resizes) the box this far. */
export const KEYBOARD_STEP_PX = 10;
/** With Ctrl/Alt held, one press goes this far. */
export const KEYBOARD_BIG_STEP_PX = 50;

/** The box between the point a drag started at and where the pointer is now. */
export function boxFromDrag(
  start: { x: number; y: number },
  end: { x: number; y: number },
  viewport: ViewportSize,
): AreaBox {
  const x0 = clamp(Math.min(start.x, end.x), 0, viewport.width);
  const y0 = clamp(Math.min(start.y, end.y), 0, viewport.height);
  const x1 = clamp(Math.max(start.x, end.x), 0, viewport.width);
  const y1 = clamp(Math.max(start.y, end.y), 0, viewport.height);
  return { left: x0, top: y0, width: x1 - x0, height: y1 - y0 };
}

/** True when the box is big enough to read. */
export function isReadableBox(box: AreaBox): boolean {
  return box.width >= MIN_AREA_SIDE_PX && box.height >= MIN_AREA_SIDE_PX;
}

/** Where the keyboard box starts: a third of the viewport, in its middle. */
export function initialKeyboardBox(viewport: ViewportSize): AreaBox {
  const width = Math.round(viewport.width / 3);
  const height = Math.round(viewport.height / 3);
  return {
    left: Math.round((viewport.width - width) / 2),
    top: Math.round((viewport.height - height) / 2),
    width,
    height,
  };
}

export interface BoxKey {
  key: string;
  shiftKey?: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
}

const DIRECTIONS: Readonly<Record<string, [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The box after an arrow key: moved, or with Shift resized from its bottom-right corner
 * (Shift+Right wider, Shift+Down taller), always kept inside the viewport and at least
 * {@link MIN_AREA_SIDE_PX} a side. Null for any other key.
 */
export function boxAfterKey(box: AreaBox, key: BoxKey, viewport: ViewportSize): AreaBox | null {
  const direction = DIRECTIONS[key.key];
  if (!direction) return null;
  const step = key.ctrlKey || key.altKey ? KEYBOARD_BIG_STEP_PX : KEYBOARD_STEP_PX;
  const [dx, dy] = [direction[0] * step, direction[1] * step];
  if (key.shiftKey) {
    const width = clamp(box.width + dx, MIN_AREA_SIDE_PX, viewport.width - box.left);
    const height = clamp(box.height + dy, MIN_AREA_SIDE_PX, viewport.height - box.top);
    return { ...box, width, height };
  }
  return {
    ...box,
    left: clamp(box.left + dx, 0, Math.max(0, viewport.width - box.width)),
    top: clamp(box.top + dy, 0, Math.max(0, viewport.height - box.height)),
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
