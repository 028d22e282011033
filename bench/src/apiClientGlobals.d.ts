// The motes benchmark runs @motes/api-client in Node, and this package type-checks its source
// against Node's globals (not the DOM lib: the server code other benchmarks import does not
// type-check against the DOM's stricter Blob). These are the DOM names that source mentions,
// as Node's own types have them.
import type { ReadableStreamReadResult as NodeReadResult } from 'node:stream/web';
import type { BodyInit as NodeBodyInit } from 'undici-types';

declare global {
  type BodyInit = NodeBodyInit;
  type ReadableStreamReadResult<T> = NodeReadResult<T>;
  /** Read only by `currentBrowserPath()` (the website's 403 handler), which no benchmark calls. */
  const window: { location: { pathname: string; search: string } };
  /** Made only by `SpeechStreamPlayer` (browser playback), which no benchmark uses. */
  const Audio: new () => HTMLAudioElement;
  interface HTMLAudioElement {
    preload: string;
    src: string;
    currentTime: number;
    paused: boolean;
    play(): Promise<void>;
    pause(): void;
    addEventListener(type: string, listener: () => void, options?: unknown): void;
    removeEventListener(type: string, listener: () => void): void;
  }
  var requestAnimationFrame: undefined | ((callback: () => void) => unknown);
}
