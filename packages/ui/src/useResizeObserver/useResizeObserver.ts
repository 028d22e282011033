import { useEffect, useRef, type RefObject } from 'react';
import { RESIZE_OBSERVER_MISSING_WARNING } from '@motes/shared';

/** The size of an observed element's content box, in CSS px. */
export interface ObservedSize {
  width: number;
  height: number;
}

let warned = false;

/** §8 "Browser lacks a resize observer → a warning message": once per page, not per element. */
function warnOnce() {
  if (warned) return;
  warned = true;
  console.warn(RESIZE_OBSERVER_MISSING_WARNING);
}

function measure(element: Element): ObservedSize {
  const { width, height } = element.getBoundingClientRect();
  return { width, height };
}

/**
 * Calls `onResize` with the element's size when it is first observed and whenever it changes.
 * Browsers without `ResizeObserver` get one warning in the console (§8) and a degraded
 * version: the size is measured once and again when the window resizes, so layouts still
 * adapt to the viewport, though not to changes inside the page.
 */
export function useResizeObserver(
  ref: RefObject<Element | null>,
  onResize: (size: ObservedSize) => void,
): void {
  const latest = useRef(onResize);
  useEffect(() => {
    latest.current = onResize;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      warnOnce();
      const update = () => latest.current(measure(element));
      update();
      window.addEventListener('resize', update);
      return () => window.removeEventListener('resize', update);
    }
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (!entry) return;
      latest.current({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
}
