import type { TextDirection } from '@motes/shared';

/**
 * The tab a key moves to in a horizontal tab list (WAI-ARIA tabs pattern): the arrows step
 * and loop round, Home and End jump to the ends. In a right-to-left layout the arrows follow
 * what the reader sees, so ArrowLeft moves on. Other keys give `undefined`.
 */
export function tabIndexAfterKey(
  key: string,
  current: number,
  count: number,
  direction: TextDirection = 'ltr',
): number | undefined {
  if (count <= 0) return undefined;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
