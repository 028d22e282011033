import { useLocation } from 'react-router';
import { useHashScroll } from '@motes/ui';

/** §2: scrolls smoothly to the element named by the URL hash, once per hash value. */
export function useRouteHashScroll(): void {
  useHashScroll(useLocation().hash);
}
