// The one player of streamed speech (`POST t/tts`) on the client: the account's voice sample,
// the share page's translation, and the extension's Play Page, Select Area, Listen back and
// translation popover all play their sentences through it. Framework-free, so the share page
// (Preact) and the extension's React-free reading code can use it as well as React.
import type { SpokenWord } from '@motes/shared';
import { abortError, isAbortError } from './engineCall';

/** The part of an HTMLAudioElement the player uses (a fake where audio cannot play, in tests). */
export interface SpeechAudio {
  src: string;
  preload: string;
  readonly currentTime: number;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended' | 'error' | 'timeupdate', listener: () => void): void;
  removeEventListener(type: 'ended' | 'error' | 'timeupdate', listener: () => void): void;
}

/** One sentence to play: its own audio file and, when the engine gave them, its words' times. */
export interface PlayableSpeech {
  audio: Blob;
  /** Times into `audio`; null or absent: no word events for this sentence. */
  words?: readonly SpokenWord[] | null;
}

/** Where a play's sentences come from; `signal` aborts when the play is stopped. */
export type SpeechSource<Segment> = (signal: AbortSignal) => AsyncIterable<Segment>;

/** The browser could not play a sentence's audio: it failed to load, or playback was refused. */
export class SpeechPlaybackError extends Error {
  override readonly name = 'SpeechPlaybackError';
  /** True when the browser refused to play sound without a click first (autoplay policy). */
  readonly blocked: boolean;

  constructor(blocked: boolean, options?: { cause?: unknown }) {
    super(
      blocked ? 'The browser did not let the page play sound' : 'The audio could not be played',
      options,
    );
    this.blocked = blocked;
  }
}

/** Options of {@link SpeechStreamPlayer}. */
export interface SpeechStreamPlayerOptions<Segment extends PlayableSpeech> {
  /**
   * The element each sentence plays in. Default: a new `Audio()` per sentence. Returning the
   * same element every time plays them all in that one (e.g. an `<audio>` on the page).
   */
  createAudio?: () => SpeechAudio;
  /** Default: URL.createObjectURL / revokeObjectURL (each URL revoked when its sentence ends). */
  audioUrls?: { create(blob: Blob): string; revoke(url: string): void };
  /** A sentence starts playing (after any pause before it). */
  onSegmentStart?: (segment: Segment) => void;
  /**
   * The word being spoken, as an index into `segment.words` (-1 when it has none): once as each
   * sentence starts, then whenever it changes (followed on every animation frame). Only given,
   * it starts that frame loop.
   */
  onWord?: (segment: Segment, wordIndex: number) => void;
}

interface Session<Segment> {
  controller: AbortController;
  audio: SpeechAudio | null;
  /** The sentence in `audio`. */
  segment: Segment | null;
  paused: boolean;
  wake: (() => void) | null;
  /** Ends the sentence playing with an error (a resume the browser refuses). */
  fail: ((error: unknown) => void) | null;
}

/**
 * Plays a stream of spoken sentences one after another, each as soon as it has arrived and the
 * one before has ended, and reports the word being spoken. One play at a time: a new
 * {@link play} stops the one before.
 *
 * ```ts
 * const player = new SpeechStreamPlayer({ onWord: (segment, index) => highlight(index) });
 * await player.play((signal) => streamSpeechAudio(apiClient, request, { signal }));
 * player.stop(); // from a Stop button: the play above rejects with an AbortError
 * ```
 */
export class SpeechStreamPlayer<Segment extends PlayableSpeech = PlayableSpeech> {
  private readonly options: SpeechStreamPlayerOptions<Segment>;
  private session: Session<Segment> | null = null;

  constructor(options: SpeechStreamPlayerOptions<Segment> = {}) {
    this.options = options;
  }

  /** True from {@link play} until it settles. */
  get active(): boolean {
    return this.session !== null;
  }

  /** The sentence playing (or paused in the middle); null between sentences and when idle. */
  get current(): Segment | null {
    return this.session?.segment ?? null;
  }

  /** True between {@link pause} and {@link resume}. */
  get paused(): boolean {
    return this.session?.paused ?? false;
  }

  /**
   * Plays every sentence of `source` in order. Resolves once the last has ended. Rejects with an
   * AbortError when stopped (or replaced by another play), with a {@link SpeechPlaybackError}
   * when the browser cannot play one, and with the source's own error (after the sentences
   * before it have played). The source is read one sentence ahead of the one playing at most.
   */
  async play(source: SpeechSource<Segment>): Promise<void> {
    this.stop();
    const session: Session<Segment> = {
      controller: new AbortController(),
      audio: null,
      segment: null,
      paused: false,
      wake: null,
      fail: null,
    };
    this.session = session;
    const { signal } = session.controller;
    // A source that ignores the signal must not keep a stopped play waiting for its next line.
    const stopped = new Promise<never>((_resolve, reject) =>
      signal.addEventListener('abort', () => reject(abortError()), { once: true }),
    );
    stopped.catch(() => {});
    let iterator: AsyncIterator<Segment> | undefined;
    try {
      iterator = source(signal)[Symbol.asyncIterator]();
      for (;;) {
        const next = await Promise.race([iterator.next(), stopped]);
        this.throwIfStopped(session);
        if (next.done) return;
        await this.waitWhilePaused(session);
        await this.playSegment(session, next.value);
      }
    } catch (error) {
      throw signal.aborted ? abortError() : error;
    } finally {
      if (this.session === session) this.session = null;
      session.controller.abort();
      // Stopped mid-stream: let the source cancel its download. Its answer does not matter.
      iterator?.return?.()?.catch(() => {});
    }
  }

  /** Pauses the sentence playing; a sentence still to come waits for {@link resume}. */
  pause(): void {
    const session = this.session;
    if (!session || session.paused) return;
    session.paused = true;
    session.audio?.pause();
  }

  resume(): void {
    const session = this.session;
    if (!session?.paused) return;
    session.paused = false;
    Promise.resolve(session.audio?.play()).catch((error: unknown) => {
      // Paused again before it started: the next resume plays it.
      if (!isAbortError(error)) session.fail?.(playbackError(error));
    });
    session.wake?.();
  }

  /** Stops at once: silences the audio and cancels the source; {@link play} rejects. */
  stop(): void {
    const session = this.session;
    if (!session) return;
    this.session = null;
    session.controller.abort();
    session.audio?.pause();
    session.wake?.();
  }

  private async playSegment(session: Session<Segment>, segment: Segment): Promise<void> {
    const { onWord, onSegmentStart } = this.options;
    const audio = (this.options.createAudio ?? (() => new Audio()))();
    const urls = this.options.audioUrls ?? OBJECT_URLS;
    const url = urls.create(segment.audio);
    const words = segment.words ?? [];
    audio.preload = 'auto';
    audio.src = url;
    let shownWord = -2;
    const followWord = () => {
      const index = currentWordIndex(words, audio.currentTime * 1000);
      if (index === shownWord) return;
      shownWord = index;
      onWord?.(segment, index);
    };
    try {
      session.audio = audio;
      session.segment = segment;
      if (onWord) followWord();
      await new Promise<void>((resolve, reject) => {
        const { signal } = session.controller;
        const frame = globalThis.requestAnimationFrame ?? ((next) => setTimeout(next, 16));
        let playing = true;
        const follow = () => {
          if (!playing) return;
          followWord();
          frame(follow);
        };
        const finish = (error?: unknown) => {
          playing = false;
          session.fail = null;
          audio.removeEventListener('ended', onEnded);
          audio.removeEventListener('error', onError);
          if (onWord) audio.removeEventListener('timeupdate', followWord);
          signal.removeEventListener('abort', onAbort);
          if (error) reject(error);
          else resolve();
        };
        const onEnded = () => finish();
        const onError = () => finish(new SpeechPlaybackError(false));
        const onAbort = () => finish(abortError());
        if (signal.aborted) return onAbort();
        session.fail = finish;
        audio.addEventListener('ended', onEnded);
        audio.addEventListener('error', onError);
        signal.addEventListener('abort', onAbort, { once: true });
        if (onWord) {
          audio.addEventListener('timeupdate', followWord);
          frame(follow);
        }
        onSegmentStart?.(segment);
        // Older engines answer play() with nothing rather than a promise.
        Promise.resolve(audio.play()).catch((error: unknown) => {
          // A pause before playback started interrupts play(): resume() plays it again.
          if (!isAbortError(error) && !signal.aborted) finish(playbackError(error));
        });
      });
    } finally {
      audio.pause();
      if (session.audio === audio) {
        session.audio = null;
        session.segment = null;
      }
      urls.revoke(url);
    }
  }

  private async waitWhilePaused(session: Session<Segment>): Promise<void> {
    while (session.paused) {
      await new Promise<void>((resolve) => (session.wake = resolve));
      session.wake = null;
      this.throwIfStopped(session);
    }
  }

  private throwIfStopped(session: Session<Segment>): void {
    if (session.controller.signal.aborted || this.session !== session) throw abortError();
  }
}

/**
 * The index of the word spoken at `ms` into a sentence's audio: the last one that has started,
 * the first before any has; -1 when there are no words.
 */
export function currentWordIndex(words: readonly SpokenWord[], ms: number): number {
  if (words.length === 0) return -1;
  let index = 0;
  while (index + 1 < words.length && words[index + 1]!.startMs <= ms) index += 1;
  return index;
}

function playbackError(error: unknown): SpeechPlaybackError {
  const name = (error as { name?: unknown } | null)?.name;
  return new SpeechPlaybackError(name === 'NotAllowedError', { cause: error });
}

const OBJECT_URLS = {
  create: (blob: Blob) => URL.createObjectURL(blob),
  revoke: (url: string) => URL.revokeObjectURL(url),
};
