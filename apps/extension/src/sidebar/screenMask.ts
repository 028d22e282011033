// The Screen Mask tool (market-notes "Screen Mask"): a reading band that follows the
// pointer, in three styles. Drawn in its own overlay element with its own shadow root,
// above the page and below the sidebar, ignoring the pointer so the page stays usable.
// Its listeners exist only while it is on.

/** mask: dim everything except the band; ruler: tint the band; underline: a line under it. */
export const SCREEN_MASK_STYLES = ['mask', 'ruler', 'underline'] as const;
export type ScreenMaskStyle = (typeof SCREEN_MASK_STYLES)[number];

/** Height of the reading band (mask and ruler), in CSS pixels. */
export const SCREEN_MASK_BAND_HEIGHT_PX = 56;
/** How far below the pointer the underline sits, so it runs under the line being read. */
const UNDERLINE_OFFSET_PX = 14;

/** A running screen mask. */
export interface ScreenMask {
  /** The band's centre, in viewport pixels from the top. */
  readonly centreY: number;
  setStyle(style: ScreenMaskStyle): void;
  /** Moves the band's centre to `y` (clamped to the viewport). */
  moveTo(y: number): void;
  /** Removes the overlay and its listeners. */
  stop(): void;
}

export interface ScreenMaskOptions {
  style: ScreenMaskStyle;
  /** Called after the band moves, by the pointer or by {@link ScreenMask.moveTo}. */
  onMove?: (centreY: number) => void;
  /** Called once when the mask stops (Escape on the page, or {@link ScreenMask.stop}). */
  onStop?: () => void;
}

const OVERLAY_CSS = `
:host { all: initial; }
.shade, .band, .line { position: fixed; left: 0; right: 0; pointer-events: none; display: none; }
.shade { background: rgb(15 10 30 / 0.62); }
.shade--above { top: 0; }
.shade--below { bottom: 0; }
.band { background: rgb(250 204 21 / 0.28); border-block: 2px solid rgb(109 40 217 / 0.9); box-sizing: border-box; }
.line { height: 3px; background: rgb(109 40 217); }
[data-style='mask'] .shade, [data-style='ruler'] .band, [data-style='underline'] .line { display: block; }
`;

/** Starts the screen mask with its band in the middle of the viewport. */
export function startScreenMask(options: ScreenMaskOptions): ScreenMask {
  const host = document.createElement('motes-screen-mask');
  // Inline !important wins over any page rule that reaches this element.
  host.setAttribute(
    'style',
    'all: initial !important; position: fixed !important; inset: 0 !important; ' +
      'pointer-events: none !important; z-index: 2147483646 !important;',
  );
  host.setAttribute('aria-hidden', 'true');
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = OVERLAY_CSS;
  const frame = document.createElement('div');
  frame.dataset.style = options.style;
  const above = part('shade shade--above');
  const below = part('shade shade--below');
  const band = part('band');
  const line = part('line');
  frame.append(above, below, band, line);
  shadow.append(style, frame);
  document.documentElement.append(host);

  let centreY = window.innerHeight / 2;
  let stopped = false;

  function draw() {
    const half = SCREEN_MASK_BAND_HEIGHT_PX / 2;
    const bandTop = centreY - half;
    above.style.height = `${Math.max(0, bandTop)}px`;
    below.style.top = `${centreY + half}px`;
    band.style.top = `${bandTop}px`;
    band.style.height = `${SCREEN_MASK_BAND_HEIGHT_PX}px`;
    line.style.top = `${centreY + UNDERLINE_OFFSET_PX}px`;
  }

  function moveTo(y: number) {
    centreY = Math.min(Math.max(0, y), window.innerHeight);
    draw();
    options.onMove?.(centreY);
  }

  function handlePointerMove(event: PointerEvent) {
    moveTo(event.clientY);
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !event.defaultPrevented) stop();
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    window.removeEventListener('pointermove', handlePointerMove);
    window.removeEventListener('keydown', handleKeyDown);
    host.remove();
    options.onStop?.();
  }

  window.addEventListener('pointermove', handlePointerMove, { passive: true });
  window.addEventListener('keydown', handleKeyDown);
  draw();

  return {
    get centreY() {
      return centreY;
    },
    setStyle(next) {
      frame.dataset.style = next;
    },
    moveTo,
    stop,
  };
}

function part(className: string): HTMLDivElement {
  const element = document.createElement('div');
  element.className = className;
  return element;
}
