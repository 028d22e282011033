// §9 "Preloader is removed 1 s after hidden." index.html shows a CSS-only preloader beside
// #root; the app hides it once the first route has rendered (it fades out, unless the user
// asked for reduced motion) and takes it out of the page a second later.
import { PRELOADER_ELEMENT_ID, PRELOADER_REMOVE_DELAY_MS } from '@motes/shared';

/**
 * Hides the preloader and removes it `delayMs` later. Safe to call more than once: only the
 * first call does anything, and nothing cancels the removal (React's StrictMode runs effects
 * twice; a cancelled removal would leave the preloader in the page for good).
 */
export function dismissPreloader(
  doc: Document = document,
  delayMs: number = PRELOADER_REMOVE_DELAY_MS,
): void {
  const preloader = doc.getElementById(PRELOADER_ELEMENT_ID);
  if (!preloader || preloader.dataset.state === 'hidden') return;
  preloader.dataset.state = 'hidden';
  setTimeout(() => preloader.remove(), delayMs);
}
