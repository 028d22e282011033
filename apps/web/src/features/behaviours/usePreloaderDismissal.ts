import { useEffect } from 'react';
import { dismissPreloader } from './preloader';

/** Hides index.html's preloader once the component has rendered (§9: removed 1 s later). */
export function usePreloaderDismissal(): void {
  useEffect(() => dismissPreloader(), []);
}
