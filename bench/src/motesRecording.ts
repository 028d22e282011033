// The 60 s recording the motes benchmark uploads, made once per run from real speech: Debian
// flite speaks a text long enough for a minute, and Debian ffmpeg cuts it to 60 s and encodes
// it as the web recorder's format (Opus in WebM, 48 kHz mono) and as the uncompressed
// reference (16-bit 48 kHz mono PCM WAV) the storage figure is compared with.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fliteSpeech } from '../../apps/server/src/engines/speechToText/testSpeech.js';

/** Seconds of the benchmark's recording: the §9 limit of a signed-in free user. */
export const RECORDING_SECONDS = 60;

/**
 * What Chromium's MediaRecorder encodes when the page asks for no bitrate (the recorder sets
 * none): libopus's automatic rate, 60 ms frames, which for one channel at 48 kHz is
 * 48,000 + 60 × 48,000 / 2,880 ≈ 49 kbit/s.
 */
const OPUS_BITRATE = '49k';

const SENTENCES = [
  'Good morning everyone, this is my answer to the question about our class project.',
  'We read the first chapter together and then we wrote down the words we did not know.',
  'My group chose to talk about the river near our school and the birds that live there.',
  'Next week we will visit the library and look for books about water and weather.',
  'Thank you for listening, and please tell me if you have any questions about it.',
];

export interface BenchRecording {
  /** Opus in WebM, as Chromium's MediaRecorder makes it. */
  webm: Buffer;
  /** The same 60 s as 16-bit 48 kHz mono PCM WAV. */
  wav: Buffer;
  mimeType: string;
}

/** Seconds of speech in a 16-bit mono WAV with flite's plain 44-byte header. */
function wavSeconds(wav: Buffer): number {
  return (wav.length - 44) / 2 / wav.readUInt32LE(24);
}

/** Converts a file with ffmpeg (from a file, not a pipe: `-t` stops reading early). */
function ffmpeg(input: string, outputArgs: string[], target: string): Buffer {
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-i', input, ...outputArgs, target]);
  return readFileSync(target);
}

/** Speaks sentences with flite until there is at least a minute of speech, then encodes it. */
export function makeRecording(dir: string): BenchRecording {
  let text = SENTENCES.join(' ');
  let speech = fliteSpeech(dir, 'speech', text, 'slt');
  while (wavSeconds(speech) < RECORDING_SECONDS) {
    text = `${text} ${text}`;
    speech = fliteSpeech(dir, 'speech', text, 'slt');
  }
  const source = path.join(dir, 'speech.wav');
  const cut = ['-t', String(RECORDING_SECONDS), '-ar', '48000', '-ac', '1'];
  return {
    webm: ffmpeg(
      source,
      [...cut, '-c:a', 'libopus', '-b:a', OPUS_BITRATE, '-frame_duration', '60'],
      path.join(dir, 'recording.webm'),
    ),
    wav: ffmpeg(source, [...cut, '-c:a', 'pcm_s16le'], path.join(dir, 'recording.wav')),
    mimeType: 'audio/webm;codecs=opus',
  };
}
