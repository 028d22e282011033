// One chunk's synthesis, started ahead of its turn: its sentences are buffered as they arrive so
// the player can take them in order whenever it gets there.
import type { ReadingChunk } from './readingPlan';
import type { SpeechRequest, SpokenSegment, Synthesize } from './speechSource';

export class SpeechJob {
  readonly chunk: ReadingChunk;
  readonly request: SpeechRequest;
  private readonly controller = new AbortController();
  private readonly segments: SpokenSegment[] = [];
  private finished = false;
  private failure: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  /** `onSettled` runs once the synthesis has ended, whether it succeeded, failed or was cancelled. */
  constructor(
    chunk: ReadingChunk,
    request: SpeechRequest,
    synthesize: Synthesize,
    onSettled: () => void = () => {},
  ) {
    this.chunk = chunk;
    this.request = request;
    void this.pump(synthesize).finally(onSettled);
  }

  /** True once every sentence has arrived (or the synthesis failed or was cancelled). */
  get settled(): boolean {
    return this.finished || this.failure !== null || this.controller.signal.aborted;
  }

  /**
   * The chunk's `index`th sentence, waiting for it if it is still being made; null after the
   * last one.
   * @throws the synthesis error, or an AbortError once cancelled
   */
  async segment(index: number): Promise<SpokenSegment | null> {
    for (;;) {
      if (this.controller.signal.aborted) throw abortError();
      if (index < this.segments.length) return this.segments[index]!;
      if (this.failure) throw this.failure.error;
      if (this.finished) return null;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** True when {@link segment}(index) would answer at once. */
  isReady(index: number): boolean {
    return index < this.segments.length || this.finished || this.failure !== null;
  }

  /** Stops the synthesis (a stop, or a speed change before this chunk's turn). */
  cancel(): void {
    this.controller.abort();
    this.notify();
  }

  private async pump(synthesize: Synthesize): Promise<void> {
    const { signal } = this.controller;
    try {
      for await (const segment of synthesize(this.request, signal)) {
        if (signal.aborted) return;
        this.segments.push(segment);
        this.notify();
      }
      this.finished = true;
    } catch (error) {
      this.failure = { error };
    }
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }
}

export function abortError(): DOMException {
  return new DOMException('Reading was stopped', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return (error as { name?: unknown } | null)?.name === 'AbortError';
}
