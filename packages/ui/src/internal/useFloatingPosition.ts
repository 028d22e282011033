import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react';
import { placeFloating, type Align, type Placement, type Side } from './placement';
import { ancestorLayer } from './stackingLayer';

/** What {@link useFloatingPosition} places and how. */
export interface FloatingOptions {
  side: Side;
  align: Align;
  gap: number;
  /** The piece's §9 layer (z-index); raised above the anchor's own layer when that is higher. */
  layer: number;
}

/**
 * Keeps a `position: fixed` element (rendered in a portal) next to its anchor while
 * `active`: measured before paint, and again on scroll (of any ancestor) and resize.
 * Returns the inline style and the placement it settled on (after any flip), or nothing
 * before the first measurement, when the element stays transparent.
 */
export function useFloatingPosition(
  anchorRef: RefObject<HTMLElement | null>,
  floatingRef: RefObject<HTMLElement | null>,
  active: boolean,
  { side, align, gap, layer }: FloatingOptions,
): { style: CSSProperties; placement: Placement | undefined } {
  const [placement, setPlacement] = useState<Placement | undefined>(undefined);
  const [zIndex, setZIndex] = useState(layer);

  useLayoutEffect(() => {
    if (!active) return;
    setZIndex(Math.max(layer, ancestorLayer(anchorRef.current) + 1));
    function update() {
      const anchor = anchorRef.current;
      const floating = floatingRef.current;
      if (!anchor || !floating) return;
      const next = placeFloating({
        anchor: anchor.getBoundingClientRect(),
        floating: { width: floating.offsetWidth, height: floating.offsetHeight },
        viewport: {
          width: document.documentElement.clientWidth || window.innerWidth,
          height: document.documentElement.clientHeight || window.innerHeight,
        },
        side,
        align,
        gap,
      });
      setPlacement((previous) =>
        previous &&
        previous.top === next.top &&
        previous.left === next.left &&
        previous.side === next.side &&
        previous.align === next.align
          ? previous
          : next,
      );
    }
    update();
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, true);
    return () => {
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update, true);
    };
  }, [active, anchorRef, floatingRef, side, align, gap, layer]);

  const style: CSSProperties = placement
    ? { position: 'fixed', top: placement.top, left: placement.left, zIndex }
    : // Transparent rather than hidden: a menu item must take focus before the first measure.
      { position: 'fixed', top: 0, left: 0, zIndex, opacity: 0 };
  return { style, placement };
}
