// Test support for the share pages' unit tests (MoteSharePage.test.tsx, TotePage.test.tsx):
// jsdom cannot decode or play audio, so play() and pause() are stood in for — they flip
// `paused` and fire the events a browser fires — and tests move the position themselves.
// Real playback in Chromium is covered by e2e/web/share.spec.ts and totes.spec.ts.
import { vi } from 'vitest';

/** Stands in for HTMLMediaElement play() and pause() (undone by vi.restoreAllMocks()). */
export function standInForPlayback(): void {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: false, configurable: true });
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    Object.defineProperty(this, 'paused', { value: true, configurable: true });
    this.dispatchEvent(new Event('pause'));
  });
}

/** The page's `<audio>` element. */
export function audioElement(): HTMLAudioElement {
  const element = document.querySelector('audio');
  if (!element) throw new Error('no <audio>');
  return element;
}
