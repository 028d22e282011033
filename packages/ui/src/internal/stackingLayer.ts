/**
 * The highest z-index among the positioned ancestors of `element`. A menu or tooltip that
 * renders in a portal leaves its trigger's stacking context, so a menu opened from a sticky
 * header (layer 1100) would slide under that header at the dropdown layer (1000); callers
 * lift it just above this value instead.
 */
export function ancestorLayer(element: Element | null): number {
  let highest = 0;
  for (let node = element?.parentElement; node; node = node.parentElement) {
    const zIndex = Number.parseInt(getComputedStyle(node).zIndex, 10);
    if (Number.isFinite(zIndex) && zIndex > highest) highest = zIndex;
  }
  return highest;
}
