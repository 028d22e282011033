// @vitest-environment jsdom
// The one streamed-speech player (issue 14 item 9) playing `POST t/tts` (issue 5 item 3) from a
// real HTTP server on 127.0.0.1, read by the real client. Faked, because jsdom has neither:
// media playback (HTMLMediaElement play/pause, which jsdom does not implement: here a sentence
// "ends" when the test says) and blob URLs (URL.createObjectURL); the word-timing tests use an
// audio element whose clock the test moves by hand.
import type { ServerResponse } from 'node:http';
import type { SpeechDoneLine, SpeechSegmentLine, SpokenWord } from '@motes/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isAbortError } from './engineCall';
import { SpeechPlaybackError, SpeechStreamPlayer, type SpeechAudio } from './speechStreamPlayer';
import { SpeechStreamError, streamSpeechAudio, type SpeechAudioSegment } from './textToSpeech';
import { createTestClient, startTestServer, type TestServer } from './testSupport/testServer';

const WORD_MS = 100;

/** A `t/tts` segment line whose "audio" is the sentence's own text (what play() is given). */
function segment(index: number, text: string): SpeechSegmentLine {
  const words: SpokenWord[] = text.split(' ').map((word, position) => ({
    start: text.indexOf(word),
    end: text.indexOf(word) + word.length,
    startMs: position * WORD_MS,
    endMs: (position + 1) * WORD_MS,
  }));
  return {
    index,
    textStart: 0,
    textEnd: text.length,
    audio: Buffer.from(text).toString('base64'),
    mimeType: 'audio/mpeg',
    durationMs: words.length * WORD_MS,
    words,
  };
}
const done: SpeechDoneLine = { done: true, engine: 'espeak-ng', voice: 'en', speed: 1 };
const line = (value: unknown) => `${JSON.stringify(value)}\n`;

function startStream(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'application/x-ndjson' });
}

let server: TestServer;
/** The audio each play() was given, in order (the sentence's bytes as text). */
let played: Promise<string>[];
/** The element of each play() call. */
let elements: HTMLMediaElement[];
/** How the stand-in for playback answers play(); the default ends the sentence 5 ms later. */
let onPlay: (audio: HTMLMediaElement) => Promise<void>;

beforeEach(async () => {
  server = await startTestServer();
  played = [];
  elements = [];
  onPlay = (audio) => {
    setTimeout(() => audio.dispatchEvent(new Event('ended')), 5);
    return Promise.resolve();
  };
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const address = `blob:${server.origin}/sentence-${blobs.size}`;
    blobs.set(address, blob as Blob);
    return address;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
    this: HTMLMediaElement,
  ) {
    played.push(blobs.get(this.src)!.text());
    elements.push(this);
    return onPlay(this);
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

function speak(player: SpeechStreamPlayer<SpeechAudioSegment>, text = 'Hello there. Bye now.') {
  const client = createTestClient(server);
  return player.play((signal) =>
    streamSpeechAudio(client, { text, language: 'en-US' }, { signal }),
  );
}

describe('SpeechStreamPlayer', () => {
  it('plays each sentence of the stream in order, one after the other, to the end', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'Hello there.')) + line(segment(1, 'Bye now.')) + line(done));
    });
    const started: number[] = [];
    const player = new SpeechStreamPlayer<SpeechAudioSegment>({
      onSegmentStart: (each) => started.push(each.index),
    });
    const playing = speak(player);
    expect(player.active).toBe(true);
    await playing;
    expect(await Promise.all(played)).toEqual(['Hello there.', 'Bye now.']);
    expect(started).toEqual([0, 1]);
    expect(player.active).toBe(false);
    // Each sentence in its own element unless the caller gives one.
    expect(elements[0]).not.toBe(elements[1]);
    expect(URL.revokeObjectURL).toHaveBeenCalledTimes(2);
  });

  it('starts the first sentence while the server is still speaking the rest', async () => {
    let finish = () => {};
    server.handle((_request, response) => {
      startStream(response);
      response.write(line(segment(0, 'Hello there.')));
      finish = () => response.end(line(segment(1, 'Bye now.')) + line(done));
    });
    const player = new SpeechStreamPlayer<SpeechAudioSegment>();
    const playing = speak(player);
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(await played[0]).toBe('Hello there.');
    finish();
    await playing;
    expect(await Promise.all(played)).toEqual(['Hello there.', 'Bye now.']);
  });

  it('plays every sentence in the one element the caller gives', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'One.')) + line(segment(1, 'Two.')) + line(done));
    });
    const element = new Audio();
    const player = new SpeechStreamPlayer<SpeechAudioSegment>({ createAudio: () => element });
    await speak(player);
    expect(elements).toEqual([element, element]);
  });

  it('reports the word being spoken as the audio moves on', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'The bell rang.')) + line(segment(1, 'Go home.')) + line(done));
    });
    const clocks: FakeAudio[] = [];
    const heard: Array<[number, number]> = [];
    const player = new SpeechStreamPlayer<SpeechAudioSegment>({
      createAudio: () => clocks[clocks.push(new FakeAudio()) - 1]!,
      audioUrls: { create: () => 'blob:fake', revoke: () => {} },
      onWord: (each, index) => heard.push([each.index, index]),
    });
    const playing = speak(player);
    for (let sentence = 0; sentence < 2; sentence += 1) {
      await vi.waitFor(() => expect(clocks[sentence]?.play).toHaveBeenCalled());
      for (let ms = 0; ms <= 300; ms += 50) clocks[sentence]!.at(ms);
      clocks[sentence]!.end();
    }
    await playing;
    // Once as each sentence starts, then on each change only.
    expect(heard).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [1, 0],
      [1, 1],
    ]);
  });

  it('stops at once: silences the sentence, cancels the download and rejects', async () => {
    let closed = false;
    server.handle((_request, response) => {
      startStream(response);
      response.write(line(segment(0, 'Hello there.')));
      response.on('close', () => (closed = true));
    });
    onPlay = () => Promise.resolve(); // never ends by itself
    const player = new SpeechStreamPlayer<SpeechAudioSegment>();
    const playing = speak(player).catch((error: unknown) => error);
    await vi.waitFor(() => expect(played).toHaveLength(1));
    player.stop();
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalled();
    expect(isAbortError(await playing)).toBe(true);
    await expect.poll(() => closed).toBe(true);
    expect(player.active).toBe(false);
  });

  it('holds the next sentence while paused and goes on when resumed', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'One.')) + line(segment(1, 'Two.')) + line(done));
    });
    let endFirst = () => {};
    onPlay = (audio) => {
      if (elements.length === 1) endFirst = () => audio.dispatchEvent(new Event('ended'));
      else setTimeout(() => audio.dispatchEvent(new Event('ended')), 5);
      return Promise.resolve();
    };
    const player = new SpeechStreamPlayer<SpeechAudioSegment>();
    const playing = speak(player);
    await vi.waitFor(() => expect(played).toHaveLength(1));
    expect(player.current).toMatchObject({ index: 0 });
    player.pause();
    expect(player.paused).toBe(true);
    expect(HTMLMediaElement.prototype.pause).toHaveBeenCalledTimes(1);
    endFirst();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(played).toHaveLength(1);
    // Between sentences: nothing is playing, the next one waits.
    expect(player.current).toBeNull();
    player.resume();
    await playing;
    expect(await Promise.all(played)).toEqual(['One.', 'Two.']);
  });

  it('rejects with a playback error when the audio cannot be played', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'One.')) + line(segment(1, 'Two.')) + line(done));
    });
    onPlay = (audio) => {
      setTimeout(() => audio.dispatchEvent(new Event('error')), 5);
      return Promise.resolve();
    };
    const failure = await speak(new SpeechStreamPlayer()).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SpeechPlaybackError);
    expect(failure).toMatchObject({ blocked: false });
    expect(played).toHaveLength(1);
  });

  it('says when the browser refused to play sound (autoplay policy)', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(line(segment(0, 'One.')) + line(done));
    });
    onPlay = () => Promise.reject(new DOMException('needs a click', 'NotAllowedError'));
    const failure = await speak(new SpeechStreamPlayer()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: 'SpeechPlaybackError', blocked: true });
  });

  it('plays the good sentences, then rejects with the stream’s error line', async () => {
    server.handle((_request, response) => {
      startStream(response);
      response.end(
        line(segment(0, 'One.')) +
          line({ error: 'engine_unavailable', message: 'Reading aloud is not available.' }),
      );
    });
    const failure = await speak(new SpeechStreamPlayer()).catch((error: unknown) => error);
    expect(await Promise.all(played)).toEqual(['One.']);
    expect(failure).toBeInstanceOf(SpeechStreamError);
    expect(failure).toMatchObject({ message: 'Reading aloud is not available.' });
  });

  it('stops the play before when asked to play again', async () => {
    server.handle((_request, response, index) => {
      startStream(response);
      if (index === 0) response.write(line(segment(0, 'First.')));
      else response.end(line(segment(0, 'Second.')) + line(done));
    });
    onPlay = (audio) => {
      if (elements.length > 1) setTimeout(() => audio.dispatchEvent(new Event('ended')), 5);
      return Promise.resolve();
    };
    const player = new SpeechStreamPlayer<SpeechAudioSegment>();
    const first = speak(player, 'First.').catch((error: unknown) => error);
    await vi.waitFor(() => expect(played).toHaveLength(1));
    const second = speak(player, 'Second.');
    expect(isAbortError(await first)).toBe(true);
    await second;
    expect(await Promise.all(played)).toEqual(['First.', 'Second.']);
  });
});

/** An audio element whose clock moves only when the test says (jsdom's does not move). */
class FakeAudio extends EventTarget implements SpeechAudio {
  src = '';
  preload = '';
  currentTime = 0;
  play = vi.fn(() => Promise.resolve());
  pause = vi.fn();
  at(ms: number) {
    this.currentTime = ms / 1000;
    this.dispatchEvent(new Event('timeupdate'));
  }
  end() {
    this.dispatchEvent(new Event('ended'));
  }
}
