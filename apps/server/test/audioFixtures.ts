// Real audio for the motes tests: Debian flite speaks a sentence (real speech, which
// pocketsphinx can recognise) and Debian ffmpeg encodes it in every format a mote may be
// (both installed by `npm test`, see scripts/lib/systemPackages.mjs).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The sentence the flite recordings speak. */
export const TEST_SENTENCE = 'My teacher asked us to write a short story about our family.';

/** ffmpeg output arguments per test file name (the extension picks the container). */
const ENCODINGS = {
  'speech.mp3': ['-c:a', 'libmp3lame', '-b:a', '64k'],
  'speech.m4a': ['-c:a', 'aac', '-b:a', '64k'],
  'speech.aac': ['-c:a', 'aac', '-f', 'adts'],
  'speech.opus.ogg': ['-c:a', 'libopus', '-f', 'ogg'],
  'speech.vorbis.ogg': ['-c:a', 'libvorbis', '-f', 'ogg'],
  'speech.flac.ogg': ['-c:a', 'flac', '-f', 'ogg'],
  'speech.flac': ['-c:a', 'flac'],
  // What Chromium's MediaRecorder makes: Opus in WebM, written as a stream (no duration, no
  // cues in the header), here by ffmpeg writing to a pipe.
  'speech.webm': ['-c:a', 'libopus', '-f', 'webm'],
} as const;

export type TestAudioName = keyof typeof ENCODINGS | 'speech.wav';

export interface TestAudio {
  /** The bytes of one test file. */
  file(name: TestAudioName): Buffer;
  /** flite speech of `text` as WAV (16 kHz mono). */
  speak(text: string): Buffer;
  /** `seconds` of a 440 Hz tone as WAV (any length, made by ffmpeg). */
  tone(seconds: number, extension?: 'wav' | 'mp3' | 'webm'): Buffer;
  remove(): void;
}

/** Makes the test files in a temporary directory (call once per test file). */
export function makeTestAudio(): TestAudio {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'motes-audio-'));
  const wavPath = path.join(dir, 'speech.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', TEST_SENTENCE, '-o', wavPath]);
  const cache = new Map<string, Buffer>();
  const encode = (name: keyof typeof ENCODINGS): Buffer => {
    const args = ENCODINGS[name];
    if (name === 'speech.webm') {
      // To a pipe, as a recorder streams it.
      return execFileSync('ffmpeg', ['-loglevel', 'error', '-i', wavPath, ...args, '-'], {
        maxBuffer: 1 << 28,
      });
    }
    const target = path.join(dir, name);
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', wavPath, ...args, target]);
    return readFileSync(target);
  };
  return {
    file(name) {
      let bytes = cache.get(name);
      if (!bytes) {
        bytes = name === 'speech.wav' ? readFileSync(wavPath) : encode(name);
        cache.set(name, bytes);
      }
      return bytes;
    },
    speak(text) {
      const file = path.join(dir, `spoken-${cache.size}.wav`);
      execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', file]);
      return readFileSync(file);
    },
    tone(seconds, extension = 'wav') {
      const codec = {
        wav: ['-f', 'wav'],
        mp3: ['-c:a', 'libmp3lame', '-f', 'mp3'],
        webm: ['-c:a', 'libopus', '-f', 'webm'],
      }[extension];
      return execFileSync(
        'ffmpeg',
        [
          '-loglevel',
          'error',
          '-f',
          'lavfi',
          '-i',
          `sine=frequency=440:duration=${seconds}:sample_rate=16000`,
          ...codec,
          '-',
        ],
        { maxBuffer: 1 << 28 },
      );
    },
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
