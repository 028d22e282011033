// Listen back and the translation popover's Listen (issue 7): a text read aloud sentence by
// sentence with the §7 read-aloud lifecycle (requested → completed | failed) and messages for
// the user. Faked, because jsdom has neither: the speech engine (the real server is used in
// e2e/extension/sidebarReading.spec.ts and translation.spec.ts) and audio playback, whose
// sentences "end" when the test says.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  READ_ALOUD_BLOCKED_MESSAGE,
  READ_ALOUD_FAILED_MESSAGE,
  type PlayPageLifecycleEvent,
  type SpokenSegment,
  type Synthesize,
} from '../../reading/playPage';
import { speakText } from './speakText';

/** An audio element that only records what it was asked; the test ends or fails it. */
class FakeAudio extends EventTarget {
  src = '';
  preload = '';
  currentTime = 0;
  static refusePlay: DOMException | null = null;
  play = vi.fn(() =>
    FakeAudio.refusePlay ? Promise.reject(FakeAudio.refusePlay) : Promise.resolve(),
  );
  pause = vi.fn();
  removeAttribute() {}
}

const sentence = (text: string): SpokenSegment => ({
  textStart: 0,
  textEnd: text.length,
  audio: new Blob([text], { type: 'audio/mpeg' }),
  durationMs: 300,
  words: null,
});

function setUp(
  synthesize: Synthesize = async function* () {
    yield sentence('One.');
    yield sentence('Two.');
  },
) {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fake');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const audios: FakeAudio[] = [];
  const lifecycle: PlayPageLifecycleEvent[] = [];
  const controller = new AbortController();
  const reading = speakText({ text: 'One. Two.', language: 'en-US', speed: 1 }, controller.signal, {
    synthesize,
    onLifecycle: (event) => lifecycle.push(event),
    createAudio: () => audios[audios.push(new FakeAudio()) - 1] as unknown as HTMLAudioElement,
  });
  const settled = reading.then(
    () => 'read',
    (error: unknown) => error,
  );
  /** The audio of the `index`th sentence, once it has been asked to play. */
  const started = async (index: number) => {
    await vi.waitFor(() => expect(audios[index]?.play).toHaveBeenCalled());
    return audios[index]!;
  };
  return { controller, lifecycle, settled, started, audios };
}

afterEach(() => {
  vi.restoreAllMocks();
  FakeAudio.refusePlay = null;
});

describe('speakText', () => {
  it('reads every sentence in turn and reports it finished', async () => {
    const { lifecycle, settled, started, audios } = setUp();
    (await started(0)).dispatchEvent(new Event('ended'));
    (await started(1)).dispatchEvent(new Event('ended'));
    expect(await settled).toBe('read');
    expect(audios).toHaveLength(2);
    expect(lifecycle).toEqual([
      { phase: 'requested', language: 'en-US', speed: 1, characters: 9 },
      { phase: 'completed', reason: 'finished' },
    ]);
  });

  it('stops when its signal aborts, silencing the sentence', async () => {
    const { controller, lifecycle, settled, started } = setUp();
    const first = await started(0);
    controller.abort();
    expect(first.pause).toHaveBeenCalled();
    expect(await settled).toMatchObject({ name: 'AbortError' });
    expect(lifecycle.at(-1)).toEqual({ phase: 'completed', reason: 'stopped' });
  });

  it('gives the speech source’s message for the user when it fails', async () => {
    const { lifecycle, settled } = setUp(async function* () {
      yield* [];
      throw new Error('Reading aloud is not available for Klingon.');
    });
    expect(await settled).toMatchObject({
      message: 'Reading aloud is not available for Klingon.',
    });
    expect(lifecycle.at(-1)).toEqual({
      phase: 'failed',
      message: 'Reading aloud is not available for Klingon.',
    });
  });

  it('says so when the audio cannot be played, or the browser refuses to play sound', async () => {
    const broken = setUp();
    (await broken.started(0)).dispatchEvent(new Event('error'));
    expect(await broken.settled).toMatchObject({ message: READ_ALOUD_FAILED_MESSAGE });

    FakeAudio.refusePlay = new DOMException('needs a click', 'NotAllowedError');
    const refused = setUp();
    expect(await refused.settled).toMatchObject({ message: READ_ALOUD_BLOCKED_MESSAGE });
    expect(refused.lifecycle.at(-1)).toEqual({
      phase: 'failed',
      message: READ_ALOUD_BLOCKED_MESSAGE,
    });
  });
});
