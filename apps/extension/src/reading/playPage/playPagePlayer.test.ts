// Issue 7 item 4 (Play Page): chunks play in spoken order with the next ones synthesised ahead,
// pause/resume/stop, speed from the next chunk, errors shown, and the §7 read-aloud lifecycle
// (requested → completed | failed). Faked here, because jsdom has neither: the speech engine
// (the real server is used in e2e/extension/playPage.spec.ts) and the audio element, whose
// clock the tests move by hand.
import type { SpokenWord } from '@motes/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PlayPagePlayer,
  READ_ALOUD_BLOCKED_MESSAGE,
  READ_ALOUD_FAILED_MESSAGE,
  type PlayPageLifecycleEvent,
  type PlayPagePlayerOptions,
  type SpeechAudio,
} from './playPagePlayer';
import { planReading } from './readingPlan';
import { collectReadingUnits } from './readingUnits';
import type { SpeechRequest, SpokenSegment, Synthesize } from './speechSource';

const WORD_MS = 100;

/** An audio element whose clock moves only when the test says. */
class FakeAudio extends EventTarget implements SpeechAudio {
  src = '';
  preload = '';
  currentTime = 0;
  playing = false;
  /** When set, play() is refused with this error, as a browser does. */
  static refusePlay: DOMException | null = null;
  private starting: { reject: (error: unknown) => void } | null = null;
  /** Like a browser's: playback starts a moment later; a pause before then interrupts it. */
  play = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        if (FakeAudio.refusePlay) return reject(FakeAudio.refusePlay);
        this.starting = { reject };
        setTimeout(() => {
          if (this.starting?.reject !== reject) return;
          this.starting = null;
          this.playing = true;
          resolve();
        }, 5);
      }),
  );
  pause = vi.fn(() => {
    this.playing = false;
    this.starting?.reject(new DOMException('play() was interrupted by pause()', 'AbortError'));
    this.starting = null;
  });
  at(ms: number) {
    this.currentTime = ms / 1000;
    this.dispatchEvent(new Event('timeupdate'));
  }
  end() {
    this.playing = false;
    this.dispatchEvent(new Event('ended'));
  }
}

/** A speech engine that answers each request with one segment per sentence, 100 ms a word. */
class FakeSpeech {
  readonly calls: Array<{ request: SpeechRequest; signal: AbortSignal }> = [];
  failWith: Error | null = null;
  /** When set, every sentence after a request's first waits for it. */
  hold: Promise<void> | null = null;

  synthesize: Synthesize = (request, signal) => {
    this.calls.push({ request, signal });
    const failure = this.failWith;
    const hold = this.hold;
    return (async function* () {
      if (failure) throw failure;
      let sentences = 0;
      for (const match of request.text.matchAll(/[^.!?]+[.!?]?/g)) {
        const textStart = match.index + (match[0].length - match[0].trimStart().length);
        const words: SpokenWord[] = Array.from(
          match[0].matchAll(/[\p{L}\p{N}]+/gu),
          (word, index) => ({
            start: match.index + word.index,
            end: match.index + word.index + word[0].length,
            startMs: index * WORD_MS,
            endMs: (index + 1) * WORD_MS,
          }),
        );
        if (words.length === 0) continue;
        await (sentences > 0 && hold ? hold : Promise.resolve());
        sentences += 1;
        const segment: SpokenSegment = {
          textStart,
          textEnd: match.index + match[0].trimEnd().length,
          audio: new Blob([match[0]], { type: 'audio/mpeg' }),
          durationMs: words.length * WORD_MS,
          words,
        };
        yield segment;
      }
    })();
  };

  texts() {
    return this.calls.map((call) => call.request.text);
  }
}

function setUp(html: string, options: Partial<PlayPagePlayerOptions> = {}) {
  document.body.innerHTML = html;
  const chunks = planReading(collectReadingUnits(document.body), { kind: 'beginning' });
  const speech = new FakeSpeech();
  const audios: FakeAudio[] = [];
  const shown: Array<{ sentence: string | undefined; word: string | undefined }> = [];
  const highlighter = {
    show: (sentence: Range | null, word: Range | null) =>
      shown.push({ sentence: sentence?.toString(), word: word?.toString() }),
    clear: vi.fn(),
  };
  const lifecycle: PlayPageLifecycleEvent[] = [];
  const player = new PlayPagePlayer({
    synthesize: speech.synthesize,
    language: 'en-US',
    highlighter,
    createAudio: () => {
      const audio = new FakeAudio();
      audios.push(audio);
      return audio;
    },
    audioUrls: { create: () => 'blob:fake', revoke: () => {} },
    onLifecycle: (event) => lifecycle.push(event),
    ...options,
  });
  /** The audio now playing, once it has started. */
  const playing = async () => {
    let audio: FakeAudio | undefined;
    await vi.waitFor(() => {
      audio = audios.at(-1);
      expect(audio?.playing).toBe(true);
    });
    return audio!;
  };
  /** Plays the current sentence to its end, word by word. */
  const speakSentence = async () => {
    const audio = await playing();
    for (let ms = 0; ms < 2_000; ms += WORD_MS) audio.at(ms);
    audio.end();
  };
  return { player, chunks, speech, audios, shown, highlighter, lifecycle, playing, speakSentence };
}

afterEach(() => {
  document.body.innerHTML = '';
  FakeAudio.refusePlay = null;
});

const TWO_PARAGRAPHS =
  `<p>The bell <b>rang</b>. Everyone went out.</p>` + `<p>Then it was&nbsp;quiet again.</p>`;

describe('PlayPagePlayer', () => {
  it('reads every word in spoken order across paragraphs', async () => {
    const { player, chunks, shown, lifecycle, speakSentence, highlighter } = setUp(TWO_PARAGRAPHS);
    player.play(chunks);
    expect(player.getState()).toMatchObject({ status: 'loading', chunkCount: 2 });
    for (let sentence = 0; sentence < 3; sentence += 1) await speakSentence();
    await vi.waitFor(() => expect(player.getState().status).toBe('idle'));

    const words = shown.map((s) => s.word).filter((word, i, all) => word !== all[i - 1]);
    expect(words).toEqual([
      'The',
      'bell',
      'rang',
      'Everyone',
      'went',
      'out',
      'Then',
      'it',
      'was',
      'quiet',
      'again',
    ]);
    expect(new Set(shown.map((s) => s.sentence))).toEqual(
      new Set(['The bell rang.', 'Everyone went out.', 'Then it was\u00a0quiet again.']),
    );
    expect(highlighter.clear).toHaveBeenCalled();
    expect(lifecycle).toEqual([
      { phase: 'requested', language: 'en-US', speed: 1, characters: 57 },
      { phase: 'completed', reason: 'finished' },
    ]);
  });

  it('synthesises at most `lookahead` chunks ahead of the one playing', async () => {
    const paragraphs = ['One.', 'Two.', 'Three.', 'Four.', 'Five.'];
    const { player, chunks, speech, speakSentence, playing } = setUp(
      paragraphs.map((text) => `<p>${text}</p>`).join(''),
      { lookahead: 1 },
    );
    player.play(chunks);
    await playing();
    // The next paragraph is already being made while the first one plays, and no more.
    await vi.waitFor(() => expect(speech.texts()).toEqual(['One.', 'Two.']));
    await speakSentence();
    await playing();
    expect(player.getState().chunkIndex).toBe(1);
    expect(speech.texts()).toEqual(['One.', 'Two.', 'Three.']);
    await speakSentence();
    await speakSentence();
    await playing();
    expect(speech.texts()).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'Five.']);
  });

  it('starts the next chunk only once the current one has fully arrived', async () => {
    const { player, chunks, speech, playing } = setUp(`<p>One long. Still going.</p><p>Two.</p>`);
    let release = () => {};
    speech.hold = new Promise((resolve) => (release = resolve));
    player.play(chunks);
    // The first sentence plays while the second is still being made; the next paragraph waits
    // so it does not slow down the one needed first.
    await playing();
    expect(speech.texts()).toEqual(['One long. Still going.']);
    release();
    await vi.waitFor(() => expect(speech.texts()).toEqual(['One long. Still going.', 'Two.']));
  });

  it('applies a new speed from the next chunk, making the prefetched ones again', async () => {
    const { player, chunks, speech, playing, speakSentence } = setUp(
      `<p>First part.</p><p>Second part.</p><p>Third part.</p>`,
    );
    player.play(chunks);
    const first = await playing();
    // Made one after the other, each once the one before has fully arrived.
    await vi.waitFor(() =>
      expect(speech.calls.map((call) => call.request.speed)).toEqual([1, 1, 1]),
    );

    player.setSpeed(1.5);
    // The sentence playing goes on; the two made ahead at speed 1 are cancelled and redone.
    expect(first.playing).toBe(true);
    expect(speech.calls.slice(1, 3).map((call) => call.signal.aborted)).toEqual([true, true]);
    await vi.waitFor(() =>
      expect(speech.calls.slice(3).map((call) => [call.request.text, call.request.speed])).toEqual([
        ['Second part.', 1.5],
        ['Third part.', 1.5],
      ]),
    );
    await speakSentence();
    await playing();
    expect(player.getState().chunkIndex).toBe(1);
  });

  it('pauses and resumes the sentence being read', async () => {
    const { player, chunks, playing, lifecycle } = setUp(TWO_PARAGRAPHS);
    player.play(chunks);
    const audio = await playing();
    player.pause();
    expect(audio.pause).toHaveBeenCalled();
    expect(player.getState().status).toBe('paused');
    player.resume();
    expect(audio.play).toHaveBeenCalledTimes(2);
    expect(player.getState().status).toBe('playing');
    player.stop();
    expect(lifecycle.at(-1)).toEqual({ phase: 'completed', reason: 'stopped' });
  });

  it('keeps reading when paused before the audio has started', async () => {
    const { player, chunks, audios, playing, speakSentence, lifecycle } = setUp(TWO_PARAGRAPHS);
    player.play(chunks);
    await vi.waitFor(() => expect(audios[0]?.play).toHaveBeenCalled());
    player.pause();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(player.getState().status).toBe('paused');
    player.resume();
    expect(await playing()).toBe(audios[0]);
    for (let sentence = 0; sentence < 3; sentence += 1) await speakSentence();
    await vi.waitFor(() => expect(player.getState().status).toBe('idle'));
    expect(lifecycle.at(-1)).toEqual({ phase: 'completed', reason: 'finished' });
  });

  it('says so when the browser refuses to play sound', async () => {
    FakeAudio.refusePlay = new DOMException('play() needs a user gesture', 'NotAllowedError');
    const { player, chunks } = setUp(TWO_PARAGRAPHS);
    player.play(chunks);
    await vi.waitFor(() => expect(player.getState().status).toBe('error'));
    expect(player.getState().error).toBe(READ_ALOUD_BLOCKED_MESSAGE);
  });

  it('stops: cancels the syntheses, silences the audio and removes the highlights', async () => {
    const { player, chunks, speech, playing, highlighter } = setUp(TWO_PARAGRAPHS);
    player.play(chunks);
    const audio = await playing();
    player.stop();
    expect(audio.playing).toBe(false);
    expect(speech.calls.every((call) => call.signal.aborted)).toBe(true);
    expect(highlighter.clear).toHaveBeenCalled();
    expect(player.getState()).toEqual({
      status: 'idle',
      error: null,
      chunkIndex: 0,
      chunkCount: 0,
    });
  });

  it('shows a synthesis failure as an error, never silently', async () => {
    const { player, chunks, speech, lifecycle, highlighter } = setUp(TWO_PARAGRAPHS);
    speech.failWith = new Error('Reading aloud is not available just now. Please try again.');
    player.play(chunks);
    await vi.waitFor(() => expect(player.getState().status).toBe('error'));
    expect(player.getState().error).toBe(
      'Reading aloud is not available just now. Please try again.',
    );
    expect(highlighter.clear).toHaveBeenCalled();
    expect(lifecycle.map((event) => event.phase)).toEqual(['requested', 'failed']);
  });

  it('shows audio that cannot be played as an error', async () => {
    const { player, chunks, playing, lifecycle } = setUp(TWO_PARAGRAPHS);
    player.play(chunks);
    const audio = await playing();
    audio.dispatchEvent(new Event('error'));
    await vi.waitFor(() => expect(player.getState().status).toBe('error'));
    expect(player.getState().error).toBe(READ_ALOUD_FAILED_MESSAGE);
    expect(lifecycle.at(-1)).toEqual({ phase: 'failed', message: READ_ALOUD_FAILED_MESSAGE });
  });
});
