/** True when `element` is laid out right to left (Arabic), by its computed or declared direction. */
export function isRightToLeft(element: Element | null): boolean {
  if (!element) return false;
  if (getComputedStyle(element).direction === 'rtl') return true;
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}
