// Plays a reading plan: chunk after chunk, sentence after sentence, with the next chunks being
// synthesised while the current one plays (market-notes: users complain most when reading
// stalls between paragraphs). Highlights the sentence and the word being spoken.
import { SpeechPlaybackError, SpeechStreamPlayer, type SpeechAudio } from '@motes/api-client';
import type { SpokenWord } from '@motes/shared';
import type { ReadingChunk } from './readingPlan';
import { SpeechJob, isAbortError, abortError } from './speechJob';
import type { SpokenSegment, Synthesize } from './speechSource';
import { rangeOfText } from './unitText';
import { estimateWords } from './wordTiming';

/** The part of an HTMLAudioElement the player uses (a fake in unit tests). */
export type { SpeechAudio };

/** A sentence as the shared speech player plays it: with its chunk, words and Range. */
interface ReadSentence extends SpokenSegment {
  chunk: ReadingChunk;
  words: SpokenWord[];
  range: Range | null;
}

/** Shows the sentence and the word being read; see pageHighlighter.ts. */
export interface ReadingHighlighter {
  show(sentence: Range | null, word: Range | null): void;
  clear(): void;
}

export type PlayPageStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

export interface PlayPageState {
  status: PlayPageStatus;
  /** For the user, when `status` is `error`. */
  error: string | null;
  /** The chunk being read (0-based) and how many there are; 0 of 0 when idle. */
  chunkIndex: number;
  chunkCount: number;
}

/**
 * §7 analytics lifecycle of a read-aloud play: `requested`, then `completed` (read to the end,
 * or stopped by the user) or `failed`.
 */
export type PlayPageLifecycleEvent =
  | { phase: 'requested'; language: string; speed: number; characters: number }
  | { phase: 'completed'; reason: 'finished' | 'stopped' }
  | { phase: 'failed'; message: string };

export interface PlayPagePlayerOptions {
  synthesize: Synthesize;
  language: string;
  voice?: string;
  /** 1 is normal speed. */
  speed?: number;
  highlighter?: ReadingHighlighter;
  /** How many chunks are synthesised ahead of the one playing (default 2). */
  lookahead?: number;
  onStateChange?: (state: PlayPageState) => void;
  onLifecycle?: (event: PlayPageLifecycleEvent) => void;
  /** Default: `new Audio()`. */
  createAudio?: () => SpeechAudio;
  /** Default: URL.createObjectURL / revokeObjectURL. */
  audioUrls?: { create(blob: Blob): string; revoke(url: string): void };
}

/** Shown when audio cannot be played, or an error has no message of its own. */
export const READ_ALOUD_FAILED_MESSAGE = 'Reading aloud stopped: the speech could not be loaded.';

export class PlayPagePlayer {
  private readonly options: PlayPagePlayerOptions;
  private readonly lookahead: number;
  private speed: number;
  private voice: string | undefined;
  private state: PlayPageState = { status: 'idle', error: null, chunkIndex: 0, chunkCount: 0 };
  private session: {
    chunks: ReadingChunk[];
    jobs: Map<number, SpeechJob>;
    controller: AbortController;
  } | null = null;
  /** Plays the sentences and follows the word being spoken. */
  private readonly speech: SpeechStreamPlayer<ReadSentence>;

  constructor(options: PlayPagePlayerOptions) {
    this.options = options;
    this.lookahead = Math.max(0, options.lookahead ?? 2);
    this.speed = options.speed ?? 1;
    this.voice = options.voice;
    this.speech = new SpeechStreamPlayer<ReadSentence>({
      ...(options.createAudio ? { createAudio: options.createAudio } : {}),
      ...(options.audioUrls ? { audioUrls: options.audioUrls } : {}),
      onWord: (sentence, index) => {
        const word = sentence.words[index];
        this.options.highlighter?.show(
          sentence.range,
          word ? safeRange(sentence.chunk, word.start, word.end) : null,
        );
      },
      onSegmentStart: () =>
        this.setState({ ...this.state, status: this.speech.paused ? 'paused' : 'playing' }),
    });
  }

  getState(): PlayPageState {
    return this.state;
  }

  /** Reads `chunks` from the first; a play already running is stopped first. */
  play(chunks: readonly ReadingChunk[]): void {
    this.stop();
    if (chunks.length === 0) return;
    const session = {
      chunks: [...chunks],
      jobs: new Map<number, SpeechJob>(),
      controller: new AbortController(),
    };
    this.session = session;
    const characters = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
    this.options.onLifecycle?.({
      phase: 'requested',
      language: this.options.language,
      speed: this.speed,
      characters,
    });
    this.setState({ status: 'loading', error: null, chunkIndex: 0, chunkCount: chunks.length });
    void this.run(session);
  }

  pause(): void {
    if (!this.session || this.speech.paused || this.state.status === 'error') return;
    this.speech.pause();
    this.setState({ ...this.state, status: 'paused' });
  }

  resume(): void {
    if (!this.session || !this.speech.paused) return;
    this.setState({ ...this.state, status: this.speech.current ? 'playing' : 'loading' });
    this.speech.resume();
  }

  /** Stops reading and removes every highlight. */
  stop(): void {
    const session = this.session;
    if (!session) {
      if (this.state.status === 'error')
        this.setState({ ...this.state, status: 'idle', error: null });
      return;
    }
    this.endSession(session);
    if (this.state.status !== 'error') {
      this.options.onLifecycle?.({ phase: 'completed', reason: 'stopped' });
    }
    this.setState({ status: 'idle', error: null, chunkIndex: 0, chunkCount: 0 });
  }

  /** Applies from the next chunk: chunks made ahead at the old speed are made again. */
  setSpeed(speed: number): void {
    if (speed === this.speed) return;
    this.speed = speed;
    this.redoPrefetched();
  }

  /** Like {@link setSpeed}: from the next chunk. */
  setVoice(voice: string | undefined): void {
    if (voice === this.voice) return;
    this.voice = voice;
    this.redoPrefetched();
  }

  private redoPrefetched(): void {
    const session = this.session;
    if (!session) return;
    for (const [index, job] of session.jobs) {
      if (index > this.state.chunkIndex) {
        job.cancel();
        session.jobs.delete(index);
      }
    }
    this.prefetch(session, this.state.chunkIndex);
  }

  private async run(session: NonNullable<PlayPagePlayer['session']>): Promise<void> {
    try {
      await this.speech.play(() => this.sentences(session));
      this.endSession(session);
      this.options.onLifecycle?.({ phase: 'completed', reason: 'finished' });
      this.setState({ status: 'idle', error: null, chunkIndex: 0, chunkCount: 0 });
    } catch (error) {
      if (this.session === session && !isAbortError(error)) this.fail(session, error);
    }
  }

  /**
   * The sentences in reading order, chunk after chunk. The speech player asks for the next one
   * only once the one before has been heard, so `chunkIndex` and the prefetching follow what
   * is being read.
   */
  private async *sentences(
    session: NonNullable<PlayPagePlayer['session']>,
  ): AsyncGenerator<ReadSentence> {
    for (let index = 0; index < session.chunks.length; index += 1) {
      this.setState({ ...this.state, chunkIndex: index });
      this.prefetch(session, index);
      const job = session.jobs.get(index)!;
      const { chunk } = job;
      for (let sentence = 0; ; sentence += 1) {
        if (!job.isReady(sentence) && !this.speech.paused) {
          this.setState({ ...this.state, status: 'loading' });
        }
        const segment = await job.segment(sentence);
        this.throwIfStopped(session);
        if (!segment) break;
        yield {
          ...segment,
          chunk,
          words: segment.words ?? estimateWords(chunk.text, segment),
          range: safeRange(chunk, segment.textStart, segment.textEnd),
        };
      }
      job.cancel();
      session.jobs.delete(index);
    }
  }

  /**
   * Makes sure chunk `index` is being synthesised, and the next {@link lookahead} ones one after
   * the other: a chunk starts once the one before it has fully arrived, so the request the
   * player needs next never shares the server with the ones after it (a `t/` call has 5 s, §9).
   */
  private prefetch(session: NonNullable<PlayPagePlayer['session']>, index: number): void {
    if (this.session !== session) return;
    const last = Math.min(session.chunks.length - 1, index + this.lookahead);
    for (let ahead = index; ahead <= last; ahead += 1) {
      const job = session.jobs.get(ahead);
      if (job && !job.settled) return;
      if (job) continue;
      const chunk = session.chunks[ahead]!;
      const request = {
        text: chunk.text,
        language: this.options.language,
        speed: this.speed,
        ...(this.voice ? { voice: this.voice } : {}),
      };
      const onSettled = () => this.prefetch(session, this.state.chunkIndex);
      session.jobs.set(ahead, new SpeechJob(chunk, request, this.options.synthesize, onSettled));
      return;
    }
  }

  private throwIfStopped(session: NonNullable<PlayPagePlayer['session']>): void {
    if (session.controller.signal.aborted || this.session !== session) throw abortError();
  }

  private fail(session: NonNullable<PlayPagePlayer['session']>, error: unknown): void {
    if (this.session !== session) return;
    const message =
      error instanceof SpeechPlaybackError
        ? error.blocked
          ? READ_ALOUD_BLOCKED_MESSAGE
          : READ_ALOUD_FAILED_MESSAGE
        : error instanceof Error && error.message
          ? error.message
          : READ_ALOUD_FAILED_MESSAGE;
    this.endSession(session);
    this.options.onLifecycle?.({ phase: 'failed', message });
    this.setState({ status: 'error', error: message, chunkIndex: 0, chunkCount: 0 });
  }

  private endSession(session: NonNullable<PlayPagePlayer['session']>): void {
    if (this.session === session) {
      this.session = null;
      this.speech.stop();
    }
    session.controller.abort();
    for (const job of session.jobs.values()) job.cancel();
    session.jobs.clear();
    this.options.highlighter?.clear();
  }

  private setState(state: PlayPageState): void {
    this.state = state;
    this.options.onStateChange?.(state);
  }
}

/** Shown when the browser refuses to play sound without a click on the page. */
export const READ_ALOUD_BLOCKED_MESSAGE =
  'The browser did not let the page play sound. Press Play again.';

/** The Range of a chunk's text, or null when the engine's offsets do not fit it. */
function safeRange(chunk: ReadingChunk, start: number, end: number): Range | null {
  if (start < 0 || end > chunk.text.length || start >= end) return null;
  return rangeOfText(chunk.unit, chunk.start + start, chunk.start + end);
}
